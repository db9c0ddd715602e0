import { z } from '../zod-openapi';
import { dateTime, day } from './common.responses';

const INTERVAL_TYPES = ['day', 'week', 'month', 'year'] as const;

const priceFields = {
  id: z.string(),
  productId: z.enum(['app-subscription', 'job-posting', 'newsletter']),
  label: z.string(),
  amount: z.number().int().openapi({ description: 'In the currency’s minor unit (cents).' }),
  currency: z.string(),
  subscription: z.boolean().openapi({ description: 'True for a plan that renews; the price without it is paid once.' }),
  interval: z.number().int().nullable(),
  intervalType: z.enum(INTERVAL_TYPES).nullable(),
  country: z.string(),
};

export const Price = z.strictObject(priceFields).openapi('Price');

export const AdminPrice = z
  .strictObject({ ...priceFields, providerPriceId: z.string().nullable(), active: z.boolean(), position: z.number().int() })
  .openapi('AdminPrice');

export const AdminPrices = z.strictObject({ data: z.array(AdminPrice) }).openapi('AdminPrices');

export const ProductInfo = z
  .strictObject({
    prices: z.array(Price),
    public_key: z.string().nullable().openapi({ description: 'The card provider’s publishable key; null in local test mode.' }),
    testMode: z.boolean(),
  })
  .openapi('ProductInfo');

/** What the subscription screen shows (services/src/billing/subscription-billing.service.ts). */
export const Subscription = z
  .strictObject({
    status: z.enum(['none', 'trial', 'paid', 'incomplete', 'incomplete_expired', 'past_due', 'canceled', 'unpaid', 'paused', 'expired']),
    active: z.boolean(),
    subscriptionId: z.string().nullable(),
    endTime: dateTime().nullable(),
    lifetime: z.boolean(),
    priceId: z.string().nullable(),
    intervalType: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    lastPaymentErrors: z.strictObject({ message: z.string() }).nullable(),
  })
  .openapi('Subscription');

export const PaymentCustomer = z.strictObject({ id: z.string(), customerId: z.string() }).openapi('PaymentCustomer');

export const PaymentCustomers = z.strictObject({ data: z.array(z.strictObject({ id: z.string() })) }).openapi('PaymentCustomers');

export const CheckoutSession = z
  .strictObject({ sessionId: z.string(), url: z.string().openapi({ description: 'Where the browser goes to pay.' }) })
  .openapi('CheckoutSession');

export const LocalCheckout = z
  .strictObject({
    id: z.string(),
    mode: z.enum(['payment', 'subscription']),
    status: z.enum(['open', 'complete', 'expired']),
    price: z.strictObject({
      id: z.string(),
      label: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      interval: z.number().int().nullable(),
      intervalType: z.string().nullable(),
    }),
    customerEmail: z.string().nullable(),
    successUrl: z.string(),
    cancelUrl: z.string(),
  })
  .openapi('LocalCheckout');

export const CheckoutRedirect = z.strictObject({ redirectUrl: z.string() }).openapi('CheckoutRedirect');

export const WebhookReceipt = z
  .strictObject({ received: z.literal(true), duplicate: z.boolean().openapi({ description: 'True when this event id was applied before.' }) })
  .openapi('WebhookReceipt');

export const Geo = z.strictObject({ country_code: z.string().openapi({ description: 'ISO 3166-1 alpha-2.', example: 'DE' }) }).openapi('Geo');

export const ExchangeRate = z
  .strictObject({
    currency: z.string(),
    usdPer: z.number().openapi({ description: 'What one unit of the currency is worth in USD.' }),
    asOf: day(),
  })
  .openapi('ExchangeRate');

export const ExchangeRates = z.strictObject({ data: z.array(ExchangeRate) }).openapi('ExchangeRates');
