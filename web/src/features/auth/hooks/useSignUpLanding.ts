import { useQuery } from '@apollo/client/react';
import { paths } from '../../../config/paths';
import { SignUpPlansDocument } from '../../../generated/graphql';
import { useSearchParams } from '../../../lib/router';

/**
 * Where sign up leads: remote jobs, or, with a plan chosen on the pricing page (`?plan=`, a
 * price id), that plan's payment form (its 1-based place in the plans is subscription_type).
 * A plan no longer offered leads to the plans to choose from.
 */
export function useSignUpLanding(): string {
  const plan = useSearchParams().get('plan');
  // Kept out of the cache: sign up clears the store, and the pricing page selects more of appPlans.
  const { data } = useQuery(SignUpPlansDocument, { skip: !plan, fetchPolicy: 'no-cache' });
  if (!plan) return paths.remoteJobs.getHref();
  const place = data?.appPlans.prices.findIndex((price) => price.id === plan) ?? -1;
  return paths.subscription.getHref(place >= 0 ? { subscription_type: String(place + 1) } : {});
}
