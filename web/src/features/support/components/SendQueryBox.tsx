import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { useSendQuery } from '../hooks/useSendQuery';
import { SUPPORT_MESSAGES } from '../utils/support-messages';

/** Where everyone, admins too, writes to the support team. */
export function SendQueryBox() {
  const [details, setDetails] = useState('');
  const { send, sending } = useSendQuery();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoader();
  const text = details.trim();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text) return;
    try {
      await track(send(text));
      setDetails('');
      notify({ type: 'success', message: SUPPORT_MESSAGES.sent });
    } catch (error) {
      notifyFailure(error, SUPPORT_MESSAGES.sendFailed);
    }
  };

  return (
    <Stack component="form" noValidate spacing={1.5} aria-label="Send a query" onSubmit={(e) => void submit(e)}>
      <TextField label="Your query" value={details} onChange={(e) => setDetails(e.target.value)} multiline minRows={3} fullWidth />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={!text || sending}>
          Send
        </Button>
      </Stack>
    </Stack>
  );
}
