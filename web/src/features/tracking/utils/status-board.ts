import type { DraggableLocation } from '@hello-pangea/dnd';
import type { TrackedJobFieldsFragment } from '../../../generated/graphql';
import type { JobStatus } from '../../../lib/session/SessionContext';

/** A tracked job on the board: an application, or a job saved for later. */
export type AppliedJob = TrackedJobFieldsFragment;

export interface StatusColumn {
  status: JobStatus;
  jobs: AppliedJob[];
  /** The column of jobs saved for later, which no application may move back into. */
  saved: boolean;
}

/**
 * The board's first column, of jobs saved for later (issue 47). It is named like a status so the
 * drag code and its announcements treat it as one; status ids are UUIDs, so its id is never one.
 */
export const SAVED_COLUMN: JobStatus = { _id: 'saved', title: 'Saved' };

/**
 * The Saved column, then one column per status, in the shared list's order, each holding its jobs
 * in the order the list gives them (newest first). A saved job waits in Saved whatever its status
 * says until it is applied to. The server keeps no order inside a status, so a dropped card takes
 * its place by date rather than where it was let go.
 */
export function groupByStatus(jobs: readonly AppliedJob[], statuses: readonly JobStatus[]): StatusColumn[] {
  const saved: StatusColumn = { status: SAVED_COLUMN, jobs: [], saved: true };
  const columns = new Map(statuses.map((status) => [status._id, { status, jobs: [] as AppliedJob[], saved: false }]));
  for (const job of jobs) {
    if (job.saved) saved.jobs.push(job);
    else columns.get(job.status)?.jobs.push(job);
  }
  return [saved, ...columns.values()];
}

export interface StatusMove {
  appliedJobId: string;
  fromStatus: string;
  toStatus: string;
}

/** Droppables are named by status id and draggables by applied job id (see AppliedJobsBoard). */
export interface BoardDrop {
  draggableId: string;
  source: DraggableLocation;
  destination?: DraggableLocation | null;
}

/**
 * The status change a drop asks for; none when the card stays in its column or lands outside the
 * board, or is an application let go over Saved (an application is not undone).
 */
export function statusMoveFromDrop({ draggableId, source, destination }: BoardDrop): StatusMove | null {
  if (!destination || destination.droppableId === source.droppableId || destination.droppableId === SAVED_COLUMN._id) return null;
  return { appliedJobId: draggableId, fromStatus: source.droppableId, toStatus: destination.droppableId };
}
