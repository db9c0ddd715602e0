import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** Where a list failed to load: the generic message is already notified, this lets the user ask again. */
export function TryAgain({ onRetry }: { onRetry(): void }) {
  return (
    <Box sx={{ py: 3, textAlign: 'center' }}>
      <Button variant="outlined" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}
