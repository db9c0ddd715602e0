import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { mailSenderSchema, mailSenderVerificationSchema, suggestionConfirmationSchema } from '@remotehunt/services/forms/mail-forwarding';
import { named, z } from '../zod-openapi';
import { json, REDIS_ERRORS, registerOperation } from '../operation';
import { Success } from '../responses/common.responses';
import { MailForwarding, MailSender, MailSuggestion, MailSuggestionList } from '../responses/mail-forwarding.responses';

/** mail-forwarding.routes.ts: statuses read from forwarded mail (issue 48, item 5). */
export function registerMailForwardingPaths(registry: OpenAPIRegistry): void {
  const tag = 'Tracking';
  const base = '/users/{userId}/mail_forwarding';
  registerOperation(registry, {
    method: 'get',
    path: base,
    tag,
    summary: 'The private forwarding address and the addresses mail is read from',
    description: 'The address is made on first use. Forward employers’ mail to it from the account’s address or a confirmed one.',
    access: 'user',
    ok: { description: 'The settings', schema: MailForwarding },
  });
  registerOperation(registry, {
    method: 'post',
    path: `${base}/address`,
    tag,
    summary: 'A new forwarding address in place of the old, which is refused from then on',
    access: 'user',
    ok: { description: 'The settings, with the new address', schema: MailForwarding },
  });
  registerOperation(registry, {
    method: 'post',
    path: `${base}/senders`,
    tag,
    summary: 'Add an address mail is forwarded from; a confirmation link is mailed to it',
    description:
      'Adding it again mails a new link (at most every 10 minutes). At most 5 addresses; the account’s own address is a 400 (it is always read). Each link spends the email-link budgets (RATE_LIMIT_EMAIL_LINKS_*: per address mailed, and per account), 429 past them.',
    access: 'user',
    body: json(named(mailSenderSchema, 'MailSenderInput')),
    ok: { status: 201, description: 'The address, unconfirmed until its link is opened', schema: MailSender },
    errors: { 429: 'The email-link budget is spent (see docs/api-foundation.md)', ...REDIS_ERRORS },
  });
  registerOperation(registry, {
    method: 'delete',
    path: `${base}/senders/{senderId}`,
    tag,
    summary: 'Stop reading mail forwarded from an address',
    access: 'user',
    ok: { description: 'Removed', schema: Success },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/mail_senders/verify',
    tag,
    summary: 'Confirm an address with the token from its mailed link',
    description: 'No sign-in: the token is the proof. It works once and for 24 hours; otherwise a 400 naming `token`.',
    access: 'public',
    body: json(named(mailSenderVerificationSchema, 'MailSenderVerification')),
    ok: { description: 'The confirmed address', schema: z.strictObject({ address: z.email() }).openapi('VerifiedMailSender') },
  });

  const suggestions = '/users/{userId}/mail_suggestions';
  registerOperation(registry, {
    method: 'get',
    path: suggestions,
    tag,
    summary: 'Status changes forwarded mail suggested, for the person to confirm',
    description: 'A message whose kind and application are both sure moves the status by itself (its sentence in the status history); anything less is listed here.',
    access: 'user',
    ok: { description: 'Pending suggestions', schema: MailSuggestionList },
  });
  registerOperation(registry, {
    method: 'post',
    path: `${suggestions}/{suggestionId}/confirm`,
    tag,
    summary: 'Confirm a suggestion: the status moves, with the quoted sentence in its history, and an invitation’s interview is added',
    description: '`appliedJobId` picks the application (required when the suggestion has none). Confirming again changes nothing; a dismissed one is a 409.',
    access: 'user',
    body: json(named(suggestionConfirmationSchema, 'MailSuggestionConfirmation')),
    ok: { description: 'The suggestion, confirmed', schema: MailSuggestion },
    errors: { 409: 'The suggestion was dismissed' },
  });
  registerOperation(registry, {
    method: 'post',
    path: `${suggestions}/{suggestionId}/dismiss`,
    tag,
    summary: 'Dismiss a suggestion',
    description: 'A confirmed one is a 409.',
    access: 'user',
    ok: { description: 'The suggestion, dismissed', schema: MailSuggestion },
    errors: { 409: 'The suggestion was confirmed already' },
  });
}
