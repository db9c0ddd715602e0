import { useQuery } from '@apollo/client/react';
import { JobPostingProductInfoDocument, type JobPostingProductInfoQuery } from '../../../generated/graphql';

export type PostingPrice = JobPostingProductInfoQuery['jobPostingProductInfo']['prices'][number];

export interface PostingProduct {
  /** The posting paid once. */
  oneOff: PostingPrice;
  /** The auto-bump variant, renewed until cancelled; absent when not offered. */
  renewing: PostingPrice | null;
  /** Local test mode: the checkout is the app's own page and no card is charged. */
  testMode: boolean;
}

export interface PostingProductState {
  product: PostingProduct | null;
  loading: boolean;
  /** Failed to load, or no one-off price on offer: there is nothing to buy. */
  unavailable: boolean;
}

/** The posting's prices for the purchase step; its failure has a message of its own, shown by the step. */
export function useJobPostingProduct(): PostingProductState {
  const { data, loading, error } = useQuery(JobPostingProductInfoDocument);
  const info = data?.jobPostingProductInfo;
  const oneOff = info?.prices.find((price) => !price.subscription);
  const product = info && oneOff ? { oneOff, renewing: info.prices.find((price) => price.subscription) ?? null, testMode: info.testMode } : null;
  return { product, loading, unavailable: !loading && (Boolean(error) || !product) };
}
