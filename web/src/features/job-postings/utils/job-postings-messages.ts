import { formatDay } from '../../../lib/format-day';

/** The words of the poster's own list. Failed actions say the spec's generic message (section 8). */
export const JOB_POSTINGS_MESSAGES = {
  noPostings: "You haven't posted any jobs yet.",
  postAJob: 'Post a job',
  confirmMarkFilled: (jobTitle: string, autoBump: boolean) =>
    `Mark "${jobTitle}" as filled? It leaves the job lists and stops taking applications${autoBump ? ', and its auto bump stops' : ''}. This cannot be undone.`,
  markedFilled: (jobTitle: string) => `Marked "${jobTitle}" as filled`,
  confirmCancelAutoBump: (jobTitle: string, validThrough: string) =>
    `Cancel the auto bump of "${jobTitle}"? It will not be renewed or brought back to the top again, and stays listed until ${formatDay(validThrough)}.`,
  autoBumpCancelled: (jobTitle: string) => `Cancelled the auto bump of "${jobTitle}"`,
} as const;
