import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';

/** A section of the side panel: its heading, the add button (hidden while a form is open), the form and the list. */
export function ItemPanel({
  title,
  addLabel,
  onAdd,
  form,
  children,
}: {
  title: string;
  addLabel: string;
  onAdd(): void;
  /** The open add/edit form, or null. */
  form: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {!form && (
          <Button size="small" startIcon={<Add />} onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </Stack>
      {form}
      {children}
    </Stack>
  );
}
