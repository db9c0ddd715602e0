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

/** A small centred card holding one form: sign in, sign up and the password recovery forms. */
export function FormCard({ title, onSubmit, children }: { title: string; onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ maxWidth: 440, mx: 'auto', mt: { xs: 2, md: 6 } }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={title}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
