/** What a card field makes of the card: a payment method id, or the card provider's reason why not. */
export type PaymentMethodOutcome = { paymentMethodId: string } | { error: string };

/** The card field's side of the payment form (the provider's field, or local test mode's). */
export interface CardFieldHandle {
  createPaymentMethod(billingName: string): Promise<PaymentMethodOutcome>;
}
