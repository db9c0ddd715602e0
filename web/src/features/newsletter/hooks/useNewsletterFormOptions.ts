import { useQuery } from '@apollo/client/react';
import { NewsletterFormOptionsDocument, type NewsletterFormOptionsQuery } from '../../../generated/graphql';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

type Options = NewsletterFormOptionsQuery['newsletterFormOptions'];

export interface NewsletterFormOptions {
  countries: Options['countries'];
  categories: Options['categories'];
  /** The admin's free-access switch; null until known. */
  freeAccess: boolean | null;
}

const NONE: never[] = [];

/** The countries and categories the server accepts, and whether the newsletter is free for everyone now. */
export function useNewsletterFormOptions(): NewsletterFormOptions {
  const { data, error } = useQuery(NewsletterFormOptionsDocument);
  useNotifyQueryFailure(error);
  const options = data?.newsletterFormOptions;
  return { countries: options?.countries ?? NONE, categories: options?.categories ?? NONE, freeAccess: options?.freeAccess ?? null };
}
