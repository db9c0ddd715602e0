import { useQuery } from '@apollo/client/react';
import { ExchangeRatesDocument, type ExchangeRatesQuery } from '../../../generated/graphql';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

export type ExchangeRate = ExchangeRatesQuery['exchangeRates'][number];

const NO_RATES: readonly ExchangeRate[] = [];

/** Every currency's rate to USD, with the day it was taken. */
export function useExchangeRates(): { rates: readonly ExchangeRate[]; loading: boolean; failed: boolean; retry(): void } {
  const { data, loading, error, refetch } = useQuery(ExchangeRatesDocument);
  useNotifyQueryFailure(error);
  return {
    rates: (error ? undefined : data?.exchangeRates) ?? NO_RATES,
    loading,
    failed: Boolean(error),
    retry: () => {
      void refetch().catch(() => undefined);
    },
  };
}
