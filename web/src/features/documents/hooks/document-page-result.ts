import type { DocumentFieldsFragment } from '../../../generated/graphql';

export type DocumentSummary = DocumentFieldsFragment;

/** One page of a document list as the screens render it. */
export interface DocumentPageResult {
  documents: readonly DocumentSummary[];
  total: number;
  loading: boolean;
  failed: boolean;
  retry(): void;
}

interface QueryState<T> {
  data: T | undefined;
  previousData?: T;
  loading: boolean;
  error?: unknown;
  refetch(): Promise<unknown>;
}

const NO_DOCUMENTS: readonly DocumentSummary[] = [];

/** While another page loads the previous one stays on screen, so the list does not collapse and jump. */
export function toDocumentPageResult<T>(
  state: QueryState<T>,
  pick: (data: T) => { data: readonly DocumentSummary[]; total: number },
): DocumentPageResult {
  const shown = state.error ? undefined : (state.data ?? (state.loading ? state.previousData : undefined));
  const page = shown ? pick(shown) : undefined;
  return {
    documents: page?.data ?? NO_DOCUMENTS,
    total: page?.total ?? 0,
    loading: state.loading,
    failed: Boolean(state.error),
    retry: () => {
      void state.refetch().catch(() => undefined);
    },
  };
}
