import { compileHtml, compileText } from './handlebars-env';
import { LIST, LIST_ITEM, P } from './styles';
import { MailTemplate } from './types';

const HTML = compileHtml(`
<p style="${P}">RemoteHunt does more than list remote jobs. With a plan you can run your whole job search in one place:</p>
<ul style="${LIST}">
  <li style="${LIST_ITEM}">Browse remote jobs and companies from many job boards.</li>
  <li style="${LIST_ITEM}">Track every application on a board, with notes, tasks and contacts.</li>
  <li style="${LIST_ITEM}">Keep your resumes and cover letters next to the jobs they went to.</li>
</ul>
{{> button url=pricingUrl label="See the plans"}}
`);

const TEXT = compileText(`
RemoteHunt does more than list remote jobs. With a plan you can run your whole job search in one place:

- Browse remote jobs and companies from many job boards.
- Track every application on a board, with notes, tasks and contacts.
- Keep your resumes and cover letters next to the jobs they went to.

See the plans: {{pricingUrl}}
`);

export const subscriptionOffer: MailTemplate<'subscription-offer'> = {
  bulk: true,
  render(_data, { appUrl }) {
    const view = { pricingUrl: `${appUrl}/#/pricing` };
    return {
      subject: 'Track your whole job search with RemoteHunt',
      preheader: 'Jobs, applications and documents, all in one place.',
      html: HTML(view),
      text: TEXT(view),
    };
  },
};
