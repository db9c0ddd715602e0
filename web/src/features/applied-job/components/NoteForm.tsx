import { noteFormSchema } from '@remotehunt/forms/tracking-items';
import TextField from '@mui/material/TextField';
import { textFieldProps } from '../../../lib/forms/text-field-props';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import type { JobNote, JobNoteValues } from '../hooks/useJobNotes';
import { ItemForm } from './ItemForm';

export function NoteForm({
  note,
  onSave,
  onCancel,
}: {
  /** The note being edited; null adds a new one. */
  note: JobNote | null;
  onSave(values: JobNoteValues): Promise<string | undefined>;
  onCancel(): void;
}) {
  const form = useSchemaForm(noteFormSchema, { defaultValues: { title: note?.title ?? '', description: note?.description ?? '' } });

  return (
    <ItemForm
      label={note ? 'Edit note' : 'Add note'}
      form={form}
      onSave={({ title, description }) => onSave({ title: title.trim(), description: description.trim() })}
      onCancel={onCancel}
    >
      <TextField label="Title" {...textFieldProps(form, 'title')} required size="small" fullWidth autoFocus />
      <TextField label="Description" {...textFieldProps(form, 'description')} multiline minRows={3} size="small" fullWidth />
    </ItemForm>
  );
}
