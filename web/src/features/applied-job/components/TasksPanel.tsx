import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotify } from '../../../components/Notifications';
import { isUnauthenticated } from '../../../lib/api-errors';
import { browserTimeZone } from '../../../lib/places';
import { useAddJobTask } from '../hooks/useAddJobTask';
import { useDeleteJobTask } from '../hooks/useDeleteJobTask';
import { useItemEditor } from '../hooks/useItemEditor';
import { useJobTasks, type JobTask } from '../hooks/useJobTasks';
import { useUpdateJobTask, type JobTaskChanges } from '../hooks/useUpdateJobTask';
import { TASK_MESSAGES } from '../utils/applied-job-messages';
import { dueLabel, fromLocalInput, isOverdue, toLocalInput } from '../utils/task-due';
import { ItemActions } from './ItemActions';
import { ItemPanel } from './ItemPanel';
import { PagedItemList } from './PagedItemList';
import { TaskForm, type TaskFormResult } from './TaskForm';

/** A due time picked on this device: the instant, and the zone it was picked in. */
const dueOf = (due: string) => ({ dueAt: fromLocalInput(due), dueTimeZone: browserTimeZone() });

/** The form's changes: the text, and the due time only when it changed (so an edit never moves it by a rounding). */
function changesOf(task: JobTask, { content, due }: TaskFormResult): JobTaskChanges {
  if (due === toLocalInput(task.dueAt)) return { content };
  return due ? { content, ...dueOf(due) } : { content, dueAt: null };
}

export function TasksPanel({ appliedJobId }: { appliedJobId: string }) {
  const [page, setPage] = useState(1);
  const result = useJobTasks(appliedJobId, page);
  const addTask = useAddJobTask();
  const updateTask = useUpdateJobTask();
  const deleteTask = useDeleteJobTask();
  const notify = useNotify();

  const editor = useItemEditor<JobTask, TaskFormResult>({
    add: useCallback(({ content, due }: TaskFormResult) => addTask(appliedJobId, { content, ...(due ? dueOf(due) : {}) }), [addTask, appliedJobId]),
    update: useCallback((task: JobTask, values: TaskFormResult) => updateTask(task, changesOf(task, values)), [updateTask]),
    remove: useCallback((task: JobTask) => deleteTask(appliedJobId, task._id), [deleteTask, appliedJobId]),
    messages: TASK_MESSAGES,
    onAdded: useCallback(() => setPage(1), []),
  });

  // Saved on every click. The checkbox turns at once; the message says the server kept it (a
  // refused toggle turns back and says so).
  const toggleDone = async (task: JobTask, done: boolean) => {
    try {
      await updateTask(task, { done });
      notify({ type: 'success', message: done ? TASK_MESSAGES.markedDone : TASK_MESSAGES.markedNotDone });
    } catch (error) {
      if (!isUnauthenticated(error)) notify({ type: 'error', message: TASK_MESSAGES.updateFailed });
    }
  };

  const { target } = editor;
  return (
    <ItemPanel
      title="Tasks"
      addLabel="Add task"
      onAdd={editor.startAdding}
      form={
        target && <TaskForm key={target.item?._id ?? 'new'} task={target.item} onSave={editor.save} onCancel={editor.close} />
      }
    >
      <PagedItemList
        label="Tasks"
        result={result}
        page={page}
        onPageChange={setPage}
        emptyText={TASK_MESSAGES.empty}
        renderItem={(task) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <FormControlLabel
                sx={{ mr: 0, overflowWrap: 'anywhere' }}
                control={<Checkbox size="small" checked={task.done} onChange={(event) => void toggleDone(task, event.target.checked)} />}
                label={task.content}
                slotProps={{
                  typography: { sx: task.done ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined },
                }}
              />
              {task.dueAt && <TaskDue task={task} />}
            </Box>
            <ItemActions
              editLabel={`Edit task ${task.content}`}
              deleteLabel={`Delete task ${task.content}`}
              onEdit={() => editor.startEditing(task)}
              onDelete={() => void editor.remove(task)}
            />
          </Stack>
        )}
      />
    </ItemPanel>
  );
}

/** When the task is due, under its text; past due and not done, in red and said in words. */
function TaskDue({ task }: { task: JobTask }) {
  const overdue = isOverdue(task);
  return (
    <Typography
      variant="caption"
      component="p"
      data-overdue={overdue || undefined}
      sx={{ ml: 4, mt: -0.5, color: overdue ? 'error.main' : 'text.secondary', fontWeight: overdue ? 600 : undefined }}
    >
      {dueLabel(task.dueAt!)}
      {overdue && ` · ${TASK_MESSAGES.overdue}`}
    </Typography>
  );
}
