import { compileHtml, compileText, expiryMinutes, plural } from './handlebars-env';
import { httpUrl } from './safe-url';
import { LINK, P, SMALL } from './styles';
import { MailTemplate } from './types';

const HTML = compileHtml(`
<p style="${P}">You asked RemoteHunt to read job mail you forward from <strong>{{address}}</strong>, so replies from employers can update your applications. Confirm that this address is yours:</p>
{{> button url=verifyUrl label="Confirm this address"}}
<p style="${P}">The link works once and expires in {{expires}}.</p>
<p style="${P}">If you didn't ask for this, ignore this email: nothing you forward from this address will be read.</p>
<p style="${SMALL}">If the button doesn't work, paste this link into your browser:<br><a href="{{verifyUrl}}" target="_blank" rel="noopener" style="${LINK}word-break:break-all;">{{verifyUrl}}</a></p>
`);

const TEXT = compileText(`
You asked RemoteHunt to read job mail you forward from {{address}}, so replies from employers can update your applications. Confirm that this address is yours:

Confirm this address: {{verifyUrl}}

The link works once and expires in {{expires}}.

If you didn't ask for this, ignore this email: nothing you forward from this address will be read.
`);

export const verifyMailSender: MailTemplate<'verify-mail-sender'> = {
  bulk: false,
  render(data) {
    const view = {
      verifyUrl: httpUrl(data.verifyUrl, 'verifyUrl'),
      address: data.address,
      expires: plural(expiryMinutes(data.expiresInMinutes), 'minute', 'minutes'),
    };
    return {
      subject: 'Confirm the address you forward job mail from',
      preheader: `Confirm ${view.address} for RemoteHunt. The link expires in ${view.expires}.`,
      html: HTML(view),
      text: TEXT(view),
    };
  },
};
