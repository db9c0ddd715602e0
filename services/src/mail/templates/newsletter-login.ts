import { compileHtml, compileText, expiryMinutes, plural } from './handlebars-env';
import { httpUrl } from './safe-url';
import { LINK, P, SMALL } from './styles';
import { MailTemplate } from './types';

const HTML = compileHtml(`
<p style="${P}">Here is your link to manage your RemoteHunt remote jobs newsletter: change what it sends you, how often, or stop it.</p>
{{> button url=loginUrl label="Manage my newsletter"}}
<p style="${P}">The link works once and expires in {{expires}}.</p>
<p style="${P}">If you didn't ask for this, you can ignore this email — nothing changes.</p>
<p style="${SMALL}">If the button doesn't work, paste this link into your browser:<br><a href="{{loginUrl}}" target="_blank" rel="noopener" style="${LINK}word-break:break-all;">{{loginUrl}}</a></p>
`);

const TEXT = compileText(`
Here is your link to manage your RemoteHunt remote jobs newsletter: change what it sends you, how often, or stop it.

Manage my newsletter: {{loginUrl}}

The link works once and expires in {{expires}}.

If you didn't ask for this, you can ignore this email — nothing changes.
`);

export const newsletterLogin: MailTemplate<'newsletter-login'> = {
  bulk: false,
  render(data) {
    const view = {
      loginUrl: httpUrl(data.loginUrl, 'loginUrl'),
      expires: plural(expiryMinutes(data.expiresInMinutes), 'minute', 'minutes'),
    };
    return {
      subject: 'Your RemoteHunt newsletter link',
      preheader: `Manage your remote jobs newsletter. The link expires in ${view.expires}.`,
      html: HTML(view),
      text: TEXT(view),
    };
  },
};
