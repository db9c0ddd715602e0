import { useCallback, useMemo } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ConfirmMailSuggestionDocument, DismissMailSuggestionDocument, MailSuggestionsDocument } from '../../../generated/graphql';
import type { MailSuggestion } from '../utils/describe-suggestion';

const NONE: readonly MailSuggestion[] = [];

/**
 * After a confirmation the list is asked again, and so are the board's jobs and figures (by name,
 * as the track-job feature does: features do not import each other), so the card shows in its new
 * column. A dismissal changes no application: only the list is asked again.
 */
const AFTER_CONFIRMING = ['MailSuggestions', 'TrackedJobs', 'AppliedJobStats'];
const AFTER_DISMISSING = ['MailSuggestions'];

/**
 * Pending status changes read from forwarded mail: the list, confirming one (its move, and its
 * interview if the mail named a time) and dismissing one. A failed list stays quiet: the panel
 * only accompanies the board, whose own query reports a problem.
 */
export function useMailSuggestions() {
  const { data } = useQuery(MailSuggestionsDocument, { fetchPolicy: 'cache-and-network' });
  const [confirmMutation] = useMutation(ConfirmMailSuggestionDocument, { refetchQueries: AFTER_CONFIRMING, awaitRefetchQueries: true });
  const [dismissMutation] = useMutation(DismissMailSuggestionDocument, { refetchQueries: AFTER_DISMISSING, awaitRefetchQueries: true });

  const listed = data?.mailSuggestions ?? NONE;
  return {
    // A decided suggestion leaves at once (its answer says so), before the list is asked again.
    suggestions: useMemo(() => listed.filter((suggestion) => suggestion.state === 'pending'), [listed]),
    /** `appliedJobId` only when the mail matched no application and the person picked one. */
    confirm: useCallback(
      async (id: string, appliedJobId?: string) => {
        await confirmMutation({ variables: appliedJobId ? { id, appliedJobId } : { id } });
      },
      [confirmMutation],
    ),
    dismiss: useCallback(
      async (id: string) => {
        await dismissMutation({ variables: { id } });
      },
      [dismissMutation],
    ),
  };
}
