/**
 * Kinds of mail a user can stop one by one (`mail_unsubscribes`), beside unsubscribing from every
 * bulk mail (`users.emails_unsubscribed_at`). A template names its kind (MailTemplate.unsubscribeKind):
 * its unsubscribe links then stop that kind only.
 */
export const UNSUBSCRIBE_KINDS = ['reminders'] as const;

export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

export function isUnsubscribeKind(value: unknown): value is UnsubscribeKind {
  return typeof value === 'string' && (UNSUBSCRIBE_KINDS as readonly string[]).includes(value);
}
