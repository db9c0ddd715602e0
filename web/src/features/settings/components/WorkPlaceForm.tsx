import { Controller } from 'react-hook-form';
import { workPlaceFormSchema } from '@remotehunt/forms/accounts';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { serverMessage } from '../../../lib/api-errors';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import { browserTimeZone, COUNTRY_OPTIONS, TIME_ZONES } from '../../../lib/places';
import type { SessionUser } from '../../../lib/session/SessionContext';
import { useUpdateProfile } from '../hooks/useUpdateProfile';
import { SETTINGS_MESSAGES } from '../utils/settings-messages';

/**
 * Where the user works from: their country (which jobs they can take) and, optionally, their time
 * zone (a job's working hours are checked against it; without one, any of the country's zones
 * counts). Both may be cleared. Both are picked from lists; the shared schema checks their shape
 * and the server whether they are a country and a zone it knows.
 */
export function WorkPlaceForm({ user }: { user: SessionUser }) {
  const form = useSchemaForm(workPlaceFormSchema, { defaultValues: { country: user.country ?? null, timezone: user.timezone ?? null } });
  const timezone = form.watch('timezone');
  const updateProfile = useUpdateProfile();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoader();
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await track(updateProfile(values));
      notify({ type: 'success', message: SETTINGS_MESSAGES.workPlaceUpdated });
    } catch (error) {
      notifyFailure(error, serverMessage(error));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)} aria-label="Where you work from">
      <Typography variant="body2" color="text.secondary">
        Your country, and your time zone if a job asks for certain hours, decide which jobs you can take: every job card says where it can be done from, and whether that is open to you.
      </Typography>
      <Controller
        control={form.control}
        name="country"
        render={({ field }) => (
          <Autocomplete
            options={COUNTRY_OPTIONS}
            value={COUNTRY_OPTIONS.find((c) => c.code === field.value) ?? null}
            onChange={(_event, value) => field.onChange(value?.code ?? null)}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.code === value.code}
            renderInput={(params) => (
              <TextField {...params} label="Country" name="country" error={Boolean(errors.country)} helperText={errors.country?.message} />
            )}
          />
        )}
      />
      <Controller
        control={form.control}
        name="timezone"
        render={({ field }) => (
          <Autocomplete
            options={TIME_ZONES}
            value={field.value}
            onChange={(_event, value) => field.onChange(value)}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Time zone (optional)"
                name="timezone"
                error={Boolean(errors.timezone)}
                helperText={errors.timezone?.message ?? 'Jobs that ask for certain working hours are matched against it.'}
              />
            )}
          />
        )}
      />
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained">
          Save
        </Button>
        {!timezone && (
          <Button type="button" onClick={() => form.setValue('timezone', browserTimeZone())}>
            Use this device&apos;s time zone
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
