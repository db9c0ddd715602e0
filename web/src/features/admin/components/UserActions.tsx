import Stack from '@mui/material/Stack';
import type { AdminUser } from '../hooks/useAdminUsers';
import { TemplateEmailSend } from './TemplateEmailSend';
import { UserJson } from './UserJson';

/** The opened row of a user (spec section 2): the JSON view beside the template send. */
export function UserActions({ user }: { user: AdminUser }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ py: 1 }}>
      <UserJson user={user} />
      <TemplateEmailSend user={user} />
    </Stack>
  );
}
