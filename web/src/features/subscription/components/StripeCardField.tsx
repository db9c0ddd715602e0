import { useImperativeHandle, useState } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { SUBSCRIPTION_MESSAGES } from '../utils/subscription-messages';
import type { CardFieldProps } from './card-field-props';

// Stripe.js is fetched once per key, and only by this chunk: the payment form with a card provider.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publicKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publicKey);
  if (!stripe) {
    stripe = loadStripe(publicKey);
    stripeByKey.set(publicKey, stripe);
  }
  return stripe;
}

/** The card provider's own card field; its errors are the provider's. */
export function StripeCardField({ publicKey, ...props }: CardFieldProps & { publicKey: string }) {
  return (
    <Elements stripe={stripeFor(publicKey)}>
      <ProviderCardField {...props} />
    </Elements>
  );
}

function ProviderCardField({ ref, onCompleteChange, invalid }: CardFieldProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardError, setCardError] = useState<string | null>(null);

  useImperativeHandle(
    ref,
    () => ({
      async createPaymentMethod(billingName: string) {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { error: SUBSCRIPTION_MESSAGES.provideCard };
        const result = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name: billingName } });
        if (result.error) return { error: result.error.message ?? SUBSCRIPTION_MESSAGES.paymentFailed };
        return { paymentMethodId: result.paymentMethod.id };
      },
    }),
    [stripe, elements],
  );

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        Card details
      </Typography>
      <Box
        sx={{
          px: 1.75,
          py: 2,
          border: 1,
          borderRadius: 1,
          borderColor: cardError || invalid ? 'error.main' : 'divider',
        }}
      >
        <CardElement
          onChange={(event) => {
            onCompleteChange(event.complete);
            setCardError(event.error?.message ?? null);
          }}
        />
      </Box>
      {cardError && <FormHelperText error>{cardError}</FormHelperText>}
    </Box>
  );
}
