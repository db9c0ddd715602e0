import { useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { serverMessage } from '../../../lib/api-errors';
import { browserTimeZone, COUNTRY_OPTIONS, type CountryOption, TIME_ZONES } from '../../../lib/places';
import type { SessionUser } from '../../../lib/session/SessionContext';
import { useUpdateProfile } from '../hooks/useUpdateProfile';
import { SETTINGS_MESSAGES } from '../utils/settings-messages';

/**
 * Where the user works from: their country (which jobs they can take) and, optionally, their time
 * zone (a job's working hours are checked against it; without one, any of the country's zones
 * counts). Both may be cleared.
 */
export function WorkPlaceForm({ user }: { user: SessionUser }) {
  const [country, setCountry] = useState<CountryOption | null>(COUNTRY_OPTIONS.find((c) => c.code === user.country) ?? null);
  const [timezone, setTimezone] = useState<string | null>(user.timezone ?? null);
  const updateProfile = useUpdateProfile();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoader();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await track(updateProfile({ country: country?.code ?? null, timezone }));
      notify({ type: 'success', message: SETTINGS_MESSAGES.workPlaceUpdated });
    } catch (error) {
      notifyFailure(error, serverMessage(error));
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Where you work from">
      <Typography variant="body2" color="text.secondary">
        Your country, and your time zone if a job asks for certain hours, decide which jobs you can take: every job card says where it can be done from, and whether that is open to you.
      </Typography>
      <Autocomplete
        options={COUNTRY_OPTIONS}
        value={country}
        onChange={(_event, value) => setCountry(value)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.code === value.code}
        renderInput={(params) => <TextField {...params} label="Country" name="country" />}
      />
      <Autocomplete
        options={TIME_ZONES}
        value={timezone}
        onChange={(_event, value) => setTimezone(value)}
        renderInput={(params) => (
          <TextField {...params} label="Time zone (optional)" name="timezone" helperText="Jobs that ask for certain working hours are matched against it." />
        )}
      />
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained">
          Save
        </Button>
        {!timezone && (
          <Button type="button" onClick={() => setTimezone(browserTimeZone())}>
            Use this device&apos;s time zone
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
