import type { Ref } from 'react';
import type { CardFieldHandle } from '../hooks/card-payment-method';

/** What the payment form needs of a card field, whichever it is. */
export interface CardFieldProps {
  ref?: Ref<CardFieldHandle>;
  /** The card counts as captured only while the field is complete (spec section 5). */
  onCompleteChange(complete: boolean): void;
  /** The form found the card missing. */
  invalid: boolean;
}
