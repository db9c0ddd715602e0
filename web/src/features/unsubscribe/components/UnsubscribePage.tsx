import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormCard } from '../../../components/FormCard';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { paths } from '../../../config/paths';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { useNavigate, useParams, useSearchParams } from '../../../lib/router';
import { useRedirectHomeSoon } from '../hooks/useRedirectHomeSoon';
import { useUnsubscribeEmails } from '../hooks/useUnsubscribeEmails';
import { UNSUBSCRIBE_MESSAGES, UNSUBSCRIBE_REDIRECT_DELAY_MS } from '../utils/unsubscribe-messages';

/**
 * Unsubscribe (spec section 2), opened from the link in every email (`/unsubscribe/:userId?token=`):
 * works without signing in. An optional reason, then Ok stops the emails; Cancel leaves at once.
 */
export function UnsubscribePage() {
  const { userId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // A reminder mail's link names its kind: only reminders stop, the other emails go on.
  const kind = searchParams.get('kind');
  const [reason, setReason] = useState('');
  const [answered, setAnswered] = useState(false);
  const { unsubscribe, loading } = useUnsubscribeEmails();
  const { track } = useLoader();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const navigate = useNavigate();
  const redirectHomeSoon = useRedirectHomeSoon(UNSUBSCRIBE_REDIRECT_DELAY_MS);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await track(unsubscribe({ userId, token, reason, kind }));
      notify({ type: 'success', message: UNSUBSCRIBE_MESSAGES.unsubscribed });
    } catch (error) {
      // The spec shows this failure with the success type, a defect: it is an error.
      notifyFailure(error, UNSUBSCRIBE_MESSAGES.failed);
    }
    setAnswered(true);
    redirectHomeSoon();
  };

  return (
    <FormCard title={paths.unsubscribe.title} maxWidth={560} description={kind === 'reminders' ? UNSUBSCRIBE_MESSAGES.remindersOnly : UNSUBSCRIBE_MESSAGES.everything} onSubmit={submit}>
      <TextField
        label="Reason (optional)"
        name="reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={4}
        fullWidth
      />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button type="button" variant="outlined" onClick={() => navigate(paths.home.getHref())}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={loading || answered}>
          Ok
        </Button>
      </Stack>
    </FormCard>
  );
}
