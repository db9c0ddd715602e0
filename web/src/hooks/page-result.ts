/** One page of a list as the screens render it. */
export interface PageResult<T> {
  items: readonly T[];
  total: number;
  loading: boolean;
  failed: boolean;
  retry(): void;
}

/** The part of an Apollo query result a paged list needs. */
export interface PagedQueryState<D> {
  data: D | undefined;
  previousData?: D;
  loading: boolean;
  error?: unknown;
  refetch(): Promise<unknown>;
}

const NOTHING: readonly never[] = [];

/**
 * While the next page or filter loads the previous page stays on screen, so the
 * list does not collapse and jump; a failed load shows nothing at all.
 */
export function toPageResult<D, T>(state: PagedQueryState<D>, pick: (data: D) => { data: readonly T[]; total: number }): PageResult<T> {
  const shown = state.error ? undefined : (state.data ?? (state.loading ? state.previousData : undefined));
  const page = shown ? pick(shown) : undefined;
  return {
    items: page?.data ?? NOTHING,
    total: page?.total ?? 0,
    loading: state.loading,
    failed: Boolean(state.error),
    retry: () => {
      void state.refetch().catch(() => undefined);
    },
  };
}
