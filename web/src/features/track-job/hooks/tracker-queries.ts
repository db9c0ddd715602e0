/**
 * The tracker's board and figures, asked again once a job is added. Named, not imported: they are
 * the tracking feature's queries, and features do not import each other. Asked again rather than
 * dropped from the cache, so the board stays on screen while it reloads; the new card lands in its
 * column from the board's own answer (a saved job in Saved), whichever column the form came from.
 */
export const TRACKER_QUERIES = ['TrackedJobs', 'AppliedJobStats'];
