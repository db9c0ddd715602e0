import { sendSchema } from '@remotehunt/forms/support';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { textFieldProps } from '../../../lib/forms/text-field-props';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import { useSendQuery } from '../hooks/useSendQuery';
import { SUPPORT_MESSAGES } from '../utils/support-messages';

/** Where everyone, admins too, writes to the support team. */
export function SendQueryBox() {
  const form = useSchemaForm(sendSchema, { defaultValues: { details: '' } });
  const { send, sending } = useSendQuery();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoader();
  // Send waits for some text; what else the schema refuses (too long) shows under the field.
  const blank = !form.watch('details').trim();

  const submit = form.handleSubmit(async ({ details }) => {
    try {
      await track(send(details.trim()));
      form.reset();
      notify({ type: 'success', message: SUPPORT_MESSAGES.sent });
    } catch (error) {
      notifyFailure(error, SUPPORT_MESSAGES.sendFailed);
    }
  });

  return (
    <Stack component="form" noValidate spacing={1.5} aria-label="Send a query" onSubmit={(e) => void submit(e)}>
      <TextField label="Your query" {...textFieldProps(form, 'details')} multiline minRows={3} fullWidth />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={blank || sending}>
          Send
        </Button>
      </Stack>
    </Stack>
  );
}
