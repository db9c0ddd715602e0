import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { useAdminAppConfig } from '../hooks/useAdminAppConfig';
import type { AdminUser } from '../hooks/useAdminUsers';
import { useSendMarketingEmail } from '../hooks/useSendMarketingEmail';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import { EmailTemplateSelect } from './EmailTemplateSelect';

/** Sends one of the marketing templates to the user. */
export function TemplateEmailSend({ user }: { user: AdminUser }) {
  const [templateId, setTemplateId] = useState('');
  const { emailTemplates } = useAdminAppConfig();
  const { send, sending } = useSendMarketingEmail();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoader();
  const template = emailTemplates.find((t) => t.id === templateId);

  const sendEmail = async () => {
    if (!template) return;
    try {
      await track(send(template.id, user.email));
      notify({ type: 'success', message: ADMIN_MESSAGES.templateSent(template.name) });
    } catch (error) {
      notifyFailure(error, ADMIN_MESSAGES.templateSendFailed(template.name));
    }
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 260 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <EmailTemplateSelect templates={emailTemplates} value={templateId} onChange={setTemplateId} />
        <Button variant="contained" disabled={!template || sending} onClick={() => void sendEmail()}>
          Send email
        </Button>
      </Stack>
      {user.emailsUnsubscribed && (
        <Typography variant="caption" color="text.secondary">
          {ADMIN_MESSAGES.unsubscribedFromMarketing}
        </Typography>
      )}
    </Stack>
  );
}
