import { useQuery } from '@apollo/client/react';
import { RETURN_TO_PARAM, returnTarget } from '../../../lib/session/return-to';
import { paths } from '../../../config/paths';
import { SignUpPlansDocument, type SignUpPlansQuery } from '../../../generated/graphql';
import { useSearchParams } from '../../../lib/router';

export type ChosenPlan = SignUpPlansQuery['appPlans']['prices'][number];

export interface SignUpLanding {
  /** Where sign up leads. */
  landing: string;
  /** The plan chosen on the pricing page, once known; null without one or when no longer offered. */
  chosenPlan: ChosenPlan | null;
}

/**
 * Where sign up leads: remote jobs, or, with a plan chosen on the pricing page (`?plan=`, a
 * price id), that plan's payment form (its 1-based place in the plans is subscription_type).
 * A plan no longer offered leads to the plans to choose from.
 */
export function useSignUpLanding(): SignUpLanding {
  const [searchParams] = useSearchParams();
  const plan = searchParams.get('plan');
  // Kept out of the cache: sign up clears the store, and the pricing page selects more of appPlans.
  const { data } = useQuery(SignUpPlansDocument, { skip: !plan, fetchPolicy: 'no-cache' });
  // Without a plan: back to where the person was going (`next`), else Remote Jobs.
  if (!plan) return { landing: returnTarget(searchParams.get(RETURN_TO_PARAM)) ?? paths.remoteJobs.getHref(), chosenPlan: null };
  const prices = data?.appPlans.prices ?? [];
  const place = prices.findIndex((price) => price.id === plan);
  return {
    landing: paths.subscription.getHref(place >= 0 ? { subscription_type: String(place + 1) } : {}),
    chosenPlan: prices[place] ?? null,
  };
}
