import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { priceEditSchema } from '@remotehunt/services/billing/catalogue.service';
import { cancelSchema, checkoutSchema, customerSchema, subscribeSchema } from '@remotehunt/services/billing/subscription-billing.service';
import { orderSchema } from '@remotehunt/services/job-postings/job-postings.service';
import { jobInfoSchema } from '@remotehunt/services/job-postings/posting-form';
import { rateSchema } from '@remotehunt/services/pay/exchange-rates.service';
import { named, z } from '../zod-openapi';
import { json, registerOperation, STORAGE_ERRORS } from '../operation';
import { pagingQuery } from '../responses/common.responses';
import { Job, JobPage } from '../responses/jobs.responses';
import {
  AdminPrice,
  AdminPrices,
  CheckoutRedirect,
  CheckoutSession,
  ExchangeRate,
  ExchangeRates,
  Geo,
  LocalCheckout,
  PaymentCustomer,
  PaymentCustomers,
  ProductInfo,
  Subscription,
  WebhookReceipt,
} from '../responses/billing.responses';

const JobPostingInfo = named(jobInfoSchema, 'JobPostingInfo');
const ExchangeRateInput = named(rateSchema, 'ExchangeRateInput');
const PriceEditInput = named(priceEditSchema, 'PriceEditInput');
const PaymentCustomerInput = named(customerSchema, 'PaymentCustomerInput');
const SubscribeInput = named(subscribeSchema, 'SubscribeInput');
const CheckoutInput = named(checkoutSchema, 'CheckoutInput');
const CancelSubscriptionInput = named(cancelSchema, 'CancelSubscriptionInput');

const NO_PRICE = 'The plan cannot be bought right now (no card provider price set for it)';
const NOT_OWN_ADDRESS = 'A return address (successCallback, cancelCallback) is not this site’s';

/**
 * The Post a job form: `jobInfo` is JSON text (the encoding says so), the rest plain fields.
 * Missing or wrong required fields answer 400 "Please provide all the details" with `fields`.
 */
const JobPostingOrderForm = orderSchema
  .extend({
    jobInfo: JobPostingInfo,
    company_logo: z.string().optional().openapi({ format: 'binary', description: 'JPEG, PNG, WebP or GIF, at most 2 MB; stored as a 256-pixel WebP.' }),
  })
  .openapi('JobPostingOrderForm');

