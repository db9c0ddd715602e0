import NameDialog from '../../../components/NameDialog';
import { useNotify } from '../../../components/Notifications';
import type { JobFilterInput } from '../../../generated/graphql';
import { serverMessage } from '../../../lib/api-errors';
import { useCreateSavedSearch } from '../hooks/useCreateSavedSearch';
import { JOB_MESSAGES } from '../utils/job-messages';

/** Names and saves the list's current filter; the server's refusal (25 searches, a name taken) shows in the dialog. */
export default function SaveSearchDialog({ open, filter, onClose }: { open: boolean; filter: JobFilterInput; onClose(): void }) {
  const create = useCreateSavedSearch();
  const notify = useNotify();
  return (
    <NameDialog
      // A fresh, empty field each time it opens.
      key={String(open)}
      open={open}
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
