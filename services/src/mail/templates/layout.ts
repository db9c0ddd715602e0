import { compileHtml, compileText } from './handlebars-env';
import { BRAND_COLOR, FONT_STACK, MUTED_COLOR, P, TEXT_COLOR } from './styles';
import { MailBody, RenderedMail } from './types';

/**
 * The frame of every mail: a "RemoteHunt" header, the greeting, the
 * template's content, a sign-off and a footer (with the unsubscribe link on
 * bulk mails). Tables for layout, inline styles, 600px wide at most, system
 * fonts, no images: it renders the same offline and in old clients.
 */
const HTML_LAYOUT = compileHtml(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>{{subject}}</title>
</head>
<body style="margin:0;padding:0;width:100%;background-color:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:#f3f4f6;">{{preheader}}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" bgcolor="#f3f4f6" style="width:100%;background-color:#f3f4f6;">
  <tr>
    <td align="center" style="padding:24px 12px;">
      <!--[if mso]><table role="presentation" width="600" cellspacing="0" cellpadding="0" border="0"><tr><td><![endif]-->
      <table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="width:100%;max-width:600px;">
        <tr>
          <td style="padding:0 8px 16px;font-family:${FONT_STACK};font-size:22px;line-height:28px;font-weight:700;">
            <a href="{{appUrl}}" target="_blank" rel="noopener" style="color:${BRAND_COLOR};text-decoration:none;">RemoteHunt</a>
          </td>
        </tr>
        <tr>
          <td bgcolor="#ffffff" style="padding:32px 32px 16px;background-color:#ffffff;border-radius:8px;border:1px solid #e5e7eb;font-family:${FONT_STACK};font-size:16px;line-height:24px;color:${TEXT_COLOR};">
            <p style="${P}">{{greeting}}</p>
{{{content}}}
            <p style="${P}">The RemoteHunt team</p>
          </td>
        </tr>
        <tr>
          <td style="padding:16px 8px 0;font-family:${FONT_STACK};font-size:12px;line-height:18px;color:${MUTED_COLOR};">
            {{#if unsubscribeUrl}}
            <p style="margin:0 0 8px;">You receive this because you subscribed to RemoteHunt emails. <a href="{{unsubscribeUrl}}" target="_blank" rel="noopener" style="color:${MUTED_COLOR};text-decoration:underline;">Unsubscribe</a></p>
            {{/if}}
            <p style="margin:0;">RemoteHunt: find remote work and run your job search. <a href="{{appUrl}}" target="_blank" rel="noopener" style="color:${MUTED_COLOR};text-decoration:underline;">{{appHost}}</a></p>
          </td>
        </tr>
      </table>
      <!--[if mso]></td></tr></table><![endif]-->
    </td>
  </tr>
</table>
</body>
</html>
`);

const TEXT_LAYOUT = compileText(`RemoteHunt

{{greeting}}

{{content}}

The RemoteHunt team

--
{{#if unsubscribeUrl}}
You receive this because you subscribed to RemoteHunt emails. Unsubscribe: {{unsubscribeUrl}}
{{/if}}
RemoteHunt: find remote work and run your job search. {{appUrl}}
`);

export interface LayoutContext {
  appUrl: string;
  recipientName: string;
  /** Given for bulk mails only: the footer then offers it. */
  unsubscribeUrl?: string;
}

export function greeting(recipientName: string): string {
  const name = typeof recipientName === 'string' ? recipientName.trim() : '';
  return name ? `Hi ${name},` : 'Hi there,';
}

/** Tidies a text part: no trailing spaces, at most one blank line in a row. */
function tidyText(text: string): string {
  return `${text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

export function applyLayout(body: MailBody, ctx: LayoutContext): RenderedMail {
  const view = {
    subject: body.subject,
    preheader: body.preheader,
    greeting: greeting(ctx.recipientName),
    appUrl: ctx.appUrl,
    appHost: new URL(ctx.appUrl).host,
    unsubscribeUrl: ctx.unsubscribeUrl ?? '',
  };
  return {
    subject: body.subject,
    html: HTML_LAYOUT({ ...view, content: body.html }),
    text: tidyText(TEXT_LAYOUT({ ...view, content: body.text.trim() })),
  };
}

