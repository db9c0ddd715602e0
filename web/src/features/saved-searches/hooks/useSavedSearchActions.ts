import { useCallback, useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import { useConfirm } from '../../../components/ConfirmDialog';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { DeleteSavedSearchDocument, UpdateSavedSearchDocument } from '../../../generated/graphql';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { serverMessage } from '../../../lib/api-errors';
import { shownJobFilter } from '../../../lib/job-filter-handoff';
import { useSession } from '../../../lib/session/useSession';
import { toFilterInput } from '../utils/filter-input';
import { SAVED_SEARCH_MESSAGES } from '../utils/saved-search-messages';

type Search = { id: string; name: string };

export interface SavedSearchActions {
  /** Rejects with the server's message (a name taken, too long) for the rename dialog to show. */
  rename(search: Search, name: string): Promise<void>;
  /** Replaces its filter by the one Remote Jobs shows (or last showed: the user's session filters). */
  updateWithCurrentFilters(search: Search): Promise<void>;
  /** After the user confirms. */
  remove(search: Search): Promise<void>;
}

// The side menu lists the searches and their counts: it follows every change (by name, it is the shell's query).
const MENU = ['SideMenuNews'];

/** Rename, update with the current filters, delete: each says whether it worked. */
export function useSavedSearchActions(): SavedSearchActions {
  const [update] = useMutation(UpdateSavedSearchDocument, { refetchQueries: [...MENU, 'SavedSearches'] });
  const [remove] = useMutation(DeleteSavedSearchDocument, { refetchQueries: [...MENU, 'SavedSearches'] });
  const { user } = useSession();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const confirm = useConfirm();
  const { track } = useLoader();

  const rename = useCallback<SavedSearchActions['rename']>(
    async (search, name) => {
      try {
        await track(update({ variables: { id: search.id, name } }));
      } catch (error) {
        throw new Error(serverMessage(error) ?? SAVED_SEARCH_MESSAGES.failed);
      }
      notify({ type: 'success', message: SAVED_SEARCH_MESSAGES.renamed(name) });
    },
    [update, notify, track],
  );

  const updateWithCurrentFilters = useCallback<SavedSearchActions['updateWithCurrentFilters']>(
    async (search) => {
      const filter = shownJobFilter() ?? toFilterInput(user?.session ?? {});
      try {
        await track(update({ variables: { id: search.id, filter } }));
        notify({ type: 'success', message: SAVED_SEARCH_MESSAGES.updated(search.name) });
      } catch (error) {
        notifyFailure(error, serverMessage(error));
      }
    },
    [update, user, notify, notifyFailure, track],
  );

  const removeSearch = useCallback<SavedSearchActions['remove']>(
    async (search) => {
      if (!(await confirm(SAVED_SEARCH_MESSAGES.confirmDelete(search.name)))) return;
      try {
        await track(
          remove({
            variables: { id: search.id },
            update: (cache) => {
              cache.evict({ id: cache.identify({ __typename: 'SavedSearch', id: search.id }) });
              cache.gc();
            },
          }),
        );
        notify({ type: 'success', message: SAVED_SEARCH_MESSAGES.deleted(search.name) });
      } catch (error) {
        notifyFailure(error, serverMessage(error));
      }
    },
    [remove, confirm, notify, notifyFailure, track],
  );

  return useMemo(() => ({ rename, updateWithCurrentFilters, remove: removeSearch }), [rename, updateWithCurrentFilters, removeSearch]);
}
