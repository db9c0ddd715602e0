import type { DocumentFieldsFragment } from '../../../generated/graphql';
import { type PagedQueryState, type PageResult, toPageResult } from '../../../hooks/page-result';

export type DocumentSummary = DocumentFieldsFragment;

/** One page of a document list as the screens render it. */
export type DocumentPageResult = Omit<PageResult<DocumentSummary>, 'items'> & { documents: readonly DocumentSummary[] };

export function toDocumentPageResult<D>(
  state: PagedQueryState<D>,
  pick: (data: D) => { data: readonly DocumentSummary[]; total: number },
): DocumentPageResult {
  const { items, ...rest } = toPageResult(state, pick);
  return { documents: items, ...rest };
}
