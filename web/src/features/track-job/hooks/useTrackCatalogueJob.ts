import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { SaveCatalogueJobDocument, TrackCatalogueJobDocument } from '../../../generated/graphql';
import { TRACKER_QUERIES } from './tracker-queries';

export type CatalogueChoice = { saved: true } | { saved: false; status?: string; appliedAt?: string };

/**
 * A link to a job on RemoteHunt tracks that job rather than a copy of it: applied (markApplied,
 * with the status and day chosen) or, saved for later, on the shortlist, where the board's jobs are saved.
 */
export function useTrackCatalogueJob(): (jobId: string, choice: CatalogueChoice) => Promise<void> {
  const [markApplied] = useMutation(TrackCatalogueJobDocument, { refetchQueries: TRACKER_QUERIES });
  const [shortlist] = useMutation(SaveCatalogueJobDocument);
  return useCallback(
    async (jobId: string, choice: CatalogueChoice) => {
      if (choice.saved) await shortlist({ variables: { jobId } });
      else await markApplied({ variables: { jobId, ...(choice.status ? { status: choice.status } : {}), ...(choice.appliedAt ? { appliedAt: choice.appliedAt } : {}) } });
    },
    [markApplied, shortlist],
  );
}
