import { z } from '../zod-openapi';
import { dateTime, id } from './common.responses';

export const MailSender = z
  .strictObject({
    _id: id(),
    address: z.email(),
    verified: z.boolean().openapi({ description: 'False until the link mailed to the address is opened; mail forwarded from it is refused until then.' }),
    createdAt: dateTime(),
  })
  .openapi('MailSender');

export const MailForwarding = z
  .strictObject({
    // Not `format: email`: the domain is the server's own (`localhost` in development has no dot).
    address: z.string().openapi({ description: 'The private address to forward job mail to, `fw-…@INBOUND_MAIL_DOMAIN`.' }),
    accountAddress: z.email().openapi({ description: 'The account’s own address: mail forwarded from it is always read.' }),
    senders: z.array(MailSender).openapi({ description: 'Other addresses mail is forwarded from (at most 5).' }),
    receiving: z.boolean().openapi({ description: 'Whether this server receives forwarded mail (INBOUND_MAIL_PORT is set).' }),
  })
  .openapi('MailForwarding');

export const MailSuggestion = z
  .strictObject({
    _id: id(),
    receivedAt: dateTime(),
    sender: z.string().openapi({ description: 'Who wrote the forwarded message, as plain text.' }),
    subject: z.string(),
    kind: z.enum(['received', 'rejection', 'interview', 'offer']),
    sentence: z.string().nullable().openapi({ description: 'The sentence that suggested it, quoted from the mail.' }),
    appliedJobId: id().nullable().openapi({ description: 'The application it seems to be about; null when none matched well enough.' }),
    jobTitle: z.string().nullable(),
    companyName: z.string().nullable(),
    toStatus: id(),
    toStatusTitle: z.string(),
    eventStartsAt: dateTime().nullable().openapi({ description: 'An invitation’s interview time: confirming adds the event.' }),
    eventTimeZone: z.string().nullable(),
    state: z.enum(['pending', 'confirmed', 'dismissed']),
  })
  .openapi('MailSuggestion');

export const MailSuggestionList = z.strictObject({ data: z.array(MailSuggestion).openapi({ description: 'Pending suggestions, newest first (at most 50).' }) }).openapi('MailSuggestionList');
