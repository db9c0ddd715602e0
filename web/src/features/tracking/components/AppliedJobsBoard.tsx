import { useEffect, useMemo, useRef, useState } from 'react';
import { DragDropContext, type DropResult, type ResponderProvided } from '@hello-pangea/dnd';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useConfirm } from '../../../components/ConfirmDialog';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { isUnauthenticated } from '../../../lib/api-errors';
import type { JobStatus } from '../../../lib/session/SessionContext';
import { useSession } from '../../../lib/session/useSession';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { useDeleteAppliedJob } from '../hooks/useDeleteAppliedJob';
import { useUpdateAppliedJobStatus } from '../hooks/useUpdateAppliedJobStatus';
import { APPLIED_JOBS_MESSAGES } from '../utils/applied-jobs-messages';
import { DRAG_INSTRUCTIONS, dragAnnouncements } from '../utils/drag-announcements';
import type { AddJobTarget } from '../utils/add-job';
import { groupByStatus, SAVED_COLUMN, statusMoveFromDrop, type AppliedJob, type StatusColumn as Column } from '../utils/status-board';
import { StatusColumn } from './StatusColumn';

/**
 * Whether the columns overflow their container (eight statuses are wider than most screens), and
 * on first showing with jobs, the board scrolled to the first column that holds any: a phone
 * shows two columns, and opening on empty ones looks like an empty board (issue 23, item 11).
 */
function useBoardScroll(firstFilled: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const scrolled = useRef(false);
  useEffect(() => {
    const board = ref.current;
    if (!board) return;
    const measure = () => setOverflows(board.scrollWidth > board.clientWidth + 1);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(board);
    return () => observer?.disconnect();
  }, []);
  useEffect(() => {
    const board = ref.current;
    const column = board?.children[firstFilled] as HTMLElement | undefined;
    if (!board || !column || firstFilled < 0 || scrolled.current) return;
    scrolled.current = true;
    // The board is the columns' offset parent (position: relative), so this is the column's place in it.
    board.scrollLeft = column.offsetLeft;
  }, [firstFilled]);
  return { ref, overflows };
}

/**
 * The jobs saved for later, then the applications in one column per status; a card dragged to
 * another column changes its status, and a saved one dragged to a status is applied to.
 */
export function AppliedJobsBoard({ jobs, onAdd }: { jobs: readonly AppliedJob[]; onAdd(target: AddJobTarget): void }) {
  const { jobStatuses } = useSession();
  // An application on the move may not land in Saved; a saved job may come back to it.
  const [applicationDragged, setApplicationDragged] = useState(false);
  const columns = useMemo(() => groupByStatus(jobs, jobStatuses), [jobs, jobStatuses]);
  const board = useBoardScroll(columns.findIndex((column) => column.jobs.length > 0));
  const announcements = useMemo(() => dragAnnouncements(columns), [columns]);
  const updateStatus = useUpdateAppliedJobStatus();
  const deleteAppliedJob = useDeleteAppliedJob();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const confirm = useConfirm();
  const { track } = useLoader();

  const move = async (job: AppliedJob, status: JobStatus) => {
    try {
      await updateStatus(job, status._id);
      notify({
        type: 'success',
        message: job.saved ? APPLIED_JOBS_MESSAGES.markedApplied(job.jobInfo.jobTitle, status.title) : APPLIED_JOBS_MESSAGES.statusUpdated(status.title),
      });
    } catch (error) {
      notifyFailure(error);
    }
  };

  /** "I applied" on a saved card: it joins the status it was saved with (the first, unless chosen). */
  const apply = (job: AppliedJob) => {
    const status = jobStatuses.find((s) => s._id === job.status) ?? jobStatuses[0];
    if (status) void move(job, status);
  };

  const add = (column: Column) => onAdd(column.saved ? { saved: true } : { status: column.status._id });

  const remove = async (job: AppliedJob) => {
    if (!(await confirm(APPLIED_JOBS_MESSAGES.deleteConfirm))) return;
    try {
      await track(deleteAppliedJob(job));
      notify({ type: 'success', message: APPLIED_JOBS_MESSAGES.deleted });
    } catch (error) {
      if (!isUnauthenticated(error)) notify({ type: 'error', message: APPLIED_JOBS_MESSAGES.deleteFailed });
    }
  };

  const dropped = (result: DropResult, provided: ResponderProvided) => {
    setApplicationDragged(false);
    provided.announce(announcements.end(result));
    const statusMove = statusMoveFromDrop(result);
    if (!statusMove) return;
    const job = jobs.find((j) => j._id === statusMove.appliedJobId);
    const status = jobStatuses.find((s) => s._id === statusMove.toStatus);
    if (job && status) void move(job, status);
  };

  return (
    <DragDropContext
      dragHandleUsageInstructions={DRAG_INSTRUCTIONS}
      onDragStart={(start, provided) => {
        setApplicationDragged(start.source.droppableId !== SAVED_COLUMN._id);
        provided.announce(announcements.start(start));
      }}
      onDragUpdate={(update, provided) => provided.announce(announcements.update(update))}
      onDragEnd={dropped}
    >
      {board.overflows && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {APPLIED_JOBS_MESSAGES.scrollHint(jobStatuses.length)}
        </Typography>
      )}
      {/* The one scroll container of the droppables: eight statuses are wider than most screens. */}
      <Box ref={board.ref} data-testid="status-board" sx={{ display: 'flex', alignItems: 'stretch', gap: 2, overflowX: 'auto', pb: 1, position: 'relative' }}>
        {columns.map((column) => (
          <StatusColumn
            key={column.status._id}
            column={column}
            dropDisabled={column.saved && applicationDragged}
            onDelete={(job) => void remove(job)}
            onApply={apply}
            onAdd={add}
          />
        ))}
      </Box>
    </DragDropContext>
  );
}
