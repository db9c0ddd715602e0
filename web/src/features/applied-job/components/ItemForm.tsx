import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export interface ItemFormProps<T extends FieldValues> {
  /** Names the form ("Add task", "Edit note"). */
  label: string;
  /** The item's fields, validated by its shared schema before anything is saved. */
  form: UseFormReturn<T, unknown, T>;
  /** Resolves to the server's objection to the input, shown above the fields. */
  onSave(values: T): Promise<string | undefined>;
  onCancel(): void;
  children: ReactNode;
}

/** The frame of the add/edit forms: the server's validation message, the fields, Cancel and Save. */
export function ItemForm<T extends FieldValues>({ label, form, onSave, onCancel, children }: ItemFormProps<T>) {
  const [problem, setProblem] = useState<string | undefined>();

  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    setProblem(await onSave(values));
  });

  return (
    <Stack
      component="form"
      noValidate
      aria-label={label}
      spacing={1.5}
      onSubmit={(event) => void submit(event)}
      sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {problem && <Alert severity="error">{problem}</Alert>}
      {children}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}
