import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { formatNewJobs } from '../../../lib/format-new-jobs';
import { RouterLink } from '../../../lib/router';
import type { SavedSearchItem } from '../hooks/useSavedSearches';
import { describeAlert, describeNextAlert } from '../utils/alert-settings';
import { describeFilter } from '../utils/describe-filter';

export interface SavedSearchCardProps {
  search: SavedSearchItem;
  onRename(): void;
  onUpdate(): void;
  onDelete(): void;
  onAlerts(): void;
}

/** One saved search: its name, its filter and its alerts in words, its new jobs, and what can be done with it. */
export function SavedSearchCard({ search, onRename, onUpdate, onDelete, onAlerts }: SavedSearchCardProps) {
  const headingId = `saved-search-${search.id}`;
  const nextAlert = describeNextAlert(search.alert);
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            {search.name}
          </Typography>
          {search.news && search.news.newJobs > 0 && (
            <Chip size="small" color="primary" label={formatNewJobs(search.news)} aria-label={`${formatNewJobs(search.news)} jobs since you last opened it`} />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {describeFilter(search.filter)}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          <Typography variant="body2">{describeAlert(search.alert)}</Typography>
          {nextAlert && (
            <Typography variant="body2" color="text.secondary">
              {nextAlert}
            </Typography>
          )}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" role="group" aria-label={`Actions for ${search.name}`}>
          <Button variant="contained" size="small" component={RouterLink} to={paths.openSavedSearch.getHref(search.id)}>
            Open
          </Button>
          <Button size="small" onClick={onRename}>
            Rename
          </Button>
          <Button size="small" onClick={onUpdate}>
            Update with current filters
          </Button>
          <Button size="small" onClick={onAlerts}>
            Email alerts
          </Button>
          <Button size="small" color="error" onClick={onDelete}>
            Delete
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
