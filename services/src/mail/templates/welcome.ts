import { compileHtml, compileText } from './handlebars-env';
import { LIST, LIST_ITEM, P } from './styles';
import { MailTemplate } from './types';

const HTML = compileHtml(`
<p style="${P}">Welcome to RemoteHunt, and thanks for joining. Here is what you can do:</p>
<ul style="${LIST}">
  <li style="${LIST_ITEM}"><strong>Browse remote jobs</strong> gathered from many job boards, all in one place.</li>
  <li style="${LIST_ITEM}"><strong>Track your applications</strong> on a board, from first contact to offer.</li>
  <li style="${LIST_ITEM}"><strong>Get new jobs by email</strong> with the remote jobs newsletter, daily or weekly.</li>
</ul>
{{> button url=appUrl label="Start your search"}}
<p style="${P}">Good luck with the hunt!</p>
`);

const TEXT = compileText(`
Welcome to RemoteHunt, and thanks for joining. Here is what you can do:

- Browse remote jobs gathered from many job boards, all in one place.
- Track your applications on a board, from first contact to offer.
- Get new jobs by email with the remote jobs newsletter, daily or weekly.

Start your search: {{appUrl}}

Good luck with the hunt!
`);

export const welcome: MailTemplate<'welcome'> = {
  bulk: true,
  render(_data, { appUrl }) {
    const view = { appUrl };
    return {
      subject: 'Welcome to RemoteHunt',
      preheader: 'Remote jobs from many boards, an application tracker and a newsletter.',
      html: HTML(view),
      text: TEXT(view),
    };
  },
};
