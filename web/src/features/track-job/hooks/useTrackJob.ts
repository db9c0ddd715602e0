import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { TrackJobDocument, type TrackJobMutation, type TrackJobMutationVariables } from '../../../generated/graphql';
import { TRACKER_QUERIES } from './tracker-queries';

export type TrackedJob = TrackJobMutation['trackJob'];

/** Tracks a job found anywhere; the tracker's board and figures, if on screen, load again to show it. */
export function useTrackJob(): (variables: TrackJobMutationVariables) => Promise<TrackedJob> {
  const [mutate] = useMutation(TrackJobDocument, { refetchQueries: TRACKER_QUERIES });
  return useCallback(
    async (variables: TrackJobMutationVariables) => {
      const { data } = await mutate({ variables });
      if (!data) throw new Error('trackJob answered nothing');
      return data.trackJob;
    },
    [mutate],
  );
}
