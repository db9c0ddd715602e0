import { useState } from 'react';
import TextField from '@mui/material/TextField';
import type { JobNote, JobNoteValues } from '../hooks/useJobNotes';
import { NOTE_MESSAGES } from '../utils/applied-job-messages';
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
  const [title, setTitle] = useState(note?.title ?? '');
  const [description, setDescription] = useState(note?.description ?? '');
  const [missing, setMissing] = useState(false);

  const validate = () => {
    const blank = !title.trim();
    setMissing(blank);
    return !blank;
  };

  return (
    <ItemForm
      label={note ? 'Edit note' : 'Add note'}
      validate={validate}
      onSave={() => onSave({ title: title.trim(), description: description.trim() })}
      onCancel={onCancel}
    >
      <TextField
        label="Title"
        name="title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        required
        error={missing}
        helperText={missing ? NOTE_MESSAGES.titleRequired : undefined}
        size="small"
        fullWidth
        autoFocus
      />
      <TextField
        label="Description"
        name="description"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        multiline
        minRows={3}
        size="small"
        fullWidth
      />
    </ItemForm>
  );
}
