import { useId } from 'react';
import { Droppable } from '@hello-pangea/dnd';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import type { AppliedJob, StatusColumn as Column } from '../utils/status-board';
import { AppliedJobCard } from './AppliedJobCard';

const COLUMN_WIDTH = 272;

const columnStyles = (theme: Theme) => ({
  flex: `0 0 ${COLUMN_WIDTH}px`,
  display: 'flex',
  flexDirection: 'column' as const,
  bgcolor: 'grey.100',
  '& .status-column-header': { display: 'flex', alignItems: 'center', gap: 0.5, pr: 1, pt: 1.5, pb: 1 },
  '& .status-column-heading': {
    ...theme.typography.subtitle1,
    fontWeight: 600,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexGrow: 1,
    gap: 1,
    m: 0,
    pl: 1.5,
  },
  '& .status-column-count': {
    ...theme.typography.caption,
    minWidth: 24,
    px: 1,
    borderRadius: '12px',
    textAlign: 'center' as const,
    bgcolor: 'action.selected',
  },
  // Tall enough to drop into when empty; grows with its cards, the page scrolls.
  '& .status-column-cards': {
    listStyle: 'none',
    m: 0,
    p: 1,
    pt: 0,
    flexGrow: 1,
    minHeight: 96,
    borderRadius: 1,
    transition: 'background-color 0.2s',
  },
  // Margins, not a flex gap: the library measures a card with its margins to make room for it.
  '& .status-column-cards > li': { mb: 1 },
  '& .status-column-cards.is-over': { bgcolor: 'action.hover' },
});

export interface StatusColumnProps {
  column: Column;
  /** While an application is dragged, Saved takes no drop: an application is not undone. */
  dropDisabled: boolean;
  onDelete(job: AppliedJob): void;
  onApply(job: AppliedJob): void;
  /** Opens the Add job form for this column: applied in its status, or saved for later. */
  onAdd(column: Column): void;
}

/** A status's applications (or the jobs saved for later), as a drop target named by the status id (see statusMoveFromDrop). */
export function StatusColumn({ column, dropDisabled, onDelete, onApply, onAdd }: StatusColumnProps) {
  const { status, jobs, saved } = column;
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={columnStyles}>
      {/* The button sits beside the heading, not in it, so the column's name stays its title and count. */}
      <div className="status-column-header">
        <h2 id={headingId} className="status-column-heading">
          <span>{status.title}</span>{' '}
          <span className="status-column-count">{jobs.length}</span>
        </h2>
        <IconButton size="small" aria-label={saved ? 'Add a job saved for later' : `Add a job to ${status.title}`} onClick={() => onAdd(column)}>
          <AddIcon fontSize="small" />
        </IconButton>
      </div>
      <Droppable droppableId={status._id} isDropDisabled={dropDisabled}>
        {(provided, snapshot) => (
          <ul
            ref={provided.innerRef}
            {...provided.droppableProps}
            className={snapshot.isDraggingOver ? 'status-column-cards is-over' : 'status-column-cards'}
          >
            {jobs.map((job, index) => (
              <AppliedJobCard key={job._id} job={job} index={index} onDelete={onDelete} onApply={onApply} />
            ))}
            {provided.placeholder}
          </ul>
        )}
      </Droppable>
    </Paper>
  );
}
