import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { CreateTrackingTokenDocument, RevokeTrackingTokenDocument, TrackingTokensDocument, type TrackingTokensQuery } from '../../../generated/graphql';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

export type TrackingToken = TrackingTokensQuery['trackingTokens'][number];

const NONE: readonly TrackingToken[] = [];

/** The browser extension's tokens: the list, making one (its secret comes back this once) and revoking one. */
export function useTrackingTokens() {
  const { data, error, refetch } = useQuery(TrackingTokensDocument, { fetchPolicy: 'cache-and-network' });
  useNotifyQueryFailure(error);
  const [createMutation] = useMutation(CreateTrackingTokenDocument, { refetchQueries: [TrackingTokensDocument] });
  const [revokeMutation] = useMutation(RevokeTrackingTokenDocument, { refetchQueries: [TrackingTokensDocument] });

  const create = useCallback(
    async (name: string): Promise<string> => {
      const result = await createMutation({ variables: { name } });
      return result.data!.createTrackingToken.token;
    },
    [createMutation],
  );
  const revoke = useCallback(
    async (id: string) => {
      await revokeMutation({ variables: { id } });
    },
    [revokeMutation],
  );
  return {
    tokens: data?.trackingTokens ?? NONE,
    ready: data !== undefined,
    failed: Boolean(error),
    retry: () => void refetch().catch(() => undefined),
    create,
    revoke,
  };
}
