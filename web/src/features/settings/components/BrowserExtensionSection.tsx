import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TryAgain } from '../../../components/TryAgain';
import { useConfirm } from '../../../components/ConfirmDialog';
import { useNotify } from '../../../components/Notifications';
import { serverMessage } from '../../../lib/api-errors';
import { formatDay } from '../../../lib/format-day';
import { useTrackingTokens } from '../hooks/useTrackingTokens';
import { EXTENSION_MESSAGES } from '../utils/settings-messages';

/**
 * Tokens for the "Save to RemoteHunt" browser extension: made here, shown once, listed with their
 * last use, revocable. A token only saves jobs to the tracker; it never signs anyone in.
 */
export function BrowserExtensionSection() {
  const { tokens, ready, failed, retry, create, revoke } = useTrackingTokens();
  const [name, setName] = useState('');
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useConfirm();
  const notify = useNotify();

  const makeToken = async () => {
    setProblem(null);
    try {
      const token = await create(name);
      setMade({ name: name.trim(), token });
      setName('');
    } catch (error) {
      // The API names the field ("name: …"); the page shows the words after it.
      setProblem((serverMessage(error) ?? EXTENSION_MESSAGES.failure).replace(/^name: /, ''));
    }
  };

  const revokeToken = async (id: string, tokenName: string) => {
    if (!(await confirm(EXTENSION_MESSAGES.confirmRevoke(tokenName)))) return;
    try {
      await revoke(id);
      notify({ type: 'success', message: EXTENSION_MESSAGES.revoked(tokenName) });
    } catch (error) {
      notify({ type: 'error', message: serverMessage(error) ?? EXTENSION_MESSAGES.failure });
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {EXTENSION_MESSAGES.intro}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} component="form" aria-label="Make an extension token" onSubmit={(event) => {
        event.preventDefault();
        void makeToken();
      }}>
        <TextField
          label="Token name"
          placeholder="Chrome on my laptop"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(problem)}
          helperText={problem ?? ' '}
          size="small"
          fullWidth
        />
        <div>
          <Button type="submit" variant="contained">
            Make a token
          </Button>
        </div>
      </Stack>
      {made && (
        <Alert severity="success" onClose={() => setMade(null)}>
          <Stack spacing={1}>
            <span>{EXTENSION_MESSAGES.madeOnce(made.name)}</span>
            <TextField
              label="Your token"
              value={made.token}
              size="small"
              slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-readonly': true } }}
              onFocus={(event) => event.target.select()}
              fullWidth
            />
            <div>
              <Button size="small" onClick={() => void navigator.clipboard?.writeText(made.token).then(() => notify({ type: 'success', message: EXTENSION_MESSAGES.copied }))}>
                Copy
              </Button>
            </div>
          </Stack>
        </Alert>
      )}
      {failed ? (
        <TryAgain onRetry={retry} />
      ) : !ready ? null : tokens.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {EXTENSION_MESSAGES.none}
        </Typography>
      ) : (
        <List aria-label="Extension tokens" disablePadding>
          {tokens.map((token) => (
            <ListItem
              key={token._id}
              aria-label={token.name}
              disableGutters
              secondaryAction={
                <Button size="small" color="error" onClick={() => void revokeToken(token._id, token.name)}>
                  Revoke
                </Button>
              }
            >
              <ListItemText
                primary={token.name}
                secondary={`Made ${formatDay(token.createdAt)} · ${token.lastUsedAt ? `last used ${formatDay(token.lastUsedAt)}` : 'never used'}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
