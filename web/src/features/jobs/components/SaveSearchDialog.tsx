import NameDialog from '../../../components/NameDialog';
import { useNotify } from '../../../components/Notifications';
import type { JobFilterInput } from '../../../generated/graphql';
import { serverMessage } from '../../../lib/api-errors';
import { useSession } from '../../../lib/session/useSession';
import { useCreateSavedSearch } from '../hooks/useCreateSavedSearch';
import { JOB_MESSAGES } from '../utils/job-messages';
import { suggestSavedSearchName } from '../utils/saved-search-name';

/**
 * Names and saves the list's current filter, suggesting a name from it; the server's refusal (25
 * searches, a name taken) shows in the dialog.
 */
export default function SaveSearchDialog({ open, filter, onClose }: { open: boolean; filter: JobFilterInput; onClose(): void }) {
  const create = useCreateSavedSearch();
  const notify = useNotify();
  const { user } = useSession();
  return (
    <NameDialog
      // A fresh field each time it opens, with a name for the search as it is then.
      key={String(open)}
      open={open}
      initialName={suggestSavedSearchName(filter, user?.country ?? null)}
      title="Save this search"
      submitLabel="Save"
      onClose={onClose}
      onSubmit={async (name) => {
        try {
          const saved = await create(name, filter);
          notify({ type: 'success', message: JOB_MESSAGES.searchSaved(saved.name) });
          onClose();
        } catch (error) {
          throw new Error(serverMessage(error) ?? JOB_MESSAGES.searchNotSaved);
        }
      }}
    />
  );
}
