import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FollowUpSettingsDocument, UpdateFollowUpSettingsDocument, type FollowUpSettingsInput, type FollowUpSettingsQuery } from '../../../generated/graphql';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

export type FollowUpSettings = FollowUpSettingsQuery['followUpSettings'];

/** Whether entering a status makes follow-up tasks, and after how many days: the settings and saving them. */
export function useFollowUpSettings() {
  const { data, error, refetch } = useQuery(FollowUpSettingsDocument);
  useNotifyQueryFailure(error);
  // The settings have no id for the cache to match them by: the answer replaces the query's.
  const [mutate] = useMutation(UpdateFollowUpSettingsDocument, {
    update: (cache, { data: saved }) => {
      if (saved) cache.writeQuery({ query: FollowUpSettingsDocument, data: { followUpSettings: saved.updateFollowUpSettings } });
    },
  });
  const save = useCallback(
    async (input: FollowUpSettingsInput) => {
      await mutate({ variables: { input } });
    },
    [mutate],
  );
  return {
    settings: data?.followUpSettings ?? null,
    failed: Boolean(error),
    retry: () => void refetch().catch(() => undefined),
    save,
  };
}
