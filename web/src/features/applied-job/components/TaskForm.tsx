import { taskFormSchema, type TaskFormValues } from '@remotehunt/forms/tracking-items';
import TextField from '@mui/material/TextField';
import { textFieldProps } from '../../../lib/forms/text-field-props';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import type { JobTask } from '../hooks/useJobTasks';
import { toLocalInput } from '../utils/task-due';
import { ItemForm } from './ItemForm';

/** What the form saves: the text, and the due time as this device's clock shows it ('' for none). */
export interface TaskFormResult {
  content: string;
  due: string;
}

export function TaskForm({
  task,
  onSave,
  onCancel,
}: {
  /** The task being edited; null adds a new one. */
  task: JobTask | null;
  onSave(values: TaskFormResult): Promise<string | undefined>;
  onCancel(): void;
}) {
  const form = useSchemaForm<TaskFormValues>(taskFormSchema, { defaultValues: { content: task?.content ?? '', due: toLocalInput(task?.dueAt) } });

  return (
    <ItemForm
      label={task ? 'Edit task' : 'Add task'}
      form={form}
      onSave={({ content, due }) => onSave({ content: content.trim(), due: due ?? '' })}
      onCancel={onCancel}
    >
      <>
        <TextField label="Task" {...textFieldProps(form, 'content')} required multiline minRows={2} size="small" fullWidth autoFocus />
        <TextField
          label="Due (optional)"
          type="datetime-local"
          {...textFieldProps(form, 'due', 'Your time; leave it blank for none')}
          size="small"
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </>
    </ItemForm>
  );
}
