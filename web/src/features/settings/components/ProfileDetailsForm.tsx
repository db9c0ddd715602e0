import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import type { SessionUser } from '../../../lib/session/SessionContext';
import { useUpdateProfile } from '../hooks/useUpdateProfile';
import { SETTINGS_MESSAGES } from '../utils/settings-messages';

export function ProfileDetailsForm({ user }: { user: SessionUser }) {
  const [name, setName] = useState(user.name);
  const updateProfile = useUpdateProfile();
  const notify = useNotify();
  const { track } = useLoader();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      notify({ type: 'warning', message: SETTINGS_MESSAGES.invalidName });
      return;
    }
    try {
      await track(updateProfile({ name: name.trim() }));
      notify({ type: 'success', message: SETTINGS_MESSAGES.detailsUpdated });
    } catch {
      notify({ type: 'error', message: SETTINGS_MESSAGES.detailsFailed });
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Profile details">
      <TextField label="Name" name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} fullWidth />
      <TextField
        label="Email"
        name="email"
        value={user.email}
        slotProps={{ input: { readOnly: true } }}
        helperText="Your email address identifies your account and cannot be changed here."
        fullWidth
      />
      <div>
        <Button type="submit" variant="contained">
          Update Details
        </Button>
      </div>
    </Stack>
  );
}
