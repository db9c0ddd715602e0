import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { registerOperation } from '../operation';
import { Success } from '../responses/common.responses';
import { SavedSearchFeed } from '../responses/saved-search-feeds.responses';

/** saved-search-feeds.routes.ts: a saved search's RSS, Atom and JSON Feed URLs (issue 22). */
export function registerSavedSearchFeedPaths(registry: OpenAPIRegistry): void {
  const tag = 'Saved searches';
  const path = '/users/{userId}/saved_searches/{savedSearchId}/feed';
  registerOperation(registry, {
    method: 'get',
    path,
    tag,
    summary: 'The saved search’s feed URLs',
    access: 'user',
    ok: { description: 'Its feed URLs (404 while it has none)', schema: SavedSearchFeed },
  });
  registerOperation(registry, {
    method: 'post',
    path,
    tag,
    summary: 'Make the saved search’s feed URLs, or new ones in place of the old (which then answer 404)',
    access: 'subscriber',
    ok: { description: 'The new feed URLs', schema: SavedSearchFeed },
  });
  registerOperation(registry, {
    method: 'delete',
    path,
    tag,
    summary: 'Turn the saved search’s feed off: its URLs answer 404',
    access: 'user',
    ok: { description: 'Turned off (also when it had no feed)', schema: Success },
  });
}
