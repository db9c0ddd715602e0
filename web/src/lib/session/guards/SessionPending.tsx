import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ErrorAlert } from '../../../components/ErrorAlert';
import CircularProgress from '@mui/material/CircularProgress';
import { GENERIC_ERROR_MESSAGE } from '../../api-errors';
import type { Session } from '../SessionContext';

/** What a guard shows while the session is not decided yet, or could not be loaded. */
export function SessionPending({ session }: { session: Session }) {
  if (session.status === 'error') {
    return (
      <ErrorAlert
        action={
          <Button color="inherit" size="small" onClick={session.retry}>
            Retry
          </Button>
        }
      >
        {GENERIC_ERROR_MESSAGE}
      </ErrorAlert>
    );
  }
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading your account" />
    </Box>
  );
}
