import { useCallback, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAddJobNote } from '../hooks/useAddJobNote';
import { useDeleteJobNote } from '../hooks/useDeleteJobNote';
import { useItemEditor } from '../hooks/useItemEditor';
import { useJobNotes, type JobNote, type JobNoteValues } from '../hooks/useJobNotes';
import { useUpdateJobNote } from '../hooks/useUpdateJobNote';
import { NOTE_MESSAGES } from '../utils/applied-job-messages';
import { ItemActions } from './ItemActions';
import { ItemPanel } from './ItemPanel';
import { NoteForm } from './NoteForm';
import { PagedItemList } from './PagedItemList';

export function NotesPanel({ appliedJobId }: { appliedJobId: string }) {
  const [page, setPage] = useState(1);
  const result = useJobNotes(appliedJobId, page);
  const addNote = useAddJobNote();
  const updateNote = useUpdateJobNote();
  const deleteNote = useDeleteJobNote();

  const editor = useItemEditor<JobNote, JobNoteValues>({
    add: useCallback((values: JobNoteValues) => addNote(appliedJobId, values), [addNote, appliedJobId]),
    update: updateNote,
    remove: useCallback((note: JobNote) => deleteNote(appliedJobId, note._id), [deleteNote, appliedJobId]),
    messages: NOTE_MESSAGES,
    onAdded: useCallback(() => setPage(1), []),
  });

  const { target } = editor;
  return (
    <ItemPanel
      title="Notes"
      addLabel="Add note"
      onAdd={editor.startAdding}
      form={target && <NoteForm key={target.item?._id ?? 'new'} note={target.item} onSave={editor.save} onCancel={editor.close} />}
    >
      <PagedItemList
        label="Notes"
        result={result}
        page={page}
        onPageChange={setPage}
        emptyText={NOTE_MESSAGES.empty}
        renderItem={(note) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Stack sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              <Typography sx={{ fontWeight: 600 }}>{note.title}</Typography>
              {note.description && (
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                  {note.description}
                </Typography>
              )}
            </Stack>
            <ItemActions
              editLabel={`Edit note ${note.title}`}
              deleteLabel={`Delete note ${note.title}`}
              onEdit={() => editor.startEditing(note)}
              onDelete={() => void editor.remove(note)}
            />
          </Stack>
        )}
      />
    </ItemPanel>
  );
}
