import { useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NameDialog from '../../../components/NameDialog';
import { TryAgain } from '../../../components/TryAgain';
import { paths } from '../../../config/paths';
import { browserTimeZone } from '../../../lib/places';
import { useSession } from '../../../lib/session/useSession';
import { useSavedSearchActions } from '../hooks/useSavedSearchActions';
import { useSavedSearches, type SavedSearchItem } from '../hooks/useSavedSearches';
import { SAVED_SEARCH_MESSAGES } from '../utils/saved-search-messages';
import { AlertSettingsDialog } from './AlertSettingsDialog';
import { SavedSearchCard } from './SavedSearchCard';

/** The user's saved searches: open one on Remote Jobs, rename it, give it the current filters, set its email alerts, delete it. */
export function SavedSearchesPage() {
  const { searches, ready, failed, retry } = useSavedSearches();
  const actions = useSavedSearchActions();
  const [renaming, setRenaming] = useState<SavedSearchItem | null>(null);
  const [alerting, setAlerting] = useState<SavedSearchItem | null>(null);
  const { user } = useSession();

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {paths.savedSearches.title}
      </Typography>
      <Box sx={{ height: 4 }}>{!ready && !failed && <LinearProgress aria-label="Loading saved searches" />}</Box>
      {failed && <TryAgain onRetry={retry} />}
      {ready && searches.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {SAVED_SEARCH_MESSAGES.none}
        </Typography>
      )}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {searches.map((search) => (
          <li key={search.id}>
            <SavedSearchCard
              search={search}
              onRename={() => setRenaming(search)}
              onUpdate={() => void actions.updateWithCurrentFilters(search)}
              onDelete={() => void actions.remove(search)}
              onAlerts={() => setAlerting(search)}
            />
          </li>
        ))}
      </Stack>
      {renaming && (
        <NameDialog
          key={renaming.id}
          open
          title={`Rename "${renaming.name}"`}
          submitLabel="Rename"
          initialName={renaming.name}
          onClose={() => setRenaming(null)}
          onSubmit={async (name) => {
            await actions.rename(renaming, name);
            setRenaming(null);
          }}
        />
      )}
      {alerting && (
        <AlertSettingsDialog
          key={alerting.id}
          name={alerting.name}
          alert={alerting.alert}
          fallbackZone={user?.timezone ?? browserTimeZone()}
          onClose={() => setAlerting(null)}
          onSubmit={async (alert) => {
            await actions.setAlert(alerting, alert);
            setAlerting(null);
          }}
        />
      )}
    </Stack>
  );
}
