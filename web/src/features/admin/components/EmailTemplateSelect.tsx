import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { EmailTemplate } from '../hooks/useAdminAppConfig';

export interface EmailTemplateSelectProps {
  templates: readonly EmailTemplate[];
  /** A template id, or '' for none chosen. */
  value: string;
  onChange(templateId: string): void;
}

/** The app config's marketing email templates, by name. */
export function EmailTemplateSelect({ templates, value, onChange }: EmailTemplateSelectProps) {
  return (
    <TextField
      select
      label="Email template"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      size="small"
      sx={{ minWidth: 240 }}
    >
      {templates.map((template) => (
        <MenuItem key={template.id} value={template.id}>
          {template.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
