import { compileHtml, compileText } from './handlebars-env';
import { MUTED_COLOR, P, SMALL } from './styles';
import { MailTemplate } from './types';

// Both texts are the people's own words: Handlebars escapes them, and white-space keeps their lines.
const QUOTE = `margin:0 0 16px;padding:8px 12px;border-left:3px solid ${MUTED_COLOR};white-space:pre-wrap;`;

const HTML = compileHtml(`
<p style="${P}">The RemoteHunt support team has answered your query.</p>
<p style="${SMALL}">You asked:</p>
<div style="${P}${QUOTE}">{{query}}</div>
<p style="${SMALL}">Our reply:</p>
<div style="${P}${QUOTE}">{{reply}}</div>
{{> button url=supportUrl label="Open the conversation"}}
`);

const TEXT = compileText(`
The RemoteHunt support team has answered your query.

You asked:
{{query}}

Our reply:
{{reply}}

Open the conversation: {{supportUrl}}
`);

export const supportReply: MailTemplate<'support-reply'> = {
  bulk: false,
  render(data, { appUrl }) {
    const view = { query: data.query, reply: data.reply, supportUrl: `${appUrl}/#/post-your-query-here` };
    return {
      subject: 'RemoteHunt support replied to your query',
      preheader: data.reply.slice(0, 90),
      html: HTML(view),
      text: TEXT(view),
    };
  },
};
