/**
 * RemoteHunt's email templates: each renders to a subject, an HTML part and a
 * plain-text part, in the shared layout. Bulk mails (marketing and digests)
 * must carry an unsubscribe link; every link must be http(s).
 */
import { applyLayout } from './layout';
import { interviewReminder } from './interview-reminder';
import { newsletterDigest } from './newsletter-digest';
import { newsletterLogin } from './newsletter-login';
import { newsletterPromo } from './newsletter-promo';
import { passwordReset } from './password-reset';
import { purchaseReceipt } from './purchase-receipt';
import { savedSearchAlert } from './saved-search-alert';
import { PREVIEW_DATA, PREVIEW_RECIPIENT_NAME, previewUnsubscribeUrl } from './preview-data';
import { baseUrl, httpUrl } from './safe-url';
import { subscriptionOffer } from './subscription-offer';
import { supportReply } from './support-reply';
import { tasksDueReminder } from './tasks-due-reminder';
import { trialEnding } from './trial-ending';
import { verifyMailSender } from './verify-mail-sender';
import { MAIL_TEMPLATE_IDS, MailContext, MailTemplate, MailTemplateId, RenderedMail, TemplateData } from './types';
import { welcome } from './welcome';
import type { UnsubscribeKind } from '../../unsubscribe/unsubscribe-kinds';

export { MAIL_TEMPLATE_IDS };
export type { DigestJob, MailContext, MailTemplateId, RenderedMail, TemplateData } from './types';

const TEMPLATES: { [K in MailTemplateId]: MailTemplate<K> } = {
  'password-reset': passwordReset,
  'newsletter-login': newsletterLogin,
  'newsletter-digest': newsletterDigest,
  welcome,
  'trial-ending': trialEnding,
  'newsletter-promo': newsletterPromo,
  'subscription-offer': subscriptionOffer,
  'support-reply': supportReply,
  'purchase-receipt': purchaseReceipt,
  'saved-search-alert': savedSearchAlert,
  'interview-reminder': interviewReminder,
  'tasks-due-reminder': tasksDueReminder,
  'verify-mail-sender': verifyMailSender,
};

/** Marketing templates are the admin's; their ids match the `email_templates` table. */
export const MARKETING_TEMPLATES: readonly MailTemplateId[] = Object.freeze([
  'welcome',
  'trial-ending',
  'newsletter-promo',
  'subscription-offer',
] as const);

export function isMailTemplateId(value: unknown): value is MailTemplateId {
  return typeof value === 'string' && (MAIL_TEMPLATE_IDS as readonly string[]).includes(value);
}

/** Templates whose mails are bulk (marketing + digest): they must carry an unsubscribe link and List-Unsubscribe headers. */
export function isBulkTemplate(id: MailTemplateId): boolean {
  return isMailTemplateId(id) && TEMPLATES[id].bulk;
}

/** The kind of mail a template's unsubscribe links stop, when they stop one kind only. */
export function unsubscribeKindOf(id: MailTemplateId): UnsubscribeKind | undefined {
  return isMailTemplateId(id) ? TEMPLATES[id].unsubscribeKind : undefined;
}

export function renderMail<T extends MailTemplateId>(id: T, data: TemplateData[T], ctx: MailContext): RenderedMail {
  if (!isMailTemplateId(id)) throw new Error(`Unknown mail template: ${String(id)}`);
  const template: MailTemplate<T> = TEMPLATES[id];
  if (data === null || typeof data !== 'object') throw new Error(`The ${id} mail needs its data`);
  const appUrl = baseUrl(ctx.appUrl);
  let unsubscribeUrl: string | undefined;
  if (template.bulk) {
    if (!ctx.unsubscribeUrl) throw new Error(`The ${id} mail is bulk: it needs an unsubscribeUrl`);
    unsubscribeUrl = httpUrl(ctx.unsubscribeUrl, 'unsubscribeUrl');
  }
  const body = template.render(data, { appUrl });
  return applyLayout(body, { appUrl, recipientName: ctx.recipientName, unsubscribeUrl });
}

/** Realistic sample data for each template, for the admin's preview. */
export function previewMail(id: MailTemplateId, appUrl: string): RenderedMail {
  return previewOf(id, baseUrl(appUrl));
}

function previewOf<T extends MailTemplateId>(id: T, appUrl: string): RenderedMail {
  if (!isMailTemplateId(id)) throw new Error(`Unknown mail template: ${String(id)}`);
  const data: TemplateData[T] = PREVIEW_DATA[id](appUrl);
  return renderMail(id, data, {
    appUrl,
    recipientName: PREVIEW_RECIPIENT_NAME,
    unsubscribeUrl: TEMPLATES[id].bulk ? previewUnsubscribeUrl(appUrl) : undefined,
  });
}
