import { replySchema } from '@remotehunt/forms/support';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useConfirm } from '../../../components/ConfirmDialog';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { textFieldProps } from '../../../lib/forms/text-field-props';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import { useReplyToQuery } from '../hooks/useReplyToQuery';
import { SUPPORT_MESSAGES } from '../utils/support-messages';

/** An admin's answer to one query, sent after confirmation (spec section 6). */
export function ReplyBox({ messageId }: { messageId: string }) {
  const form = useSchemaForm(replySchema, { defaultValues: { reply: '' } });
  const replyToQuery = useReplyToQuery();
  const confirm = useConfirm();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoader();
  // Reply waits for some text; what else the schema refuses (too long) shows under the field.
  const blank = !form.watch('reply').trim();

  const submit = form.handleSubmit(async ({ reply }) => {
    if (!(await confirm(SUPPORT_MESSAGES.replyConfirm))) return;
    try {
      await track(replyToQuery(messageId, reply.trim()));
      form.reset();
      notify({ type: 'success', message: SUPPORT_MESSAGES.replied });
    } catch (error) {
      notifyFailure(error, SUPPORT_MESSAGES.replyFailed);
    }
  });

  return (
    <Stack component="form" noValidate direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} onSubmit={(e) => void submit(e)}>
      <TextField label="Reply" {...textFieldProps(form, 'reply')} multiline minRows={2} fullWidth size="small" />
      <Button type="submit" variant="contained" disabled={blank || form.formState.isSubmitting}>
        Reply
      </Button>
    </Stack>
  );
}
