import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export interface ItemFormProps {
  /** Names the form ("Add task", "Edit note"). */
  label: string;
  /** Marks missing required fields; false stops the save. */
  validate(): boolean;
  /** Resolves to the server's objection to the input, shown above the fields. */
  onSave(): Promise<string | undefined>;
  onCancel(): void;
  children: ReactNode;
}

/** The frame of the add/edit forms: the server's validation message, the fields, Cancel and Save. */
export function ItemForm({ label, validate, onSave, onCancel, children }: ItemFormProps) {
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validate()) return;
    setProblem(undefined);
    setSaving(true);
    try {
      setProblem(await onSave());
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      aria-label={label}
      spacing={1.5}
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {problem && <Alert severity="error">{problem}</Alert>}
      {children}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={saving}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}
