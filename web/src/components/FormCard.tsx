import type { FormEventHandler, ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * Every field here is required, so the asterisk adds nothing but noise to the
 * label ("Password *"); the input keeps its required attribute.
 */
export const EXACT_LABEL = { inputLabel: { required: false } } as const;

interface FormCardProps {
  title: string;
  /** What the form does, under the title (the pages opened from a mail's link say what they change). */
  description?: ReactNode;
  /** 440 px suits a few short fields; a page with a paragraph of text is wider. */
  maxWidth?: number;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * A small centred card holding one form: sign in, sign up, the password recovery forms, and the
 * pages a mail's link opens without signing in (unsubscribe, stop a saved search's alerts).
 */
export function FormCard({ title, description, maxWidth = 440, onSubmit, children }: FormCardProps) {
  return (
    <Card variant="outlined" sx={{ maxWidth, mx: 'auto', mt: { xs: 2, md: 6 } }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={title}>
          {description && <Typography color="text.secondary">{description}</Typography>}
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
