import { useQuery } from '@apollo/client/react';
import { TestCheckoutDocument, type TestCheckoutQuery } from '../../../generated/graphql';
import { errorStatus } from '../../../lib/api-errors';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

export type TestCheckout = TestCheckoutQuery['testCheckout'];

export interface TestCheckoutState {
  checkout: TestCheckout | null;
  loading: boolean;
  notFound: boolean;
  failed: boolean;
  retry(): void;
}

export function useTestCheckout(id: string): TestCheckoutState {
  const { data, loading, error, refetch } = useQuery(TestCheckoutDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const notFound = errorStatus(error) === 404;
  // Not found has its own message on the page; anything else is the generic failure.
  useNotifyQueryFailure(notFound ? undefined : error);
  return {
    checkout: data?.testCheckout ?? null,
    loading,
    notFound,
    failed: Boolean(error) && !notFound,
    retry: () => void refetch().catch(() => undefined),
  };
}
