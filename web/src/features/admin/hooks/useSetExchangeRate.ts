import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { SetExchangeRateDocument } from '../../../generated/graphql';

/** Sets one currency's rate to USD as of today; the rate's row follows through the cache (keyed by currency). */
export function useSetExchangeRate(): (currency: string, usdPer: number) => Promise<void> {
  const [mutate] = useMutation(SetExchangeRateDocument);
  return useCallback(
    async (currency: string, usdPer: number) => {
      await mutate({ variables: { input: { currency, usdPer } } });
    },
    [mutate],
  );
}
