import Link from '@mui/material/Link';
import WorkOutline from '@mui/icons-material/WorkOutline';
import { RouterLink } from '../../../lib/router';
import { paths } from '../../../config/paths';

export function BrandLink() {
  return (
    <Link
      component={RouterLink}
      to={paths.home.getHref()}
      underline="none"
      color="primary"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 700, fontSize: '1.2rem' }}
    >
      <WorkOutline aria-hidden />
      RemoteHunt
    </Link>
  );
}
