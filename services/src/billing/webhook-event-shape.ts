import type Stripe from 'stripe';
import { z } from 'zod';
import { DomainError } from '../common/domain-error';

// What the handler reads of an event. The signature proves who sent it, not that it has this
// shape: a signed `{}` or a posting id that names no row is refused as a 400 naming the field,
// never left to fail deep inside (a 500, and the provider retrying it for days).
const id = z.guid();
const metadata = z
  .object({ userId: id.optional(), postingId: id.optional(), newsletterId: id.optional(), priceId: z.string().max(200).optional() })
  .optional()
  .nullable();
const object = z.object({ id: z.string().min(1).optional(), metadata }).loose();
const envelope = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int().nonnegative(),
  data: z.object({
    object: object.extend({
      // An invoice names its subscription's metadata here (API version 2025-03 on).
      parent: z
        .object({ subscription_details: z.object({ metadata }).loose().optional().nullable() })
        .loose()
        .optional()
        .nullable(),
      subscription: z.union([z.string(), object]).optional().nullable(),
    }),
  }),
});

/** The event, checked: its envelope, and every id its metadata carries. */
export function checkedEvent(event: unknown): Stripe.Event {
  const result = envelope.safeParse(event);
  if (result.success) return event as Stripe.Event;
  const issue = result.error.issues[0];
  const field = issue.path.join('.');
  throw DomainError.validation(`The event is malformed at ${field || 'its top level'}: ${issue.message}`, { field });
}
