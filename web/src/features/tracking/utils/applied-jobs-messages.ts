/** The product's words for the applied jobs screen (spec sections 2 and 8). */
export const APPLIED_JOBS_MESSAGES = {
  noAppliedJobs: "Looks like you haven't applied for any jobs so far.",
  /** Ours (issue 47): the page's button that tracks a job found anywhere. */
  addJob: 'Add job',
  deleteConfirm: 'Do you really want to delete this job from the list ?',
  deleted: 'Successfully deleted the job from the applied job list',
  deleteFailed: 'Deleting job from applied job list failed',
  statusUpdated: (statusTitle: string) => `Successfully updated the job status to ${statusTitle}`,
  /** Ours (issue 47): a job saved for later, now applied to. */
  markedApplied: (jobTitle: string, statusTitle: string) => `Marked ${jobTitle} as applied, in ${statusTitle}`,
  /** Ours (issue 23): where the statuses are wider than the screen, the board says there are more. */
  scrollHint: (statuses: number) => `Scroll sideways to see all ${statuses} statuses.`,
} as const;
