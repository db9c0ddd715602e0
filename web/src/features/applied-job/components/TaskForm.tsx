import { useState } from 'react';
import TextField from '@mui/material/TextField';
import type { JobTask } from '../hooks/useJobTasks';
import { TASK_MESSAGES } from '../utils/applied-job-messages';
import { ItemForm } from './ItemForm';

export function TaskForm({
  task,
  onSave,
  onCancel,
}: {
  /** The task being edited; null adds a new one. */
  task: JobTask | null;
  onSave(content: string): Promise<string | undefined>;
  onCancel(): void;
}) {
  const [content, setContent] = useState(task?.content ?? '');
  const [missing, setMissing] = useState(false);

  const validate = () => {
    const blank = !content.trim();
    setMissing(blank);
    return !blank;
  };

  return (
    <ItemForm label={task ? 'Edit task' : 'Add task'} validate={validate} onSave={() => onSave(content.trim())} onCancel={onCancel}>
      <TextField
        label="Task"
        name="content"
        value={content}
        onChange={(event) => setContent(event.target.value)}
        required
        error={missing}
        helperText={missing ? TASK_MESSAGES.contentRequired : undefined}
        multiline
        minRows={2}
        size="small"
        fullWidth
        autoFocus
      />
    </ItemForm>
  );
}
