import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { OpenSavedSearchDocument } from '../../../generated/graphql';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-errors';
import { handOffJobFilter } from '../../../lib/job-filter-handoff';
import { writeJobSearch } from '../../../lib/job-search-url';
import { useNavigate } from '../../../lib/router';
import { toFilterInput } from '../utils/filter-input';
import { SAVED_SEARCH_MESSAGES } from '../utils/saved-search-messages';

/**
 * Opens a saved search: the server marks it opened (its jobs stop being new, so its count in
 * the cache goes to 0), then Remote Jobs shows exactly its filter, in its address. In place of this page, so
 * Back leads to where the user chose it.
 */
export function useOpenSavedSearch(savedSearchId: string): { problem: string | null; retry(): void } {
  const navigate = useNavigate();
  const [open] = useMutation(OpenSavedSearchDocument, {
    update: (cache) => {
      cache.modify({
        id: cache.identify({ __typename: 'SavedSearchNews', id: savedSearchId }),
        fields: { newJobs: () => 0, newJobsIsExact: () => true },
      });
    },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Once per attempt, though development's strict mode runs effects twice.
  const started = useRef(-1);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    open({ variables: { id: savedSearchId } }).then(
      ({ data }) => {
        if (!data) return setProblem(SAVED_SEARCH_MESSAGES.openFailed);
        const filter = toFilterInput(data.openSavedSearch.filter);
        // The address holds the search; the hand-off brings the viewer's own hide-viewed switch.
        handOffJobFilter(filter);
        const search = writeJobSearch({ filter, page: 1 });
        navigate(`${paths.remoteJobs.getHref()}${search ? `?${search}` : ''}`, { replace: true });
      },
      (error: unknown) => setProblem(serverMessage(error) ?? SAVED_SEARCH_MESSAGES.openFailed),
    );
  }, [open, savedSearchId, attempt, navigate]);

  return {
    problem,
    retry: () => {
      setProblem(null);
      setAttempt((n) => n + 1);
    },
  };
}
