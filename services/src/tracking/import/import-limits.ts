/**
 * The bounds of one import (issue 47). Every tracker's export of a person's search fits well inside
 * them; past them the file is not one, or should be split.
 */

/** The upload's size: a 10,000-row export with notes is about 3 MB. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Rows (or exported applications) in one file: one run must answer within an HTTP request's time. */
export const IMPORT_MAX_ROWS = 20_000;
/** One CSV row: a description may hold 100,000 characters; a longer row is no tracker's. */
export const IMPORT_MAX_ROW_BYTES = 256 * 1024;
/** How long an upload waits for its run (and for a second run, which adds nothing). */
export const IMPORT_TTL_SECONDS = 24 * 3600;
/** Rows shown before importing. */
export const PREVIEW_ROWS = 5;
/** Failed rows listed in a run's answer; the count covers the rest. */
export const FAILED_ROWS_LISTED = 100;
/** Rows written per statement: 10,000 rows in 20 round trips, and a batch's memory stays small. */
export const IMPORT_BATCH_ROWS = 500;
