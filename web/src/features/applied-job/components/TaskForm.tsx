import { taskFormSchema } from '@remotehunt/forms/tracking-items';
import TextField from '@mui/material/TextField';
import { textFieldProps } from '../../../lib/forms/text-field-props';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import type { JobTask } from '../hooks/useJobTasks';
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
  const form = useSchemaForm(taskFormSchema, { defaultValues: { content: task?.content ?? '' } });

  return (
    <ItemForm label={task ? 'Edit task' : 'Add task'} form={form} onSave={({ content }) => onSave(content.trim())} onCancel={onCancel}>
      <TextField label="Task" {...textFieldProps(form, 'content')} required multiline minRows={2} size="small" fullWidth autoFocus />
    </ItemForm>
  );
}
