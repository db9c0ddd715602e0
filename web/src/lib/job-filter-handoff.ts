import type { JobFilterInput } from '../generated/graphql';

/**
 * How another screen asks the remote-jobs list to show a filter (opening a saved search), and
 * what the list is showing now (to save it or update a saved search with it). Module state, not
 * the URL: a filter with a keyword, pay and every list would make a long address, and the
 * server keeps the list's last filter for the next visit anyway.
 */

let handedOff: { filter: JobFilterInput; generation: number } | null = null;
let generation = 0;
let shown: JobFilterInput | null = null;
const listeners = new Set<() => void>();

/** The list shows `filter` next, from its first page, even if it is on screen already. */
export function handOffJobFilter(filter: JobFilterInput): void {
  generation += 1;
  handedOff = { filter, generation };
  for (const listener of listeners) listener();
}

export function subscribeJobFilterHandoff(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes with every hand-off: the list starts afresh when it does. */
export const jobFilterHandoffGeneration = (): number => generation;

/** The filter handed off and not yet shown. */
export const handedOffJobFilter = (): JobFilterInput | null => handedOff?.filter ?? null;

/** The list has applied it: coming back later starts from the list's saved filters again. */
export function settleJobFilterHandoff(filter: JobFilterInput): void {
  if (handedOff?.filter === filter) handedOff = null;
}

/** The list reports the filter it shows (the body it sends). */
export function rememberShownJobFilter(filter: JobFilterInput): void {
  shown = filter;
}

/** The filter the list showed last in this visit, if it was opened. */
export const shownJobFilter = (): JobFilterInput | null => shown;
