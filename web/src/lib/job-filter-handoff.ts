import type { JobFilterInput } from '../generated/graphql';

/**
 * How another screen asks the remote-jobs list to show a filter (opening a saved search), and
 * what the list is showing now (to update a saved search with it). Module state, not the URL:
 * a filter with a keyword, pay and every list would make a long address, and the server keeps
 * the list's last filter for the next visit anyway. Opening goes through a route of its own, so
 * the list always mounts afresh to take it.
 */

let handedOff: JobFilterInput | null = null;
let shown: JobFilterInput | null = null;

/** The list shows `filter` the next time it mounts, from its first page. */
export function handOffJobFilter(filter: JobFilterInput): void {
  handedOff = filter;
}

/** The filter handed off and not yet shown. */
export const handedOffJobFilter = (): JobFilterInput | null => handedOff;

/** The list has applied it: coming back later starts from the list's saved filters again. */
export function settleJobFilterHandoff(filter: JobFilterInput): void {
  if (handedOff === filter) handedOff = null;
}

/** The list reports the filter it shows (the body it sends). */
export function rememberShownJobFilter(filter: JobFilterInput): void {
  shown = filter;
}

/** The filter the list showed last in this visit, if it was opened. */
export const shownJobFilter = (): JobFilterInput | null => shown;
