import type { DraggableLocation } from '@hello-pangea/dnd';
import type { AppliedJobFieldsFragment } from '../../../generated/graphql';
import type { JobStatus } from '../../../lib/session/SessionContext';

export type AppliedJob = AppliedJobFieldsFragment;

export interface StatusColumn {
  status: JobStatus;
  jobs: AppliedJob[];
}

/**
 * One column per status, in the shared list's order, each holding its jobs in the order the list
 * gives them (newest application first). The server keeps no order inside a status, so a dropped
 * card takes its place by date rather than where it was let go.
 */
export function groupByStatus(jobs: readonly AppliedJob[], statuses: readonly JobStatus[]): StatusColumn[] {
  const columns = new Map(statuses.map((status) => [status._id, { status, jobs: [] as AppliedJob[] }]));
  for (const job of jobs) columns.get(job.status)?.jobs.push(job);
  return [...columns.values()];
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

/** The status change a drop asks for; none when the card stays in its column or lands outside the board. */
export function statusMoveFromDrop({ draggableId, source, destination }: BoardDrop): StatusMove | null {
  if (!destination || destination.droppableId === source.droppableId) return null;
  return { appliedJobId: draggableId, fromStatus: source.droppableId, toStatus: destination.droppableId };
}
