import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProgressBar } from '../../../components/ProgressBar';
import { useAdminAppConfig } from '../hooks/useAdminAppConfig';
import { useEmailTemplatePreview, type MailPreview } from '../hooks/useEmailTemplatePreview';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import { EmailTemplateSelect } from './EmailTemplateSelect';

const PRE = { m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto', whiteSpace: 'pre-wrap', typography: 'body2', fontFamily: 'monospace' } as const;

function Preview({ preview }: { preview: MailPreview }) {
  return (
    <Stack spacing={1.5}>
      <Typography>
        <Box component="span" sx={{ fontWeight: 600 }}>
          Subject:
        </Box>{' '}
        {preview.subject}
      </Typography>
      {/* The mail's HTML runs nothing here: an empty sandbox allows no scripts, forms or navigation. */}
      <Box
        component="iframe"
        sandbox=""
        srcDoc={preview.html}
        title="Email preview"
        sx={{ width: '100%', height: 560, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
      />
      <Box component="details">
        <Box component="summary" sx={{ cursor: 'pointer', typography: 'body2', mb: 1 }}>
          Text version
        </Box>
        <Box component="pre" sx={PRE}>
          {preview.text}
        </Box>
      </Box>
    </Stack>
  );
}

/** A marketing template as it will arrive, rendered with sample data. */
export function EmailTemplatesTab() {
  const [templateId, setTemplateId] = useState('');
  const { emailTemplates } = useAdminAppConfig();
  const { preview, loading } = useEmailTemplatePreview(templateId);
  return (
    <Stack spacing={2}>
      <Box>
        <EmailTemplateSelect templates={emailTemplates} value={templateId} onChange={setTemplateId} />
      </Box>
      <Box sx={{ height: 4 }}>{loading && <ProgressBar label="Loading preview" />}</Box>
      {!templateId && <Typography color="text.secondary">{ADMIN_MESSAGES.choosePreview}</Typography>}
      {preview && <Preview preview={preview} />}
    </Stack>
  );
}
