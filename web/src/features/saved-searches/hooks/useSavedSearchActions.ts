import { useCallback, useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import { useConfirm } from '../../../components/ConfirmDialog';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import {
  DeleteSavedSearchDocument,
  SetSavedSearchAlertDocument,
  UpdateSavedSearchDocument,
  type SavedSearchAlertInput,
} from '../../../generated/graphql';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { serverMessage } from '../../../lib/api-errors';
import { shownJobFilter } from '../../../lib/job-filter-handoff';
import { useSession } from '../../../lib/session/useSession';
import { describeAlert, type SavedAlert } from '../utils/alert-settings';
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
  /** Its email alerts; rejects with the server's message (a zone it does not know) for the settings dialog to show. */
  setAlert(search: Search, alert: SavedSearchAlertInput): Promise<void>;
}

// The side menu lists the searches and their counts: it follows every change (by name, it is the shell's query).
const MENU = ['SideMenuNews'];

/** Rename, update with the current filters, delete, set its alerts: each says whether it worked. */
export function useSavedSearchActions(): SavedSearchActions {
  const [update] = useMutation(UpdateSavedSearchDocument, { refetchQueries: [...MENU, 'SavedSearches'] });
  const [remove] = useMutation(DeleteSavedSearchDocument, { refetchQueries: [...MENU, 'SavedSearches'] });
  // The answer is the search, alerts included: the cache updates its card, and the menu shows no alerts.
  const [saveAlert] = useMutation(SetSavedSearchAlertDocument);
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

  const setAlert = useCallback<SavedSearchActions['setAlert']>(
    async (search, alert) => {
      let saved: SavedAlert;
      try {
        const { data } = await track(saveAlert({ variables: { id: search.id, alert } }));
        if (!data) throw new Error(SAVED_SEARCH_MESSAGES.failed);
        saved = data.setSavedSearchAlert.alert;
      } catch (error) {
        throw new Error(serverMessage(error) ?? SAVED_SEARCH_MESSAGES.failed);
      }
      notify({
        type: 'success',
        message: saved.frequency === 'off' ? SAVED_SEARCH_MESSAGES.alertsOff(search.name) : SAVED_SEARCH_MESSAGES.alertsSaved(search.name, describeAlert(saved)),
      });
    },
    [saveAlert, notify, track],
  );

  return useMemo(
    () => ({ rename, updateWithCurrentFilters, remove: removeSearch, setAlert }),
    [rename, updateWithCurrentFilters, removeSearch, setAlert],
  );
}
