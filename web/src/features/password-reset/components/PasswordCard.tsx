import type { FormEventHandler, ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The one field is required, so the asterisk adds only noise to its label; the input keeps its required attribute. */
export const EXACT_LABEL = { inputLabel: { required: false } } as const;

/** The card of the password recovery forms, shaped like sign in's, which they lead to and from. */
export function PasswordCard({ title, onSubmit, children }: { title: string; onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
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
