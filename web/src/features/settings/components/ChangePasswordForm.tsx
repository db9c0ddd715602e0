import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useConfirm } from '../../../components/ConfirmDialog';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { serverMessage } from '../../../lib/api-errors';
import { useChangePassword } from '../hooks/useChangePassword';
import { checkPasswordChange, PASSWORD_MESSAGES } from '../utils/password-rules';

export function ChangePasswordForm() {
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const changePassword = useChangePassword();
  const confirm = useConfirm();
  const notify = useNotify();
  const { track } = useLoader();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkPasswordChange(password, newPassword);
    setProblem(found);
    if (found) return;
    if (!(await confirm(PASSWORD_MESSAGES.confirm))) return;
    try {
      await track(changePassword(password, newPassword));
      setPassword('');
      setNewPassword('');
      notify({ type: 'success', message: PASSWORD_MESSAGES.success });
    } catch (error) {
      notify({ type: 'error', message: serverMessage(error) ?? PASSWORD_MESSAGES.failure });
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Change password">
      {problem && (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      )}
      <TextField
        label="Current Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        fullWidth
      />
      <TextField
        label="New Password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
        fullWidth
      />
      <div>
        <Button type="submit" variant="contained">
          Change Password
        </Button>
      </div>
    </Stack>
  );
}
