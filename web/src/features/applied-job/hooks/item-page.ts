import type { ApolloCache } from '@apollo/client';
import { isUnauthenticated } from '../../../lib/api-errors';

/** One page of an applied job's tasks, contacts or notes as the panel renders it. */
export interface ItemPage<T> {
  items: readonly T[];
  total: number;
  loading: boolean;
  failed: boolean;
  retry(): void;
}

interface QueryState<D> {
  data: D | undefined;
  previousData?: D;
  loading: boolean;
  error?: unknown;
  refetch(): Promise<unknown>;
}

/** While another page loads, the one on screen stays, so the panel does not collapse and jump. */
export function toItemPage<D, T>(state: QueryState<D>, pick: (data: D) => { data: readonly T[]; total: number }): ItemPage<T> {
  const shown = state.error ? undefined : (state.data ?? (state.loading ? state.previousData : undefined));
  const page = shown ? pick(shown) : undefined;
  return {
    items: page?.data ?? [],
    total: page?.total ?? 0,
    loading: state.loading,
    failed: Boolean(state.error) && !isUnauthenticated(state.error),
    retry: () => {
      void state.refetch().catch(() => undefined);
    },
  };
}

export type ItemListField = 'jobTasks' | 'jobContacts' | 'jobNotes';

/**
 * Adding or deleting an item moves every item after it to another page, so all
 * cached pages of that list are dropped; the page on screen then loads again.
 */
export function dropCachedPages(cache: ApolloCache, field: ItemListField): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: field });
}
