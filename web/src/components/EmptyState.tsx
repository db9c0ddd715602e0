import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../lib/router';

export interface EmptyStateAction {
  label: string;
  to: string;
  variant?: 'contained' | 'outlined';
}

/** Browse remote jobs: the way forward from a list of jobs that is still empty. */
export const BROWSE_REMOTE_JOBS = 'Browse remote jobs';

/** A list with nothing in it yet: what that means, and the one step that fills it. */
export function EmptyState({ message, action }: { message: string; action?: EmptyStateAction }) {
  return (
    <Stack spacing={2} sx={{ py: 4, alignItems: 'center', textAlign: 'center' }}>
      <Typography color="text.secondary">{message}</Typography>
      {action && (
        <Button component={RouterLink} to={action.to} variant={action.variant ?? 'outlined'}>
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
