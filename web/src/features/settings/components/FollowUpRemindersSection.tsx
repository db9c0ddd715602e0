import { Controller } from 'react-hook-form';
import { followUpSettingsFormSchema, type FollowUpSettingsFormValues } from '@remotehunt/forms/tracking-items';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TryAgain } from '../../../components/TryAgain';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { serverMessage } from '../../../lib/api-errors';
import { textFieldProps } from '../../../lib/forms/text-field-props';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import { useFollowUpSettings, type FollowUpSettings } from '../hooks/useFollowUpSettings';
import { FOLLOW_UP_MESSAGES } from '../utils/settings-messages';

/**
 * The default follow-up tasks (issue 48): on or off, and how many days after applying and after a
 * phone screen or interview each is due. The shared schema checks the days; the server keeps them.
 */
export function FollowUpRemindersSection() {
  const { settings, failed, retry, save } = useFollowUpSettings();
  if (failed) return <TryAgain onRetry={retry} />;
  if (!settings) return null;
  return <FollowUpRemindersForm settings={settings} save={save} />;
}

function FollowUpRemindersForm({ settings, save }: { settings: FollowUpSettings; save(values: FollowUpSettingsFormValues): Promise<void> }) {
  const form = useSchemaForm<FollowUpSettingsFormValues>(followUpSettingsFormSchema, {
    defaultValues: { enabled: settings.enabled, appliedDays: settings.appliedDays, interviewDays: settings.interviewDays },
  });
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoader();

  const submit = form.handleSubmit(async (values) => {
    try {
      await track(save(values));
      notify({ type: 'success', message: FOLLOW_UP_MESSAGES.saved });
    } catch (error) {
      notifyFailure(error, serverMessage(error) ?? FOLLOW_UP_MESSAGES.failure);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} aria-label="Follow-up reminders" onSubmit={(event) => void submit(event)}>
      <Typography variant="body2" color="text.secondary">
        {FOLLOW_UP_MESSAGES.intro}
      </Typography>
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} name={field.name} />}
            label="Add follow-up tasks"
          />
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Days after applying"
          type="number"
          {...textFieldProps(form, 'appliedDays', FOLLOW_UP_MESSAGES.appliedHint, { valueAsNumber: true })}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { min: 0, max: 60, step: 1 } }}
        />
        <TextField
          label="Days after an interview"
          type="number"
          {...textFieldProps(form, 'interviewDays', FOLLOW_UP_MESSAGES.interviewHint, { valueAsNumber: true })}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { min: 0, max: 60, step: 1 } }}
        />
      </Stack>
      <div>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          Save
        </Button>
      </div>
    </Stack>
  );
}
