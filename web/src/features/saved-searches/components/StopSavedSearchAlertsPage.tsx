import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormCard } from '../../../components/FormCard';
import { useLoader } from '../../../components/GlobalLoader';
import { paths } from '../../../config/paths';
import { errorStatus, serverMessage } from '../../../lib/api-errors';
import { RouterLink, useParams, useSearchParams } from '../../../lib/router';
import { useStopSavedSearchAlerts } from '../hooks/useStopSavedSearchAlerts';
import { SAVED_SEARCH_MESSAGES } from '../utils/saved-search-messages';

type Outcome = { stopped: true; message: string } | { stopped: false; message: string; final: boolean };

/**
 * An alert mail's "stop these alerts" link (`/saved-searches/:id/stop-alerts?token=`): works
 * without signing in. Opening it changes nothing, as a mail scanner opens links too; the button does.
 */
export function StopSavedSearchAlertsPage() {
  const { savedSearchId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { stop, loading } = useStopSavedSearchAlerts();
  const { track } = useLoader();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const shown: Outcome | null = token ? outcome : { stopped: false, message: SAVED_SEARCH_MESSAGES.stopLinkIncomplete, final: true };
  const done = shown !== null && (shown.stopped || shown.final);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    try {
      const name = await track(stop(savedSearchId, token));
      setOutcome({ stopped: true, message: SAVED_SEARCH_MESSAGES.alertsOff(name) });
    } catch (error) {
      // A wrong token and a deleted search answer alike (404): trying again cannot help.
      const invalid = errorStatus(error) === 404;
      setOutcome({
        stopped: false,
        message: invalid ? SAVED_SEARCH_MESSAGES.stopLinkInvalid : (serverMessage(error) ?? SAVED_SEARCH_MESSAGES.failed),
        final: invalid,
      });
    }
  };

  return (
    <FormCard title={paths.stopSavedSearchAlerts.title} maxWidth={560} description="This stops the email alerts of one saved search. The search stays, and so do the alerts of your other searches." onSubmit={submit}>
      {shown && <Alert severity={shown.stopped ? 'success' : 'error'}>{shown.message}</Alert>}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        {shown?.stopped && (
          <Button component={RouterLink} to={paths.savedSearches.getHref()}>
            Go to Saved Searches
          </Button>
        )}
        {!done && (
          <Button type="submit" variant="contained" disabled={loading}>
            Stop these alerts
          </Button>
        )}
      </Stack>
    </FormCard>
  );
}
