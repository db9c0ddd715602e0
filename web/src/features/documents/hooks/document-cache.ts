import type { ApolloCache } from '@apollo/client';
import type { CreateShareableLinkMutation } from '../../../generated/graphql';

/**
 * The document lists are pages the server cuts: after an upload or a deletion no
 * cached page can be trusted. Dropping them makes the lists on screen load again
 * and the others load when next shown.
 */
export function forgetDocumentLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'documents' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'appliedJobDocuments' });
  cache.gc();
}

export function forgetDocument(cache: ApolloCache, documentId: string): void {
  const id = cache.identify({ __typename: 'Document', _id: documentId });
  if (id) cache.evict({ id });
  forgetDocumentLists(cache);
}

type ShareableLink = CreateShareableLinkMutation['createShareableLink'];

/** The link mutations answer the link, not the document; every row showing the document follows the patch. */
export function setCachedShareableLink(cache: ApolloCache, documentId: string, link: ShareableLink | null): void {
  const id = cache.identify({ __typename: 'Document', _id: documentId });
  if (!id) return;
  cache.modify({ id, fields: { shareableLink: () => link } });
}
