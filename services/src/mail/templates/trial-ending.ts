import { compileHtml, compileText } from './handlebars-env';
import { P } from './styles';
import { MailTemplate } from './types';

const HTML = compileHtml(`
<p style="${P}">Your RemoteHunt trial ends soon.</p>
<p style="${P}">To keep browsing remote jobs and tracking your applications, choose a plan before it ends. Everything you have saved stays where it is.</p>
{{> button url=subscriptionUrl label="Choose a plan"}}
`);

const TEXT = compileText(`
Your RemoteHunt trial ends soon.

To keep browsing remote jobs and tracking your applications, choose a plan before it ends. Everything you have saved stays where it is.

Choose a plan: {{subscriptionUrl}}
`);

export const trialEnding: MailTemplate<'trial-ending'> = {
  bulk: true,
  render(_data, { appUrl }) {
    const view = { subscriptionUrl: `${appUrl}/#/subscription` };
    return {
      subject: 'Your RemoteHunt trial ends soon',
      preheader: 'Choose a plan to keep your job search going.',
      html: HTML(view),
      text: TEXT(view),
    };
  },
};
