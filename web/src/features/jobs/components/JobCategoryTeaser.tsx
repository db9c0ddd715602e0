import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink, useParams } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { findJobCategory } from '../../../config/job-categories';

/**
 * A category page as a visitor sees it: the public bar links here, but the
 * job list itself needs an account.
 */
export function JobCategoryTeaser() {
  const { categorySlug } = useParams();
  const category = findJobCategory(categorySlug);
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {paths.remoteJobsCategory.titleFor(categorySlug)}
      </Typography>
      <Typography color="text.secondary">
        Remote job postings in this category, gathered from many job boards. Sign in or create an account to browse
        them, filter by board and tags, and shortlist the ones you like.
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button component={RouterLink} to={paths.signUp.getHref()} variant="contained">
          Sign up
        </Button>
        <Button component={RouterLink} to={paths.signIn.getHref()} variant="outlined">
          Sign in
        </Button>
      </Stack>
      {category && (
        // The category's public page (server-rendered, outside the app): its newest jobs and how many it has.
        <Typography>
          <Link href={`/remote-${category.slug}-jobs`}>See the newest {category.label} jobs</Link>
        </Typography>
      )}
    </Stack>
  );
}
