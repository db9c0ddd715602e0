import type { DragStart, DragUpdate, DropResult } from '@hello-pangea/dnd';
import type { StatusColumn } from './status-board';

/** Read to screen reader users from every card (its aria-describedby), in place of the library's generic text. */
export const DRAG_INSTRUCTIONS =
  'Press space bar to pick up this job. Use the left and right arrow keys to move it to another status, ' +
  'then press space bar again to drop it there, or escape to cancel.';

/**
 * What a screen reader hears while a card moves. The library's own messages name lists and items by
 * their ids, which here are database ids; these name the job and the statuses instead.
 */
export function dragAnnouncements(columns: readonly StatusColumn[]) {
  const statusTitle = (statusId: string) => columns.find((c) => c.status._id === statusId)?.status.title ?? 'an unknown status';
  const jobTitle = (appliedJobId: string) =>
    columns.flatMap((c) => c.jobs).find((job) => job._id === appliedJobId)?.jobInfo.jobTitle ?? 'The job';

  return {
    start: ({ draggableId, source }: DragStart) =>
      `You have picked up ${jobTitle(draggableId)} in ${statusTitle(source.droppableId)}.`,
    update: ({ draggableId, destination }: DragUpdate) =>
      destination
        ? `${jobTitle(draggableId)} is over ${statusTitle(destination.droppableId)}.`
        : `${jobTitle(draggableId)} is not over a status.`,
    end: ({ draggableId, source, destination, reason }: DropResult) => {
      const home = statusTitle(source.droppableId);
      if (reason === 'CANCEL') return `Movement cancelled. ${jobTitle(draggableId)} stays in ${home}.`;
      if (!destination) return `${jobTitle(draggableId)} was not dropped on a status and stays in ${home}.`;
      if (destination.droppableId === source.droppableId) return `${jobTitle(draggableId)} stays in ${home}.`;
      return `You have moved ${jobTitle(draggableId)} from ${home} to ${statusTitle(destination.droppableId)}.`;
    },
  };
}
