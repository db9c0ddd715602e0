import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../lib/router';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h1">
        Page not found
      </Typography>
      <Typography color="text.secondary">There is no page at this address.</Typography>
      <Button component={RouterLink} to={paths.remoteJobs.getHref()} variant="contained">
        Go to Remote Jobs
      </Button>
    </Stack>
  );
}
