import { compileHtml, compileText, expiryMinutes, plural } from './handlebars-env';
import { httpUrl } from './safe-url';
import { LINK, P, SMALL } from './styles';
import { MailTemplate } from './types';

const HTML = compileHtml(`
<p style="${P}">Someone (we hope you) asked to reset the password of your RemoteHunt account. Choose a new one here:</p>
{{> button url=resetUrl label="Choose a new password"}}
<p style="${P}">The link works once and expires in {{expires}}.</p>
<p style="${P}">If you didn't ask for this, you can ignore this email — your password stays the same.</p>
<p style="${SMALL}">If the button doesn't work, paste this link into your browser:<br><a href="{{resetUrl}}" target="_blank" rel="noopener" style="${LINK}word-break:break-all;">{{resetUrl}}</a></p>
`);

const TEXT = compileText(`
Someone (we hope you) asked to reset the password of your RemoteHunt account. Choose a new one here:

Choose a new password: {{resetUrl}}

The link works once and expires in {{expires}}.

If you didn't ask for this, you can ignore this email — your password stays the same.
`);

export const passwordReset: MailTemplate<'password-reset'> = {
  bulk: false,
  render(data) {
    const view = {
      resetUrl: httpUrl(data.resetUrl, 'resetUrl'),
      expires: plural(expiryMinutes(data.expiresInMinutes), 'minute', 'minutes'),
    };
    return {
      subject: 'Reset your RemoteHunt password',
      preheader: `Choose a new password. The link expires in ${view.expires}.`,
      html: HTML(view),
      text: TEXT(view),
    };
  },
};
