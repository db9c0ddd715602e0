import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { ProgressBar } from '../../../components/ProgressBar';
import { TryAgain } from '../../../components/TryAgain';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import type { AccessSwitchesInput } from '../../../generated/graphql';
import { useAdminAppConfig, type AccessSwitches } from '../hooks/useAdminAppConfig';
import { useSetAccessSwitches } from '../hooks/useSetAccessSwitches';
import { ADMIN_MESSAGES } from '../utils/admin-messages';

const SWITCHES: readonly { field: keyof AccessSwitches & keyof AccessSwitchesInput; label: string }[] = [
  { field: 'enableFreeAccessForApp', label: 'Free access for the app' },
  { field: 'enableFreeAccessForNewsletter', label: 'Free access for the newsletter' },
];

/** Free access for everyone, to the app or to the newsletter; each switch saves at once. */
export function AccessTab() {
  const { accessSwitches, loading, failed, retry } = useAdminAppConfig({ fresh: true });
  const { save, saving } = useSetAccessSwitches();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoader();

  const toggle = async (field: keyof AccessSwitchesInput, enabled: boolean) => {
    try {
      await track(save({ [field]: enabled }));
      notify({ type: 'success', message: ADMIN_MESSAGES.accessSaved });
    } catch (error) {
      notifyFailure(error, ADMIN_MESSAGES.accessSaveFailed);
    }
  };

  return (
    <Stack spacing={1}>
      {loading && !accessSwitches && <ProgressBar label="Loading access switches" />}
      {failed && <TryAgain onRetry={retry} />}
      {accessSwitches && (
        <FormGroup>
          {SWITCHES.map(({ field, label }) => (
            <FormControlLabel
              key={field}
              label={label}
              control={<Switch checked={accessSwitches[field]} disabled={saving} onChange={(_e, checked) => void toggle(field, checked)} />}
            />
          ))}
        </FormGroup>
      )}
      <Typography variant="body2" color="text.secondary">
        Free access lets every signed-in user in without a subscription.
      </Typography>
    </Stack>
  );
}
