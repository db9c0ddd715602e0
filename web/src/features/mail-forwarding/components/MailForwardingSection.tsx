import { useState } from 'react';
import { mailSenderSchema } from '@remotehunt/forms/mail-forwarding';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useConfirm } from '../../../components/ConfirmDialog';
import { useNotify } from '../../../components/Notifications';
import { TryAgain } from '../../../components/TryAgain';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { isUnauthenticated, serverMessage } from '../../../lib/api-errors';
import { inputProps } from '../../../lib/forms/text-field-props';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import { useMailForwarding, type MailForwarding, type MailSender } from '../hooks/useMailForwarding';
import { FORWARDING_MESSAGES } from '../utils/mail-forwarding-messages';
import { messageText } from '../utils/message-text';

/**
 * Account Settings' Forwarded mail section (issue 48, item 5): the private address employers'
 * replies are forwarded to, which can be copied or replaced, and the addresses mail is read from:
 * the account's own always, others once confirmed from the link mailed to them.
 */
export function MailForwardingSection() {
  const { forwarding, failed, retry, replaceAddress, addSender, removeSender } = useMailForwarding();
  const confirm = useConfirm();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();

  const replace = async () => {
    if (!(await confirm(FORWARDING_MESSAGES.confirmReplace))) return;
    try {
      await replaceAddress();
      notify({ type: 'success', message: FORWARDING_MESSAGES.replaced });
    } catch (error) {
      notifyFailure(error, serverMessage(error) ?? FORWARDING_MESSAGES.failure);
    }
  };

  const remove = async (sender: MailSender) => {
    if (!(await confirm(FORWARDING_MESSAGES.confirmRemove(sender.address)))) return;
    try {
      await removeSender(sender._id);
      notify({ type: 'success', message: FORWARDING_MESSAGES.removed(sender.address) });
    } catch (error) {
      notifyFailure(error, serverMessage(error) ?? FORWARDING_MESSAGES.failure);
    }
  };

  const copy = (address: string) =>
    void navigator.clipboard?.writeText(address).then(() => notify({ type: 'success', message: FORWARDING_MESSAGES.copied }));

  if (failed) return <TryAgain onRetry={retry} />;
  if (!forwarding) return null;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {FORWARDING_MESSAGES.intro}
      </Typography>
      {!forwarding.receiving && <Alert severity="info">{FORWARDING_MESSAGES.notReceiving}</Alert>}
      <TextField
        label="Forwarding address"
        value={forwarding.address}
        size="small"
        slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-readonly': true } }}
        onFocus={(event) => event.target.select()}
        fullWidth
      />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => copy(forwarding.address)}>
          Copy
        </Button>
        <Button onClick={() => void replace()}>Replace address</Button>
      </Stack>
      <Typography variant="body2">{FORWARDING_MESSAGES.accountAddress(forwarding.accountAddress)}</Typography>
      <Senders forwarding={forwarding} onRemove={(sender) => void remove(sender)} />
      <AddSenderForm addSender={addSender} />
    </Stack>
  );
}

function Senders({ forwarding, onRemove }: { forwarding: MailForwarding; onRemove(sender: MailSender): void }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" color="text.secondary">
        {FORWARDING_MESSAGES.othersIntro}
      </Typography>
      {forwarding.senders.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {FORWARDING_MESSAGES.noOthers}
        </Typography>
      ) : (
        <List aria-label="Addresses you forward from" disablePadding>
          {forwarding.senders.map((sender) => (
            <ListItem
              key={sender._id}
              aria-label={sender.address}
              disableGutters
              secondaryAction={
                <Button size="small" color="error" onClick={() => onRemove(sender)}>
                  Remove
                </Button>
              }
            >
              <ListItemText
                primary={sender.address}
                secondary={sender.verified ? FORWARDING_MESSAGES.confirmed : FORWARDING_MESSAGES.waiting}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}

type Added = { address: string; verified: boolean };

/** "Add an address you forward from": the shared schema checks it, the server mails it a link. */
function AddSenderForm({ addSender }: { addSender(address: string): Promise<MailSender> }) {
  const form = useSchemaForm(mailSenderSchema, { defaultValues: { address: '' } });
  const notifyFailure = useNotifyFailure();
  const [added, setAdded] = useState<Added | null>(null);
  const message = form.formState.errors.address?.message;

  const submit = form.handleSubmit(async ({ address }) => {
    setAdded(null);
    try {
      const sender = await addSender(address.trim());
      setAdded({ address: sender.address, verified: sender.verified });
      form.reset();
    } catch (error) {
      if (isUnauthenticated(error)) return;
      const refusal = serverMessage(error);
      // The API names the field ("address: …"): its refusal shows under the field.
      if (refusal?.startsWith('address: ')) form.setError('address', { type: 'server', message: refusal }, { shouldFocus: true });
      else notifyFailure(error, refusal ?? FORWARDING_MESSAGES.failure);
    }
  });

  return (
    <Stack spacing={1}>
      <Stack
        component="form"
        noValidate
        aria-label="Add an address you forward from"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: 'flex-start' }}
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          label="Add an address you forward from"
          type="email"
          autoComplete="email"
          placeholder="me@work.example"
          {...inputProps(form.register('address'))}
          error={Boolean(message)}
          helperText={message ? messageText(message) : ' '}
          size="small"
          fullWidth
        />
        <Button type="submit" variant="outlined" disabled={form.formState.isSubmitting} sx={{ flexShrink: 0 }}>
          Add address
        </Button>
      </Stack>
      {added && (
        <Alert severity={added.verified ? 'info' : 'success'} onClose={() => setAdded(null)}>
          {added.verified ? FORWARDING_MESSAGES.alreadyConfirmed(added.address) : FORWARDING_MESSAGES.sent(added.address)}
        </Alert>
      )}
    </Stack>
  );
}
