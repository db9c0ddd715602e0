import { z } from 'zod';

/**
 * The newsletter form's rules. The page checks them in the spec's order and names the first
 * problem; the API's subscribe and update schemas (services/src/newsletter/newsletter-preferences.ts)
 * are built from the same pieces and, their fields in the same order, answer with the same message.
 * Only the country's validity needs the server's country list: here a country must be chosen.
 */

const MAX_KEYWORDS = 20;
const MAX_KEYWORD_LENGTH = 60;

export const FREQUENCIES = ['daily', 'weekly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const name = z.string({ message: 'Please provide valid name' }).trim().min(1, 'Please provide valid name').max(100, 'Name must be at most 100 characters');

export const email = z
  .string({ message: 'Please provide valid email' })
  .trim()
  .min(1, 'Please provide valid email')
  .max(254, 'This email is invalid')
  .check(z.email({ message: 'This email is invalid' }))
  .transform((e) => e.toLowerCase());

export const frequency = z.enum(FREQUENCIES, { message: 'Please select email frequency' });

export const category = z
  .array(z.string().trim().toLowerCase().max(60), { message: 'Please select at least one category' })
  .transform((list) => [...new Set(list.filter(Boolean))])
  .refine((list) => list.length > 0, 'Please select at least one category')
  .refine((list) => list.length <= 50, 'Please select at most 50 categories');

export const COUNTRY_MESSAGE = 'Please select the country';
/** A country was chosen; the server also checks it is one (it has the list). */
export const countryChoice = z.string({ message: COUNTRY_MESSAGE }).trim().min(1, COUNTRY_MESSAGE);

/** Keywords, kept lower-case, each once. */
export const keywords = z
  .array(z.string({ message: 'Keywords must be text' }).max(MAX_KEYWORD_LENGTH, `A keyword may have at most ${MAX_KEYWORD_LENGTH} characters`))
  .transform((list) => [...new Set(list.map((k) => k.trim().replace(/\s+/g, ' ').toLowerCase()).filter(Boolean))])
  .refine((list) => list.length <= MAX_KEYWORDS, `Please use at most ${MAX_KEYWORDS} keywords`);

/** The page's form, its fields in the spec's order of checks (the frequency's radio buttons give a string). */
export const newsletterFormSchema = z.object({
  name,
  email,
  scheduleEvery: z.string().pipe(frequency),
  category,
  countryCode: countryChoice,
  contains: keywords,
});
export type NewsletterFormValues = z.input<typeof newsletterFormSchema>;
