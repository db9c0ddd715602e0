import { z } from 'zod';
import { toCountryCode } from '../common/country-code';
import { category, COUNTRY_MESSAGE, countryChoice, email, frequency, keywords, name } from '../forms/newsletter';

export { FREQUENCIES, type Frequency } from '../forms/newsletter';

// The form's pieces (../forms/newsletter, shared with the web app) in the spec's order: the first failing one is the answer.
const scheduleEvery = z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), frequency);
const countryCode = countryChoice.transform((v, ctx) => toCountryCode(v) ?? (ctx.addIssue({ code: 'custom', message: COUNTRY_MESSAGE }), z.NEVER));
/** Keywords ("contains"): a list, or text separated by commas. */
const contains = z.preprocess((v) => (v === undefined || v === null ? [] : typeof v === 'string' ? v.split(',') : v), keywords);

const filterTypes = z
  .object({ title: z.boolean().default(true), tags: z.boolean().default(true), description: z.boolean().default(true) })
  .default({ title: true, tags: true, description: true })
  .refine((f) => f.title || f.tags || f.description, 'Please match keywords in at least one of title, tags or description');

/** What a subscriber chooses when updating; the email is the account's. */
export const preferencesSchema = z.object({
  name,
  scheduleEvery,
  category,
  countryCode,
  contains,
  filterTypes,
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** The subscribe order: the preferences, who for, and the checkout's return addresses. */
export const subscribeOrderSchema = z.object({
  name,
  email,
  scheduleEvery,
  category,
  countryCode,
  contains,
  filterTypes,
  priceId: z.string().max(100).optional(),
  successCallback: z.string().max(2000).optional(),
  cancelCallback: z.string().max(2000).optional(),
});

/** Subscribing with a paid app plan: the account's name unless another is given. */
export const appSubscribeSchema = z.object({
  name: name.optional(),
  scheduleEvery,
  category,
  countryCode,
  contains,
  filterTypes,
});

export const loginLinkSchema = z.object({ email });
export const LOGIN_LINK_INVALID = 'This login link is invalid or has expired, please ask for a new one';
export const loginTokenSchema = z.object({ token: z.string({ message: LOGIN_LINK_INVALID }).min(1, LOGIN_LINK_INVALID).max(200, LOGIN_LINK_INVALID) });
export const unsubscribeNewsletterSchema = z.object({
  newsletterId: z.string({ message: 'Please provide the newsletterId' }).min(1, 'Please provide the newsletterId'),
});
