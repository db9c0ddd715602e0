import { Draggable } from '@hello-pangea/dnd';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { paths } from '../../../config/paths';
import { RouterLink } from '../../../lib/router';
import { CompanyImage } from '../../../components/CompanyImage';
import { nextEventLabel } from '../../../lib/event-times';
import { jobFacts } from '../../../lib/job-facts';
import { formatAppliedDate } from '../utils/applied-dates';
import type { AppliedJob } from '../utils/status-board';

export interface AppliedJobCardProps {
  job: AppliedJob;
  index: number;
  onDelete(job: AppliedJob): void;
  /** A job saved for later: the user says they applied (it moves to its status's column). */
  onApply(job: AppliedJob): void;
}

/**
 * One style rule per card, as on the job list: a board can hold hundreds of cards, and a
 * Typography or Stack per line would each cost their own style work.
 */
const cardStyles = (theme: Theme) => ({
  position: 'relative' as const,
  display: 'flex',
  gap: 1.5,
  alignItems: 'flex-start',
  p: 1.5,
  pr: 5,
  // Not clipped: the handle's focus ring is drawn just outside the card.
  overflow: 'visible',
  // The drag handle lies over the whole card; the link and the delete button lie over it.
  '& .applied-card-handle': { position: 'absolute' as const, inset: 0, borderRadius: 'inherit' },
  '& .applied-card-handle:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& .applied-card-logo': { flexShrink: 0, width: 40, height: 40, objectFit: 'contain' as const, borderRadius: 1 },
  '& .applied-card-text': { display: 'flex', flexDirection: 'column' as const, gap: 0.25, minWidth: 0 },
  '& .applied-card-title': { ...theme.typography.subtitle2, position: 'relative' as const, alignSelf: 'flex-start', overflowWrap: 'anywhere' as const },
  '& .applied-card-meta': { ...theme.typography.body2, color: 'text.secondary', overflowWrap: 'anywhere' as const },
  '& .applied-card-event': { ...theme.typography.body2, color: theme.palette.primary.main, fontWeight: 600 },
  '& .applied-card-apply': { position: 'relative' as const, alignSelf: 'flex-start', mt: 0.5 },
  // Shown on hover and whenever the keyboard is on the card or the button; always on touch screens, which cannot hover.
  '& .applied-card-delete': { position: 'absolute' as const, top: 4, right: 4, opacity: 0 },
  '&:hover .applied-card-delete, &:focus-within .applied-card-delete, & .applied-card-delete:focus-visible': { opacity: 1 },
  '@media (hover: none)': { '& .applied-card-delete': { opacity: 1 } },
});

const draggingStyles = (theme: Theme) => ({ ...cardStyles(theme), boxShadow: theme.shadows[6] });

/**
 * An application on the board. The drag handle covers the whole card (focusable, named after the
 * application, with the drag instructions as its description); the title link and the delete
 * button sit on top of it as its siblings, not inside it (a button may not hold other controls),
 * and come next in tab order.
 */
export function AppliedJobCard({ job, index, onDelete, onApply }: AppliedJobCardProps) {
  const { jobTitle, companyName } = job.jobInfo;
  const facts = jobFacts(job.jobInfo);
  return (
    <Draggable draggableId={job._id} index={index}>
      {(provided, snapshot) => (
        <li ref={provided.innerRef} {...provided.draggableProps}>
          <Card variant={snapshot.isDragging ? 'elevation' : 'outlined'} sx={snapshot.isDragging ? draggingStyles : cardStyles}>
            <div className="applied-card-handle" {...provided.dragHandleProps} aria-label={`${jobTitle} at ${companyName}`} />
            <CompanyImage className="applied-card-logo" src={job.jobInfo.companyImage} companyName={companyName} />
            <div className="applied-card-text">
              <Link component={RouterLink} to={paths.appliedJob.getHref(job._id)} underline="hover" className="applied-card-title">
                {jobTitle}
              </Link>
              <span className="applied-card-meta">{companyName}</span>
              {facts && <span className="applied-card-meta">{facts}</span>}
              <span className="applied-card-meta">
                {job.appliedAt ? `Applied ${formatAppliedDate(job.appliedAt)}` : `Saved ${formatAppliedDate(job.trackedAt)}`}
              </span>
              {job.nextEvent && <span className="applied-card-event">{nextEventLabel(job.nextEvent)}</span>}
              {job.saved && (
                <Button className="applied-card-apply" size="small" variant="outlined" aria-label={`I applied for ${jobTitle}`} onClick={() => onApply(job)}>
                  I applied
                </Button>
              )}
            </div>
            <IconButton
              className="applied-card-delete"
              size="small"
              aria-label={`Delete ${jobTitle} from applied jobs`}
              onClick={() => onDelete(job)}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Card>
        </li>
      )}
    </Draggable>
  );
}
