import type { Frequency, NewsletterFormValues } from '@remotehunt/forms/newsletter';
import type { NewsletterFieldsFragment, NewsletterPreferencesInput } from '../../../generated/graphql';

export const FREQUENCIES: readonly { value: Frequency; label: string }[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];

/** Spec section 9: keywords are always matched in title, tags and description. */
export const FILTER_TYPES = { title: true, tags: true, description: true } as const;

const isFrequency = (value: string): value is Frequency => FREQUENCIES.some((f) => f.value === value);

/** Subscribed means both `_id` and `jobId` (the digest schedule) are there; a pending one has no `jobId`. */
export const isSubscribed = (newsletter: Pick<NewsletterFieldsFragment, '_id' | 'jobId'> | null): boolean =>
  Boolean(newsletter?._id && newsletter.jobId);

/** Keywords as the server keeps them: comma-separated entries split, trimmed, lower-case, each once. */
export function normalizeKeywords(entries: readonly string[]): string[] {
  const keywords = entries.flatMap((entry) => entry.split(',')).map((k) => k.trim().replace(/\s+/g, ' ').toLowerCase());
  return [...new Set(keywords.filter(Boolean))];
}

/**
 * The form prefilled from a link's query (`name`, `email`, `country`, `scheduleEvery`, `category`
 * and `contains` as one value or several separated by commas); what the query leaves out comes
 * from `defaults`. Links also carry `userId`, which the form has no use for: the signed-in
 * caller's newsletter is loaded.
 */
export function formFromQuery(params: URLSearchParams, defaults: Pick<NewsletterFormValues, 'name' | 'email'>): NewsletterFormValues {
  const frequency = params.get('scheduleEvery')?.trim().toLowerCase() ?? '';
  return {
    name: params.get('name')?.trim() || defaults.name,
    email: params.get('email')?.trim() || defaults.email,
    countryCode: params.get('country')?.trim().toUpperCase() ?? '',
    category: [...new Set((params.get('category') ?? '').split(',').map((slug) => slug.trim().toLowerCase()).filter(Boolean))],
    contains: normalizeKeywords([params.get('contains') ?? '']),
    scheduleEvery: isFrequency(frequency) ? frequency : '',
  };
}

/** The choices as a link's query (formFromQuery reads them back): the card checkout returns with them. */
export function queryFromForm(values: NewsletterFormValues) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    country: values.countryCode,
    scheduleEvery: values.scheduleEvery,
    category: values.category.join(','),
    contains: values.contains.join(','),
  };
}

export function formFromNewsletter(newsletter: NewsletterFieldsFragment): NewsletterFormValues {
  return {
    name: newsletter.name,
    email: newsletter.email,
    countryCode: newsletter.countryCode,
    category: [...newsletter.category],
    contains: [...newsletter.contains],
    scheduleEvery: isFrequency(newsletter.scheduleEvery) ? newsletter.scheduleEvery : '',
  };
}

/** What a subscriber chooses; the email is the account's. */
export function toPreferences(values: NewsletterFormValues): NewsletterPreferencesInput {
  return {
    name: values.name.trim(),
    scheduleEvery: values.scheduleEvery,
    category: values.category,
    countryCode: values.countryCode,
    contains: values.contains,
    filterTypes: { ...FILTER_TYPES },
  };
}
