import { profileNameSchema } from '@remotehunt/forms/accounts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { textFieldProps } from '../../../lib/forms/text-field-props';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import type { SessionUser } from '../../../lib/session/SessionContext';
import { useUpdateProfile } from '../hooks/useUpdateProfile';
import { SETTINGS_MESSAGES } from '../utils/settings-messages';

export function ProfileDetailsForm({ user }: { user: SessionUser }) {
  const form = useSchemaForm(profileNameSchema, { defaultValues: { name: user.name } });
  const updateProfile = useUpdateProfile();
  const notify = useNotify();
  const { track } = useLoader();

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await track(updateProfile({ name: name.trim() }));
      notify({ type: 'success', message: SETTINGS_MESSAGES.detailsUpdated });
    } catch {
      notify({ type: 'error', message: SETTINGS_MESSAGES.detailsFailed });
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)} aria-label="Profile details">
      <TextField label="Name" autoComplete="name" {...textFieldProps(form, 'name')} fullWidth />
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
