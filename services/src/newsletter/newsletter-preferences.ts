import { z } from 'zod';
import { toCountryCode } from '../common/country-code';

export const MAX_KEYWORDS = 20;
export const MAX_KEYWORD_LENGTH = 60;

export const FREQUENCIES = ['daily', 'weekly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

// The spec's checks and messages, in its order: the first failing one is the answer.
const name = z.string({ message: 'Please provide valid name' }).trim().min(1, 'Please provide valid name').max(100, 'Name must be at most 100 characters');
const email = z
  .string({ message: 'Please provide valid email' })
  .trim()
  .min(1, 'Please provide valid email')
  .max(254, 'This email is invalid')
  .pipe(z.email({ message: 'This email is invalid' }))
  .transform((e) => e.toLowerCase());
const scheduleEvery = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(FREQUENCIES, { message: 'Please select email frequency' }),
);
const category = z
  .array(z.string().trim().toLowerCase().max(60), { message: 'Please select at least one category' })
  .transform((list) => [...new Set(list.filter(Boolean))])
  .refine((list) => list.length > 0, 'Please select at least one category')
  .refine((list) => list.length <= 50, 'Please select at most 50 categories');
const countryCode = z
  .string({ message: 'Please select the country' })
  .transform((v, ctx) => toCountryCode(v) ?? (ctx.addIssue({ code: 'custom', message: 'Please select the country' }), z.NEVER));

/** Keywords ("contains"): a list, or text separated by commas; kept lower-case, each once. */
const contains = z
  .preprocess(
    (v) => (v === undefined || v === null ? [] : typeof v === 'string' ? v.split(',') : v),
    z.array(z.string({ message: 'Keywords must be text' }).max(MAX_KEYWORD_LENGTH, `A keyword may have at most ${MAX_KEYWORD_LENGTH} characters`)),
  )
  .transform((list) => [...new Set(list.map((k) => k.trim().replace(/\s+/g, ' ').toLowerCase()).filter(Boolean))])
  .refine((list) => list.length <= MAX_KEYWORDS, `Please use at most ${MAX_KEYWORDS} keywords`);

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
