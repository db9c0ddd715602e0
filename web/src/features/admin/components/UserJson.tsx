import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useNotify } from '../../../components/Notifications';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import type { AdminUser } from '../hooks/useAdminUsers';
import { userJson } from '../utils/admin-format';
import { ADMIN_MESSAGES } from '../utils/admin-messages';

/** The user as JSON, to read or to paste elsewhere. */
export function UserJson({ user }: { user: AdminUser }) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const json = userJson(user);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(json);
      notify({ type: 'success', message: ADMIN_MESSAGES.jsonCopied });
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
      <Box
        component="pre"
        data-testid="user-json"
        sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto', maxHeight: 320, typography: 'body2', fontFamily: 'monospace' }}
      >
        {json}
      </Box>
      <Box>
        <Button size="small" startIcon={<ContentCopy />} onClick={() => void copy()}>
          Copy JSON
        </Button>
      </Box>
    </Stack>
  );
}
