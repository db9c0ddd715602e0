import { useId, type ComponentType, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/useSession';
import { SETTINGS_MESSAGES } from '../utils/settings-messages';
import { AvatarSection } from './AvatarSection';
import { BrowserExtensionSection } from './BrowserExtensionSection';
import { CalendarSection } from './CalendarSection';
import { ChangePasswordForm } from './ChangePasswordForm';
import { FollowUpRemindersSection } from './FollowUpRemindersSection';
import { HiddenCompaniesSection } from './HiddenCompaniesSection';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { SubscriptionSection } from './SubscriptionSection';
import { WorkPlaceForm } from './WorkPlaceForm';

/** One section of the page: a titled card, a region named by its title. */
function SettingsCard({ title, spacing = 2, children }: { title: string; spacing?: number; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack spacing={spacing}>
          <Typography variant="h6" component="h2" id={titleId}>
            {title}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * MailForwardingSection: the mail-forwarding feature's Forwarded mail section, passed in by the app
 * (app/router.tsx): features do not import each other.
 */
export function AccountSettingsPage({ MailForwardingSection }: { MailForwardingSection?: ComponentType } = {}) {
  const { user, appConfig } = useSession();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {paths.accountSettings.title}
      </Typography>
      {user ? (
        <>
          <SettingsCard title="Profile" spacing={3}>
            <AvatarSection user={user} />
            <ProfileDetailsForm user={user} />
          </SettingsCard>
          <SettingsCard title="Subscription">
            <SubscriptionSection user={user} freeAccess={Boolean(appConfig?.accessSwitches.enableFreeAccessForApp)} />
          </SettingsCard>
          <SettingsCard title="Where you work from">
            <WorkPlaceForm user={user} />
          </SettingsCard>
          <SettingsCard title="Hidden companies">
            <Typography variant="body2" color="text.secondary">
              Their jobs are left out of your job lists, the filter counts and your newsletter.
            </Typography>
            <HiddenCompaniesSection />
          </SettingsCard>
          <SettingsCard title="Follow-up reminders">
            <FollowUpRemindersSection />
          </SettingsCard>
          <SettingsCard title="Calendar">
            <CalendarSection />
          </SettingsCard>
          {MailForwardingSection && (
            <SettingsCard title="Forwarded mail">
              <MailForwardingSection />
            </SettingsCard>
          )}
          <SettingsCard title="Browser extension">
            <BrowserExtensionSection />
          </SettingsCard>
          <SettingsCard title="Password">
            <ChangePasswordForm />
          </SettingsCard>
        </>
      ) : (
        <Alert severity="error">{SETTINGS_MESSAGES.unavailable}</Alert>
      )}
    </Stack>
  );
}
