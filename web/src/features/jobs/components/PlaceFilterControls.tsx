import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ToggleCheckbox } from '../../../components/ToggleCheckbox';
import { paths } from '../../../config/paths';
import { RouterLink } from '../../../lib/router';
import type { PlaceFilter } from '../utils/job-filters';

export interface PlaceFilterControlsProps {
  /** The country the user works from (Account Settings); null until they say. */
  countryName: string | null;
  value: PlaceFilter;
  onChange(value: PlaceFilter): void;
}

/**
 * "Jobs I can take from {country}": on, the list leaves out jobs that refuse the country (the
 * server's default once the user has one); "Only confirmed" keeps just the jobs that admit it.
 * Without a country there is nothing to judge by, so the user is pointed to where they set it.
 */
export function PlaceFilterControls({ countryName, value, onChange }: PlaceFilterControlsProps) {
  if (!countryName) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
        Set your country in{' '}
        <Link component={RouterLink} to={paths.accountSettings.getHref()}>
          {paths.accountSettings.title}
        </Link>{' '}
        to see only jobs you can take.
      </Typography>
    );
  }
  return (
    <>
      <ToggleCheckbox label={`Jobs I can take from ${countryName}`} checked={value !== 'any'} onChange={(on) => onChange(on ? 'open' : 'any')} />
      <ToggleCheckbox
        kind="checkbox"
        label="Only confirmed"
        title={`Only jobs that say they can be done from ${countryName}`}
        disabled={value === 'any'}
        checked={value === 'confirmed'}
        onChange={(on) => onChange(on ? 'confirmed' : 'open')}
      />
    </>
  );
}
