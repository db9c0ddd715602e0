import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  appSubscribeSchema,
  loginLinkSchema,
  loginTokenSchema,
  preferencesSchema,
  subscribeOrderSchema,
  unsubscribeNewsletterSchema,
} from '@remotehunt/services/newsletter/newsletter-preferences';
import { reasonSchema } from '@remotehunt/services/unsubscribe/unsubscribe.service';
import { UNSUBSCRIBE_KINDS } from '@remotehunt/services/unsubscribe/unsubscribe-kinds';
import { named, z } from '../zod-openapi';
import { json, REDIS_ERRORS, registerOperation } from '../operation';
import { Session } from '../responses/accounts.responses';
import { ProductInfo } from '../responses/billing.responses';
import { SuccessWithMessage } from '../responses/common.responses';
import { EmailPreview, EmailTemplateIds } from '../responses/admin.responses';
import { NewsletterAnswer, NewsletterSubscription, SubscribeOrderResult } from '../responses/newsletter.responses';

const UnsubscribeInput = named(reasonSchema, 'UnsubscribeInput');
const NewsletterOrderInput = named(subscribeOrderSchema, 'NewsletterOrderInput');
const NewsletterAppSubscribeInput = named(appSubscribeSchema, 'NewsletterAppSubscribeInput');
const NewsletterPreferencesInput = named(preferencesSchema, 'NewsletterPreferencesInput');
const NewsletterUnsubscribeInput = named(unsubscribeNewsletterSchema, 'NewsletterUnsubscribeInput');
const LoginLinkInput = named(loginLinkSchema, 'LoginLinkInput');
const LoginTokenInput = named(loginTokenSchema, 'LoginTokenInput');

const NO_PRICE = 'The newsletter’s price cannot be bought right now (no card provider price set)';
const RATE_LIMITED = 'The attempt budget for this kind of emailed link (or for sign-ups) is spent';

/** newsletter.routes.ts and mail.routes.ts. */
export function registerNewsletterPaths(registry: OpenAPIRegistry): void {
  const tag = 'Newsletter';
  registerOperation(registry, {
    method: 'get',
    path: '/remote_jobs_newsletter/product_info',
    tag,
    summary: 'The newsletter’s price, for the caller’s country',
    access: 'public',
    ok: { description: 'Prices and the card provider’s key', schema: ProductInfo },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/newsletter/subscribe/order',
    tag,
    summary: 'Subscribe: at once when free for this person, else through a checkout',
    description: 'A visitor’s new address gets an account without a password and a confirmation link; an address with an account must sign in (400).',
    access: 'optional',
    body: json(NewsletterOrderInput),
    ok: { description: 'Subscribed, or where to pay', schema: SubscribeOrderResult },
    errors: { 409: NO_PRICE, 429: RATE_LIMITED, ...REDIS_ERRORS },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/newsletter/subscribe',
    tag,
    summary: 'Subscribe with the app plan (free with a paid plan)',
    access: 'user',
    body: json(NewsletterAppSubscribeInput),
    ok: { description: 'The newsletter', schema: NewsletterAnswer },
    errors: { 402: 'No paid app plan: the newsletter is free with one' },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/newsletter/subscription/{userId}',
    tag,
    summary: 'The user’s newsletter, if any',
    access: 'user',
    ok: { description: 'The newsletter or null', schema: NewsletterSubscription },
    errors: { 403: 'Another user’s (unless the caller is an admin)' },
  });
  registerOperation(registry, {
    method: 'put',
    path: '/newsletter/{newsletterId}',
    tag,
    summary: 'Change the newsletter’s preferences',
    access: 'user',
    body: json(NewsletterPreferencesInput),
    ok: { description: 'The newsletter', schema: NewsletterAnswer },
    errors: { 404: 'No such newsletter of the caller’s' },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/newsletter/unsubscribe',
    tag,
    summary: 'Stop the newsletter',
    access: 'user',
    body: json(NewsletterUnsubscribeInput),
    ok: { description: 'Stopped', schema: z.strictObject({ success: z.literal(true) }) },
    errors: { 404: 'No such newsletter of the caller’s' },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/newsletter/login-link/generate',
    tag,
    summary: 'Email a login link',
    description: 'Answers the same whether or not the address has an account.',
    access: 'public',
    body: json(LoginLinkInput),
    ok: { description: 'The link is on its way, if the account exists', schema: SuccessWithMessage },
    errors: { 429: RATE_LIMITED, ...REDIS_ERRORS },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/newsletter/login-link/sign-in',
    tag,
    summary: 'Trade an emailed login link’s token for a session',
    description: 'Confirms a pending free subscription.',
    access: 'public',
    body: json(LoginTokenInput),
    ok: { description: 'The new session, as /signin answers it', schema: Session },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/unsubscribe/{userId}',
    tag: 'Mail',
    summary: 'Unsubscribe from every email, or one kind (the link in each bulk mail)',
    description: 'From the page (JSON with a reason) or a mail client’s RFC 8058 one-click (form-encoded `List-Unsubscribe=One-Click`). The link’s token is the proof; a signed-in user may unsubscribe themselves without it.',
    access: 'optional',
    params: { userId: z.string().openapi({ param: { description: 'The user the link was made for.' } }) },
    query: z.object({
      token: z.string().optional().openapi({ param: { description: 'The link’s signed token (or send it in the body).' } }),
      kind: z.enum(UNSUBSCRIBE_KINDS).optional().openapi({ param: { description: 'Stop this kind of mail only (the link in a reminder names `reminders`); without it, every bulk mail stops.' } }),
    }),
    body: {
      required: false,
      content: {
        'application/json': { schema: UnsubscribeInput },
        'application/x-www-form-urlencoded': {
          schema: reasonSchema.extend({ 'List-Unsubscribe': z.literal('One-Click').optional(), token: z.string().optional() }),
        },
      },
    },
    ok: { description: 'Unsubscribed', schema: SuccessWithMessage },
    errors: { 403: 'No valid token, and not signed in as that user' },
  });

  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/admin/email-templates',
    tag: 'Mail',
    summary: 'Every email template’s id',
    access: 'admin',
    ok: { description: 'Template ids', schema: EmailTemplateIds },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/admin/email-templates/{templateId}/preview',
    tag: 'Mail',
    summary: 'A template rendered with sample data',
    access: 'admin',
    query: z.object({ format: z.literal('html').optional().openapi({ param: { description: '`html` answers the mail itself, for a browser.' } }) }),
    ok: {
      description: 'The preview',
      content: { 'application/json': { schema: EmailPreview }, 'text/html': { schema: z.string() } },
    },
  });
}
