import { SUBSCRIPTION_MESSAGES } from './subscription-messages';

/**
 * Local test mode has no card provider: Stripe's test card numbers stand for the payment
 * methods Stripe would make of them, so the card number itself never leaves the browser.
 */
const TEST_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  '4242424242424242': 'pm_card_visa',
  // Attaches, then every charge is declined.
  '4000000000000341': 'pm_card_chargeCustomerFail',
};

const CARD_NUMBER_LENGTH = 16;

export type TestCardState = { complete: true; paymentMethodId: string } | { complete: false; error?: string };

/** Complete once the number is a known test card; a full number that is not one says so. */
export function readTestCard(input: string): TestCardState {
  const digits = input.replace(/[\s-]/g, '');
  const paymentMethodId = TEST_PAYMENT_METHODS[digits];
  if (paymentMethodId) return { complete: true, paymentMethodId };
  const looksFinished = digits.length >= CARD_NUMBER_LENGTH || /\D/.test(digits);
  return looksFinished ? { complete: false, error: SUBSCRIPTION_MESSAGES.testCardOnly } : { complete: false };
}
