import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { paths } from '../../../config/paths';
import { RouterLink, useParams } from '../../../lib/router';
import { useOpenSavedSearch } from '../hooks/useOpenSavedSearch';

/** Opening a saved search (from its page or the side menu): a moment's spinner, then Remote Jobs with its filter. */
export function OpenSavedSearchPage() {
  const { savedSearchId = '' } = useParams();
  const { problem, retry } = useOpenSavedSearch(savedSearchId);
  if (!problem) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Opening the saved search" />
      </Box>
    );
  }
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Alert severity="error">{problem}</Alert>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={retry}>
          Try again
        </Button>
        <Button component={RouterLink} to={paths.savedSearches.getHref()}>
          Back to saved searches
        </Button>
      </Stack>
    </Stack>
  );
}