/** billing.routes.ts, job-postings.routes.ts, geo.routes.ts and exchange-rates.routes.ts. */
export function registerBillingPaths(registry: OpenAPIRegistry): void {
  const tag = 'Billing';
  registerOperation(registry, {
    method: 'get',
    path: '/geo',
    tag,
    summary: 'The caller’s country',
    description: 'From the trusted CDN header, the IP address, or DEFAULT_COUNTRY (docs/api-billing.md).',
    access: 'public',
    ok: { description: 'ISO 3166-1 alpha-2', schema: Geo },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/exchange_rates',
    tag,
    summary: 'The rates annual USD pay is worked out with',
    access: 'public',
    ok: { description: 'Every rate, by currency', schema: ExchangeRates },
  });
  registerOperation(registry, {
    method: 'put',
    path: '/users/{userId}/admin/exchange_rates',
    tag,
    summary: 'Set a currency’s rate (jobs paid in it are worked out again)',
    access: 'admin',
    body: json(ExchangeRateInput),
    ok: { description: 'The rate', schema: ExchangeRate },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/job-posting/product-info',
    tag,
    summary: 'The job posting’s prices, for the caller’s country',
    access: 'public',
    ok: { description: 'Prices and the card provider’s key', schema: ProductInfo },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/subscription/products',
    tag,
    summary: 'The app’s plans, for the caller’s country',
    access: 'user',
    ok: { description: 'Prices and the card provider’s key', schema: ProductInfo },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/admin/prices',
    tag,
    summary: 'Every price of the catalogue',
    access: 'admin',
    ok: { description: 'The prices', schema: AdminPrices },
  });
  registerOperation(registry, {
    method: 'put',
    path: '/users/{userId}/admin/prices/{priceId}',
    tag,
    summary: 'Change a price’s label, amount, provider price id, order, or retire it',
    access: 'admin',
    body: json(PriceEditInput),
    ok: { description: 'The price', schema: AdminPrice },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/subscription',
    tag,
    summary: 'The app subscription',
    access: 'user',
    ok: { description: 'The subscription', schema: Subscription },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/stripe/customer',
    tag,
    summary: 'The user’s customer at the card provider (made once, then the same)',
    access: 'user',
    body: json(PaymentCustomerInput),
    ok: { description: 'The customer', schema: PaymentCustomer },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/stripe/create_subscription',
    tag,
    summary: 'Subscribe to a plan with a card',
    description: 'A declined card answers 200 with status incomplete and the card’s message in lastPaymentErrors.',
    access: 'user',
    body: json(SubscribeInput),
    ok: { description: 'The subscription', schema: Subscription },
    errors: { 409: `A plan already renews, or a lifetime plan is held; or: ${NO_PRICE}` },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/stripe/checkout/session',
    tag,
    summary: 'A hosted checkout for a plan (the lifetime plan is paid once there)',
    access: 'user',
    body: json(CheckoutInput),
    ok: { description: 'Where to send the browser', schema: CheckoutSession },
    errors: { 400: NOT_OWN_ADDRESS, 409: NO_PRICE },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/stripe/cancel_subscription',
    tag,
    summary: 'Stop the renewal: the plan runs to the end of the period paid for',
    access: 'user',
    body: json(CancelSubscriptionInput),
    ok: { description: 'The subscription (cancelAtPeriodEnd: true)', schema: Subscription },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/customers',
    tag,
    summary: 'The user’s customer at the card provider, if made',
    access: 'user',
    ok: { description: 'None or one', schema: PaymentCustomers },
  });

  registerOperation(registry, {
    method: 'post',
    path: '/stripe/webhook',
    tag,
    summary: 'Stripe’s events',
    description:
      'The raw body is checked against the Stripe-Signature header (STRIPE_WEBHOOK_SECRET, 5-minute tolerance); each event id is applied once. ' +
      'Mounted ahead of the JSON parser and the XSRF check.',
    access: 'public',
    raw: true,
    body: { required: true, content: { 'application/json': { schema: z.record(z.string(), z.unknown()).openapi({ description: 'Stripe’s event, as sent.' }) } } },
    ok: { description: 'Received', schema: WebhookReceipt },
    errors: { 400: 'The signature does not match, or is too old', 413: 'The event is larger than 1 MB' },
  });
  const localTag = 'Local test checkout';
  const onlyLocal = 'Only in local test mode (no STRIPE_SECRET_KEY): the session id is the key.';
  registerOperation(registry, {
    method: 'get',
    path: '/test_checkout/{sessionId}',
    tag: localTag,
    summary: 'The local checkout session',
    description: onlyLocal,
    access: 'public',
    ok: { description: 'The session', schema: LocalCheckout },
    errors: { 404: 'No such session' },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/test_checkout/{sessionId}/pay',
    tag: localTag,
    summary: 'Pay: sends the signed checkout.session.completed through the webhook handler',
    description: onlyLocal,
    access: 'public',
    ok: { description: 'Where the browser goes next', schema: CheckoutRedirect },
    errors: { 404: 'No such session', 409: 'The checkout was cancelled' },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/test_checkout/{sessionId}/cancel',
    tag: localTag,
    summary: 'Cancel the local checkout',
    description: onlyLocal,
    access: 'public',
    ok: { description: 'Where the browser goes next', schema: CheckoutRedirect },
    errors: { 404: 'No such session' },
  });

  const postings = 'Job postings';
  registerOperation(registry, {
    method: 'post',
    path: '/remotejobs',
    tag: postings,
    summary: 'Order a job posting: opens a checkout',
    description: 'Nothing is listed until the payment’s webhook event arrives. Signed in, the poster owns the posting.',
    access: 'optional',
    body: { required: true, content: { 'multipart/form-data': { schema: JobPostingOrderForm, encoding: { jobInfo: { contentType: 'application/json' } } } } },
    ok: { status: 201, description: 'Where to send the browser to pay', schema: CheckoutSession },
    errors: { 409: NO_PRICE, 413: 'The logo is larger than 2 MB', 415: 'The logo is not a JPEG, PNG, WebP or GIF image', ...STORAGE_ERRORS },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/job_postings/{postingId}/logo',
    tag: postings,
    summary: 'A posting’s logo',
    access: 'public',
    ok: { description: 'The logo', content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } } },
    errors: { 404: 'No such posting, or it has no logo', ...STORAGE_ERRORS },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/job_postings',
    tag: postings,
    summary: 'The user’s published postings, newest first',
    access: 'user',
    query: pagingQuery(),
    ok: { description: 'A page of jobs', schema: JobPage },
  });
  registerOperation(registry, {
    method: 'put',
    path: '/users/{userId}/job_postings/{jobId}/filled',
    tag: postings,
    summary: 'Mark a posting filled (its auto-bump stops too)',
    access: 'user',
    ok: { description: 'The job', schema: Job },
  });
  registerOperation(registry, {
    method: 'delete',
    path: '/users/{userId}/job_postings/{jobId}/autobump',
    tag: postings,
    summary: 'Cancel a posting’s auto-bump',
    access: 'user',
    ok: { description: 'The job', schema: Job },
  });
}
