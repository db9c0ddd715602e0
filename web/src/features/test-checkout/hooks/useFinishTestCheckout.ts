import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { CancelTestCheckoutDocument, PayTestCheckoutDocument } from '../../../generated/graphql';

/** Pays or abandons the checkout; answers where the browser goes next. */
export function useFinishTestCheckout(): { pay(id: string): Promise<string>; cancel(id: string): Promise<string> } {
  const [payMutation] = useMutation(PayTestCheckoutDocument);
  const [cancelMutation] = useMutation(CancelTestCheckoutDocument);
  const pay = useCallback(
    async (id: string) => {
      const { data } = await payMutation({ variables: { id } });
      if (!data) throw new Error('The payment answered nothing');
      return data.payTestCheckout.redirectUrl;
    },
    [payMutation],
  );
  const cancel = useCallback(
    async (id: string) => {
      const { data } = await cancelMutation({ variables: { id } });
      if (!data) throw new Error('The cancellation answered nothing');
      return data.cancelTestCheckout.redirectUrl;
    },
    [cancelMutation],
  );
  return { pay, cancel };
}
