import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { paths } from '../../../config/paths';
import { MyNewsletterDocument, SubscribeNewsletterDocument, SubscribeNewsletterWithPlanDocument } from '../../../generated/graphql';
import { useSession } from '../../../lib/session/useSession';
import type { NewsletterFormValues } from '@remotehunt/forms/newsletter';
import { FILTER_TYPES, queryFromForm, toPreferences } from '../utils/newsletter-form';
import { appUrl, leavePageFor } from '../utils/page-location';
import { hasPaidAppPlan } from '../utils/paid-app-plan';
import type { NewsletterPrice } from './useNewsletterPrice';

/** Subscribed at once (a visitor then confirms from the email when `confirmationSent`), or on the way to the card checkout. */
export type SubscribeOutcome = { kind: 'subscribed'; confirmationSent: boolean } | { kind: 'checkout' };

/**
 * Subscribe (spec section 4): free with the user's paid app plan; otherwise the order, which is
 * free at once when the server says so, or leaves for the card checkout it opened. A subscription
 * made reloads the signed-in user's newsletter. Rejects with the API error.
 */
export function useSubscribeNewsletter(): (values: NewsletterFormValues, price: NewsletterPrice | null) => Promise<SubscribeOutcome> {
  const client = useApolloClient();
  const { isLoggedIn, user } = useSession();
  const [subscribeWithPlan] = useMutation(SubscribeNewsletterWithPlanDocument);
  const [order] = useMutation(SubscribeNewsletterDocument);
  const withPlan = isLoggedIn && hasPaidAppPlan(user);

  return useCallback(
    async (values, price) => {
      const reloadMine = async () => {
        if (isLoggedIn) await client.refetchQueries({ include: [MyNewsletterDocument] });
      };
      if (withPlan) {
        await subscribeWithPlan({ variables: { input: toPreferences(values) } });
        await reloadMine();
        return { kind: 'subscribed', confirmationSent: false };
      }
      const { data } = await order({
        variables: {
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            category: values.category,
            contains: values.contains,
            scheduleEvery: values.scheduleEvery,
            countryCode: values.countryCode,
            filterTypes: { ...FILTER_TYPES },
            ...(price ? { priceId: price.id } : {}),
            // Back from paying, a visitor is not signed in (only the receipt's link does that): the page shows what they chose from here.
            successCallback: appUrl(paths.newsletter.getHref({ status: 'success', ...queryFromForm(values) })),
            cancelCallback: appUrl(paths.newsletter.getHref({ status: 'cancel' })),
          },
        },
      });
      const answer = data?.subscribeNewsletter;
      if (answer?.freeAccess && answer.status === 'success') {
        await reloadMine();
        return { kind: 'subscribed', confirmationSent: answer.confirmationSent };
      }
      if (answer?.status === 'checkout' && answer.url) {
        leavePageFor(answer.url);
        return { kind: 'checkout' };
      }
      throw new Error('The newsletter order answered neither a subscription nor a checkout');
    },
    [client, isLoggedIn, withPlan, subscribeWithPlan, order],
  );
}
