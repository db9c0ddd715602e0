import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { paths } from '../../../config/paths';
import { formatDaysLeft, TRIAL_ENDED_MESSAGE, type PlanNotice } from '../../../lib/plan-state';
import { RouterLink } from '../../../lib/router';
import { useDismissedPlanNotice } from '../hooks/useDismissedPlanNotice';

/** Two days before the end the countdown turns from a hint into a warning. */
const URGENT_DAYS = 2;

/**
 * One slim line above the page: the trial's days left (or that it ended) and the way to the
 * Subscription page, which the side menu does not list. Closing it hides it until the next day.
 */
export function PlanBanner({ userId, notice }: { userId: string; notice: PlanNotice }) {
  const noticeKey = notice.kind === 'trial' ? `trial:${notice.daysLeft}` : notice.kind;
  const [dismissed, dismiss] = useDismissedPlanNotice(userId, noticeKey);
  if (dismissed) return null;
  const urgent = notice.kind === 'trial-ended' || notice.daysLeft <= URGENT_DAYS;
  const color = urgent ? 'warning' : 'info';

  return (
    <Box
      component="section"
      aria-label="Your plan"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        mb: 2,
        pl: 2,
        pr: 0.5,
        py: 0.25,
        border: 1,
        borderRadius: 1,
        borderColor: `${color}.main`,
        bgcolor: (theme) => alpha(theme.palette[color].main, 0.08),
        fontSize: '0.875rem',
      }}
    >
      <Box component="span" sx={{ fontWeight: 600 }}>
        {notice.kind === 'trial' ? formatDaysLeft(notice.daysLeft) : TRIAL_ENDED_MESSAGE}
      </Box>
      <Button component={RouterLink} to={paths.subscription.getHref()} size="small">
        See plans
      </Button>
      <IconButton size="small" aria-label="Dismiss" title="Dismiss" onClick={dismiss} sx={{ ml: 'auto' }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
