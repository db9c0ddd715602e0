import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { useCurrentPage } from '../hooks/useCurrentPage';

export function AppBreadcrumbs() {
  const { crumbs } = useCurrentPage();
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
      <Link component={RouterLink} to={paths.home.getHref()} underline="hover" color="inherit">
        Home
      </Link>
      {crumbs.map((crumb, index) =>
        crumb.to && index < crumbs.length - 1 ? (
          <Link key={crumb.label} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography key={crumb.label} color="text.primary" aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
