import type { ApolloCache } from '@apollo/client';
import { type PagedQueryState, type PageResult, toPageResult } from '../../../hooks/page-result';
import { isUnauthenticated } from '../../../lib/api-errors';

/** One page of an applied job's tasks, contacts or notes as the panel renders it. */
export type ItemPage<T> = PageResult<T>;

/** A 401 is not a failure to show here: the login-required handler takes over. */
export function toItemPage<D, T>(state: PagedQueryState<D>, pick: (data: D) => { data: readonly T[]; total: number }): ItemPage<T> {
  const page = toPageResult(state, pick);
  return { ...page, failed: page.failed && !isUnauthenticated(state.error) };
}

export type ItemListField = 'jobTasks' | 'jobContacts' | 'jobNotes' | 'appliedJobEvents';

/**
 * Adding or deleting an item moves every item after it to another page, so all
 * cached pages of that list are dropped; the page on screen then loads again.
 */
export function dropCachedPages(cache: ApolloCache, field: ItemListField): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: field });
}
