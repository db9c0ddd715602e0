import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { RouterLink } from '../../../lib/router';
import { useSession } from '../../../lib/session/useSession';
import type { PaidPosting } from '../hooks/usePostingCheckoutReturn';
import { POST_JOB_MESSAGES } from '../utils/post-job-messages';

/**
 * Back from paying: what was bought and where to manage it, instead of an empty form. A signed-in
 * poster gets the link to My job postings; a visitor, who is not signed in by paying, is told the
 * receipt's link signs them in there.
 */
export function PostingPaid({ paid, onPostAnother }: { paid: PaidPosting; onPostAnother(): void }) {
  const { isLoggedIn } = useSession();
  const { order } = paid;
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Alert severity="success">
        <AlertTitle component="h2">{POST_JOB_MESSAGES.paidHeading(order?.jobTitle ?? null)}</AlertTitle>
        <Typography variant="body2">{POST_JOB_MESSAGES.paidTerms}</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {isLoggedIn ? POST_JOB_MESSAGES.paidManage : POST_JOB_MESSAGES.paidVisitorManage(order?.email ?? null)}
        </Typography>
      </Alert>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {isLoggedIn && (
          <Button component={RouterLink} to={paths.myJobPostings.getHref()} variant="contained">
            Open My job postings
          </Button>
        )}
        <Button variant="outlined" onClick={onPostAnother}>
          Post another job
        </Button>
      </Stack>
    </Stack>
  );
}
