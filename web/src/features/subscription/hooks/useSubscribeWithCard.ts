import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { CreatePaymentCustomerDocument, CreateSubscriptionDocument, MySubscriptionDocument } from '../../../generated/graphql';
import { useSession } from '../../../lib/session/useSession';
import { SUBSCRIPTION_MESSAGES } from '../utils/subscription-messages';
import type { CardFieldHandle } from './card-payment-method';
import { useRefreshAppAccess } from './useRefreshAppAccess';

/** Spec section 9: the card provider settles the first payment meanwhile. */
export const SUBSCRIPTION_CHECK_DELAY_MS = 5000;

export type SubscribeOutcome = { paid: true } | { paid: false; message: string; cardProblem?: boolean };

/** Where the sequence is, in order, for the form to show while it runs (most of it is the 5 s wait). */
export const SUBSCRIBE_STEPS = ['customer', 'card', 'subscription', 'confirming'] as const;
export type SubscribeStep = (typeof SUBSCRIBE_STEPS)[number];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The card subscribe sequence (spec section 4): customer, payment method, subscription, a 5 s
 * pause, then the subscription as the server now has it. Paid also refreshes the session's
 * app access. Rejects only when a call fails.
 */
export function useSubscribeWithCard(): (input: {
  priceId: string;
  billingName: string;
  card: CardFieldHandle;
  onStep?: (step: SubscribeStep) => void;
}) => Promise<SubscribeOutcome> {
  const client = useApolloClient();
  const { user } = useSession();
  const refreshAppAccess = useRefreshAppAccess();
  const email = user?.email ?? '';

  return useCallback(
    async ({ priceId, billingName, card, onStep = () => undefined }) => {
      // One sequence with one outcome: plain client calls, no per-mutation loading state to render.
      onStep('customer');
      const customer = await client.mutate({ mutation: CreatePaymentCustomerDocument, variables: { customerEmail: email } });
      if (!customer.data) throw new Error('The customer was not made');
      onStep('card');
      const paymentMethod = await card.createPaymentMethod(billingName);
      if ('error' in paymentMethod) return { paid: false, message: paymentMethod.error, cardProblem: true };
      onStep('subscription');
      await client.mutate({
        mutation: CreateSubscriptionDocument,
        variables: { input: { paymentMethodId: paymentMethod.paymentMethodId, priceId, customerId: customer.data.createPaymentCustomer.id } },
      });
      onStep('confirming');
      await pause(SUBSCRIPTION_CHECK_DELAY_MS);
      const { data } = await client.query({ query: MySubscriptionDocument, fetchPolicy: 'network-only' });
      const subscription = data?.subscription;
      if (subscription?.status === 'paid') {
        // The payment went through whatever this answers; a stale guard only costs a reload.
        await refreshAppAccess().catch(() => undefined);
        return { paid: true };
      }
      return { paid: false, message: subscription?.lastPaymentErrors?.message || SUBSCRIPTION_MESSAGES.paymentFailed };
    },
    [client, email, refreshAppAccess],
  );
}
