import { z } from '../zod-openapi';
import { id, orNull } from './common.responses';

/** `_id` and `jobId` both present means subscribed, as the spec's client reads it. */
export const Newsletter = z
  .strictObject({
    _id: id(),
    jobId: z.string().nullable().openapi({ description: 'The digest schedule; null until the subscription is active.' }),
    email: z.string(),
    name: z.string(),
    contains: z.array(z.string()),
    countryCode: z.string(),
    category: z.array(z.string()),
    scheduleEvery: z.enum(['daily', 'weekly']),
    filterTypes: z.strictObject({ title: z.boolean(), tags: z.boolean(), description: z.boolean() }),
    status: z.enum(['pending', 'active', 'cancelled']),
    access: z.enum(['free', 'paid']),
  })
  .openapi('Newsletter');

export const NewsletterAnswer = z.strictObject({ newsletter: Newsletter }).openapi('NewsletterAnswer');

export const NewsletterSubscription = z.strictObject({ newsletter: orNull(Newsletter) }).openapi('NewsletterSubscription');

export const SubscribeOrderResult = z
  .union([
    z.strictObject({ freeAccess: z.literal(true), status: z.literal('success'), confirmationSent: z.boolean() }),
    z.strictObject({ freeAccess: z.literal(false), status: z.literal('checkout'), sessionId: z.string(), url: z.string() }),
  ])
  .openapi('SubscribeOrderResult');
