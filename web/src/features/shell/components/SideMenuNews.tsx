import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Box from '@mui/material/Box';
import { paths } from '../../../config/paths';
import { formatNewJobs } from '../../../lib/format-new-jobs';
import { RouterLink } from '../../../lib/router';
import { useSideMenuNews, useWatchSideMenuNews, type NewJobs } from '../hooks/useSideMenuNews';

/*
 * "New since your last visit" in the side menu: a chunk of its own, loaded after the page (the
 * counts are a hint the first render does not wait for).
 */

/** Asks for the counts and marks Remote Jobs seen; mounted once by the shell, menu open or not. */
export function SideMenuNewsWatcher() {
  useWatchSideMenuNews();
  return null;
}

/** A count pill at the end of an entry (what a Chip draws), part of the link's name ("Remote Jobs 3 new"). */
function NewJobsCount({ news }: { news: NewJobs | null | undefined }) {
  if (!news || news.newJobs === 0) return null;
  return (
    <Box component="span" data-testid="new-jobs" sx={NEW_JOBS}>
      {formatNewJobs(news)}
    </Box>
  );
}

const NEW_JOBS = { ml: 1, px: 0.75, borderRadius: 8, fontSize: '0.75rem', lineHeight: '18px', whiteSpace: 'nowrap', bgcolor: 'primary.main', color: 'primary.contrastText' } as const;

/** Beside Remote Jobs. */
export function JobListCount() {
  return <NewJobsCount news={useSideMenuNews()?.jobList} />;
}

/** The saved searches under Remote Jobs, with their counts: each opens the list with its filter (a list inside Remote Jobs' entry). */
export function SavedSearchEntries({ onNavigate }: { onNavigate?(): void }) {
  const searches = useSideMenuNews()?.savedSearches ?? [];
  if (searches.length === 0) return null;
  return (
    <List dense disablePadding aria-label="Saved searches">
      {searches.map((search) => (
        <li key={search.id}>
          <ListItemButton
            component={RouterLink}
            to={paths.openSavedSearch.getHref(search.id)}
            onClick={onNavigate}
            sx={{ borderRadius: 1, mx: 1, pl: 7, py: 0.25 }}
          >
            <ListItemText primary={search.name} slotProps={{ primary: { noWrap: true, variant: 'body2', title: search.name } }} />
            <NewJobsCount news={search.news} />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
