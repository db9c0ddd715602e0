import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useConfirm } from '../../../components/ConfirmDialog';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { useReplyToQuery } from '../hooks/useReplyToQuery';
import { SUPPORT_MESSAGES } from '../utils/support-messages';

/** An admin's answer to one query, sent after confirmation (spec section 6). */
export function ReplyBox({ messageId }: { messageId: string }) {
  const [reply, setReply] = useState('');
  const [replying, setReplying] = useState(false);
  const replyToQuery = useReplyToQuery();
  const confirm = useConfirm();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoader();
  const text = reply.trim();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text || !(await confirm(SUPPORT_MESSAGES.replyConfirm))) return;
    setReplying(true);
    try {
      await track(replyToQuery(messageId, text));
      setReply('');
      notify({ type: 'success', message: SUPPORT_MESSAGES.replied });
    } catch (error) {
      notifyFailure(error, SUPPORT_MESSAGES.replyFailed);
    } finally {
      setReplying(false);
    }
  };

  return (
    <Stack component="form" noValidate direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} onSubmit={(e) => void submit(e)}>
      <TextField label="Reply" value={reply} onChange={(e) => setReply(e.target.value)} multiline minRows={2} fullWidth size="small" />
      <Button type="submit" variant="contained" disabled={!text || replying}>
        Reply
      </Button>
    </Stack>
  );
}
