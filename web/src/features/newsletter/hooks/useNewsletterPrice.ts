import { useQuery } from '@apollo/client/react';
import { NewsletterProductInfoDocument, type NewsletterProductInfoQuery } from '../../../generated/graphql';

export type NewsletterPrice = NewsletterProductInfoQuery['newsletterProductInfo']['prices'][number];

/**
 * The newsletter's renewing (monthly) price for the caller's country, or null while loading or
 * when none is on sale. Only the payment box shows it, so a failure to load just leaves it out.
 */
export function useNewsletterPrice(): NewsletterPrice | null {
  const { data } = useQuery(NewsletterProductInfoDocument);
  return data?.newsletterProductInfo.prices.find((price) => price.subscription) ?? null;
}
