import { useImperativeHandle, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { readTestCard } from '../utils/test-cards';
import { SUBSCRIPTION_MESSAGES } from '../utils/subscription-messages';
import type { CardFieldProps } from './card-field-props';

/**
 * Local test mode's card field (no card provider, no Stripe.js): a test card number becomes the
 * payment method Stripe would make of it, here in the browser. The number is never sent.
 */
export function TestCardField({ ref, onCompleteChange, invalid }: CardFieldProps) {
  const [number, setNumber] = useState('');
  const card = readTestCard(number);
  const cardError = card.complete ? undefined : card.error;

  useImperativeHandle(
    ref,
    () => ({
      createPaymentMethod: async () => {
        const entered = readTestCard(number);
        if (entered.complete) return { paymentMethodId: entered.paymentMethodId };
        return { error: entered.error ?? SUBSCRIPTION_MESSAGES.provideCard };
      },
    }),
    [number],
  );

  return (
    <Stack spacing={1.5}>
      <Alert severity="info" role="note">
        <AlertTitle>Test mode</AlertTitle>
        No card is charged and the number stays in your browser. Use 4242 4242 4242 4242, or 4000 0000 0000 0341 to try a
        declined card.
      </Alert>
      <TextField
        label="Test card number"
        name="testCardNumber"
        value={number}
        onChange={(event) => {
          setNumber(event.target.value);
          onCompleteChange(readTestCard(event.target.value).complete);
        }}
        error={Boolean(cardError) || invalid}
        helperText={cardError}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        fullWidth
      />
    </Stack>
  );
}
