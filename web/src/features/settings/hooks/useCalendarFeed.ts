import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  CalendarFeedDocument,
  CreateCalendarFeedDocument,
  RevokeCalendarFeedDocument,
  UpdateCalendarFeedDocument,
  type CalendarFeedQuery,
} from '../../../generated/graphql';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

export type CalendarFeed = CalendarFeedQuery['calendarFeed'];

/** The private calendar address: whether there is one, making (or replacing) it, its tasks switch, revoking it. */
export function useCalendarFeed() {
  const { data, error, refetch } = useQuery(CalendarFeedDocument, { fetchPolicy: 'cache-and-network' });
  useNotifyQueryFailure(error);
  const [createMutation] = useMutation(CreateCalendarFeedDocument, { refetchQueries: [CalendarFeedDocument], awaitRefetchQueries: true });
  const [updateMutation] = useMutation(UpdateCalendarFeedDocument);
  const [revokeMutation] = useMutation(RevokeCalendarFeedDocument, { refetchQueries: [CalendarFeedDocument], awaitRefetchQueries: true });

  return {
    feed: data?.calendarFeed,
    failed: Boolean(error),
    retry: useCallback(() => void refetch().catch(() => undefined), [refetch]),
    /** Resolves to the address, shown this once. */
    create: useCallback(
      async (includeTasks: boolean): Promise<string> => {
        const result = await createMutation({ variables: { includeTasks } });
        return result.data!.createCalendarFeed.url;
      },
      [createMutation],
    ),
    setIncludeTasks: useCallback(
      async (includeTasks: boolean) => {
        await updateMutation({
          variables: { includeTasks },
          update: (cache, { data: answer }) => {
            if (answer) cache.writeQuery({ query: CalendarFeedDocument, data: { calendarFeed: answer.updateCalendarFeed } });
          },
        });
      },
      [updateMutation],
    ),
    revoke: useCallback(async () => {
      await revokeMutation();
    }, [revokeMutation]),
  };
}
