import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { PayCurrenciesDocument } from '../../../generated/graphql';
import { DEFAULT_PAY_CURRENCY } from '../utils/job-constants';

/**
 * The currencies a minimum pay can be given in (those with a rate), asked only once `wanted`:
 * most visits never open the list. Until then, and if they fail, USD and the chosen one.
 */
export function usePayCurrencies(chosen: string, wanted: boolean): string[] {
  const { data } = useQuery(PayCurrenciesDocument, { skip: !wanted });
  return useMemo(
    () => [...new Set([DEFAULT_PAY_CURRENCY, chosen, ...(data?.exchangeRates.map((rate) => rate.currency) ?? [])])].sort(),
    [chosen, data],
  );
}
