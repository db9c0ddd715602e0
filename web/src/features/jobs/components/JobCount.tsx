import Typography from '@mui/material/Typography';
import type { JobPageResult } from '../hooks/job-page-result';
import { jobCountText } from '../utils/job-count';

/** How many jobs the search finds, above its list ("1,234 jobs"; "1,000+ jobs" past the list's reach); nothing until it is known. */
export function JobCount({ result }: { result: JobPageResult & { totalIsExact: boolean } }) {
  if (result.failed || (result.loading && result.total === 0)) return null;
  return (
    <Typography variant="subtitle1" component="p" role="status" aria-live="polite">
      {jobCountText(result.total, result.totalIsExact)}
    </Typography>
  );
}
