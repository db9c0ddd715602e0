import { compileHtml, compileText } from './handlebars-env';
import { httpUrl } from './safe-url';
import { LINK, P, SMALL } from './styles';
import { MailTemplate } from './types';

const ROW_LABEL = `${SMALL}margin:0;padding:4px 16px 4px 0;white-space:nowrap;vertical-align:top;`;
const ROW_VALUE = `${P}margin:0;padding:4px 0;vertical-align:top;`;

const HTML = compileHtml(`
<p style="${P}">Thank you for your purchase. This is your receipt.</p>
<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:0 0 16px;">
  <tr><td style="${ROW_LABEL}">Item</td><td style="${ROW_VALUE}">{{item}}</td></tr>
  <tr><td style="${ROW_LABEL}">Amount paid</td><td style="${ROW_VALUE}">{{amount}}</td></tr>
  <tr><td style="${ROW_LABEL}">Paid on</td><td style="${ROW_VALUE}">{{paidOn}}</td></tr>
  {{#if renewsOn}}<tr><td style="${ROW_LABEL}">Next renewal</td><td style="${ROW_VALUE}">{{renewsOn}} ({{renewal}})</td></tr>{{/if}}
</table>
{{#if signInUrl}}
<p style="${P}">We made this purchase part of your RemoteHunt account for {{email}}. The button signs you in and opens {{managePage}}, where you can {{manageWhat}}.</p>
{{> button url=signInUrl label=manageLabel}}
<p style="${SMALL}">The sign-in link works once and expires in {{expires}}. After that, sign in to RemoteHunt with this address (Forgot password lets you choose a password) and open <a href="{{manageUrl}}" target="_blank" rel="noopener" style="${LINK}">{{managePage}}</a>.</p>
<p style="${SMALL}">If the button doesn't work, paste this link into your browser:<br><a href="{{signInUrl}}" target="_blank" rel="noopener" style="${LINK}word-break:break-all;">{{signInUrl}}</a></p>
{{else}}
<p style="${P}">Manage it on {{managePage}} (sign in with {{email}}), where you can {{manageWhat}}.</p>
{{> button url=manageUrl label=manageLabel}}
{{/if}}
<p style="${SMALL}">Questions about this payment? Ask us on the Support page of RemoteHunt.</p>
`);

const TEXT = compileText(`
Thank you for your purchase. This is your receipt.

Item: {{item}}
Amount paid: {{amount}}
Paid on: {{paidOn}}
{{#if renewsOn}}
Next renewal: {{renewsOn}} ({{renewal}})
{{/if}}

{{#if signInUrl}}
We made this purchase part of your RemoteHunt account for {{email}}. This link signs you in and opens {{managePage}}, where you can {{manageWhat}}:

{{manageLabel}}: {{signInUrl}}

The sign-in link works once and expires in {{expires}}. After that, sign in to RemoteHunt with this address (Forgot password lets you choose a password) and open {{managePage}}: {{manageUrl}}
{{else}}
Manage it on {{managePage}} (sign in with {{email}}), where you can {{manageWhat}}:

{{manageLabel}}: {{manageUrl}}
{{/if}}

Questions about this payment? Ask us on the Support page of RemoteHunt.
`);

/** Where each kind of purchase is managed, in the words the mail uses. */
export const MANAGE_PAGES = {
  'app-subscription': { path: '/#/subscription', page: 'your Subscription page', what: 'change your plan or cancel its renewal', label: 'Manage my plan' },
  'app-lifetime': { path: '/#/subscription', page: 'your Subscription page', what: 'see your plan', label: 'See my plan' },
  newsletter: { path: '/#/remote-jobs-newsletter', page: 'your newsletter preferences', what: 'change what it sends you, how often, or stop it', label: 'Manage my newsletter' },
  'job-posting': { path: '/#/my-job-postings', page: 'My job postings', what: 'mark the job filled or cancel its auto-bump', label: 'Manage my job posting' },
} as const;

export type PurchaseKind = keyof typeof MANAGE_PAGES;

const hours = (value: number | undefined) => {
  const n = Math.max(1, Math.ceil(value ?? 24));
  return `${n} ${n === 1 ? 'hour' : 'hours'}`;
};

export const purchaseReceipt: MailTemplate<'purchase-receipt'> = {
  bulk: false,
  render(data, { appUrl }) {
    const manage = MANAGE_PAGES[data.kind];
    if (!manage) throw new Error(`Unknown purchase kind: ${String(data.kind)}`);
    const view = {
      item: data.item,
      amount: data.amount,
      paidOn: data.paidOn,
      renewsOn: data.renewsOn ?? null,
      renewal: data.renewal ?? '',
      email: data.email,
      manageUrl: `${appUrl}${manage.path}`,
      managePage: manage.page,
      manageWhat: manage.what,
      manageLabel: manage.label,
      // Absent when the message was rebuilt from its row (the link is never stored): the mail then says where to sign in.
      signInUrl: data.signInUrl ? httpUrl(data.signInUrl, 'signInUrl') : null,
      expires: hours(data.signInExpiresInHours),
    };
    return {
      subject: `Your RemoteHunt receipt: ${data.item}`,
      preheader: `${data.amount} paid on ${data.paidOn}${data.renewsOn ? `, renews on ${data.renewsOn}` : ''}.`,
      html: HTML(view),
      text: TEXT(view),
    };
  },
};
