import { compileHtml, compileText } from './handlebars-env';
import { P } from './styles';
import { MailTemplate } from './types';

const HTML = compileHtml(`
<p style="${P}">Let the newest remote jobs come to you. Pick your categories, country and keywords, choose daily or weekly, and RemoteHunt emails you the jobs that match.</p>
<p style="${P}">All for as little as $2 per month, and you can stop whenever you like.</p>
{{> button url=newsletterUrl label="Set up my newsletter"}}
`);

const TEXT = compileText(`
Let the newest remote jobs come to you. Pick your categories, country and keywords, choose daily or weekly, and RemoteHunt emails you the jobs that match.

All for as little as $2 per month, and you can stop whenever you like.

Set up my newsletter: {{newsletterUrl}}
`);

export const newsletterPromo: MailTemplate<'newsletter-promo'> = {
  bulk: true,
  render(_data, { appUrl }) {
    const view = { newsletterUrl: `${appUrl}/#/remote-jobs-newsletter` };
    return {
      subject: 'Remote jobs in your inbox, daily or weekly',
      preheader: 'New remote jobs by email, for as little as $2 per month.',
      html: HTML(view),
      text: TEXT(view),
    };
  },
};
