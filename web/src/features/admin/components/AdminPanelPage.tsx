import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/useSession';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import { AdminTabs } from './AdminTabs';

/** Admin Panel (spec section 2): users and marketing email, access switches, job boards and their runs, templates. */
export function AdminPanelPage() {
  const admin = useSession().user?.admin === true;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {paths.adminPanel.title}
      </Typography>
      {admin ? (
        <AdminTabs />
      ) : (
        // Someone who typed the address: nothing is asked of the server for them.
        <Stack spacing={1}>
          <Typography variant="h6" component="p">
            {ADMIN_MESSAGES.adminsOnly}
          </Typography>
          <Typography color="text.secondary">{ADMIN_MESSAGES.adminsOnlyDetail}</Typography>
        </Stack>
      )}
    </Stack>
  );
}
