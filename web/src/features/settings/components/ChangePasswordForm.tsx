import { changePasswordFormSchema, type ChangePasswordValues } from '@remotehunt/forms/accounts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useConfirm } from '../../../components/ConfirmDialog';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { serverMessage } from '../../../lib/api-errors';
import { inputProps } from '../../../lib/forms/text-field-props';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import { useChangePassword } from '../hooks/useChangePassword';
import { PASSWORD_MESSAGES } from '../utils/settings-messages';

const EMPTY: ChangePasswordValues = { password: '', newPassword: '' };

export function ChangePasswordForm() {
  const form = useSchemaForm(changePasswordFormSchema, { defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const changePassword = useChangePassword();
  const confirm = useConfirm();
  const notify = useNotify();
  const { track } = useLoader();
  const { errors } = form.formState;
  // The product shows one problem for the pair, above the fields.
  const problem = errors.password?.message ?? errors.newPassword?.message;

  const submit = form.handleSubmit(async ({ password, newPassword }) => {
    if (!(await confirm(PASSWORD_MESSAGES.confirm))) return;
    try {
      await track(changePassword(password, newPassword));
      form.reset(EMPTY);
      notify({ type: 'success', message: PASSWORD_MESSAGES.success });
    } catch (error) {
      notify({ type: 'error', message: serverMessage(error) ?? PASSWORD_MESSAGES.failure });
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)} aria-label="Change password">
      {problem && (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      )}
      <TextField label="Current Password" type="password" autoComplete="current-password" {...inputProps(form.register('password'))} fullWidth />
      <TextField label="New Password" type="password" autoComplete="new-password" {...inputProps(form.register('newPassword'))} fullWidth />
      <div>
        <Button type="submit" variant="contained">
          Change Password
        </Button>
      </div>
    </Stack>
  );
}
