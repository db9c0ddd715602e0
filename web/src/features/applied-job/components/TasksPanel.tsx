import { useCallback, useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useNotify } from '../../../components/Notifications';
import { isUnauthenticated } from '../../../lib/api-errors';
import { useAddJobTask } from '../hooks/useAddJobTask';
import { useDeleteJobTask } from '../hooks/useDeleteJobTask';
import { useItemEditor } from '../hooks/useItemEditor';
import { useJobTasks, type JobTask } from '../hooks/useJobTasks';
import { useUpdateJobTask } from '../hooks/useUpdateJobTask';
import { TASK_MESSAGES } from '../utils/applied-job-messages';
import { ItemActions } from './ItemActions';
import { ItemPanel } from './ItemPanel';
import { PagedItemList } from './PagedItemList';
import { TaskForm } from './TaskForm';

export function TasksPanel({ appliedJobId }: { appliedJobId: string }) {
  const [page, setPage] = useState(1);
  const result = useJobTasks(appliedJobId, page);
  const addTask = useAddJobTask();
  const updateTask = useUpdateJobTask();
  const deleteTask = useDeleteJobTask();
  const notify = useNotify();

  const editor = useItemEditor<JobTask, string>({
    add: useCallback((content: string) => addTask(appliedJobId, content), [addTask, appliedJobId]),
    update: useCallback((task: JobTask, content: string) => updateTask(task, { content }), [updateTask]),
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
            <FormControlLabel
              sx={{ flexGrow: 1, minWidth: 0, mr: 0, overflowWrap: 'anywhere' }}
              control={<Checkbox size="small" checked={task.done} onChange={(event) => void toggleDone(task, event.target.checked)} />}
              label={task.content}
              slotProps={{
                typography: { sx: task.done ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined },
              }}
            />
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
