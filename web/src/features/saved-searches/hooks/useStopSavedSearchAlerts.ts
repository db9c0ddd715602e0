import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { StopSavedSearchAlertsDocument } from '../../../generated/graphql';

/** Turns off one saved search's alerts with its alert mail's token, signed in or not. Resolves with the search's name; rejects with the API error. */
export function useStopSavedSearchAlerts(): { stop(savedSearchId: string, token: string): Promise<string>; loading: boolean } {
  const [mutate, { loading }] = useMutation(StopSavedSearchAlertsDocument);
  const stop = useCallback(
    async (savedSearchId: string, token: string) => {
      const { data } = await mutate({ variables: { id: savedSearchId, token } });
      if (!data) throw new Error('No answer');
      return data.stopSavedSearchAlerts;
    },
    [mutate],
  );
  return { stop, loading };
}
