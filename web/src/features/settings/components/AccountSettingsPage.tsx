import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/useSession';
import { SETTINGS_MESSAGES } from '../utils/settings-messages';
import { AvatarSection } from './AvatarSection';
import { ChangePasswordForm } from './ChangePasswordForm';
import { HiddenCompaniesSection } from './HiddenCompaniesSection';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { WorkPlaceForm } from './WorkPlaceForm';

export function AccountSettingsPage() {
  const { user } = useSession();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {paths.accountSettings.title}
      </Typography>
      {user ? (
        <>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={3}>
                <Typography variant="h6" component="h2">
                  Profile
                </Typography>
                <AvatarSection user={user} />
                <ProfileDetailsForm user={user} />
              </Stack>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={2}>
                <Typography variant="h6" component="h2">
                  Where you work from
                </Typography>
                <WorkPlaceForm user={user} />
              </Stack>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={2}>
                <Typography variant="h6" component="h2">
                  Hidden companies
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Their jobs are left out of your job lists, the filter counts and your newsletter.
                </Typography>
                <HiddenCompaniesSection />
              </Stack>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={2}>
                <Typography variant="h6" component="h2">
                  Password
                </Typography>
                <ChangePasswordForm />
              </Stack>
            </CardContent>
          </Card>
        </>
      ) : (
        <Alert severity="error">{SETTINGS_MESSAGES.unavailable}</Alert>
      )}
    </Stack>
  );
}
