/** The words of the poster's own list. */
export const JOB_POSTINGS_MESSAGES = {
  noPostings: "You haven't posted any jobs yet.",
  postAJob: 'Post a job',
} as const;
