import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { DomainError } from '@remotehunt/services/common/domain-error';
import { type UserParams, ownerOf } from './params';

type SearchParams = UserParams & { savedSearchId: string };

/** A saved search's feed URLs under /users/{userId} (issue 22); the feeds service decides who may. */
export function savedSearchFeedRoutes({ savedSearchFeeds }: Services): Router {
  const router = Router({ mergeParams: true });

  router.get<SearchParams>('/saved_searches/:savedSearchId/feed', async (req, res) => {
    const feed = await savedSearchFeeds.get(ownerOf(req), req.params.savedSearchId);
    if (!feed) throw DomainError.notFound('The feed of this saved search');
    res.json(feed);
  });

  // Makes the feed URLs, or new ones in place of the old.
  router.post<SearchParams>('/saved_searches/:savedSearchId/feed', async (req, res) => {
    res.json(await savedSearchFeeds.rotate(ownerOf(req), req.params.savedSearchId));
  });

  router.delete<SearchParams>('/saved_searches/:savedSearchId/feed', async (req, res) => {
    await savedSearchFeeds.revoke(ownerOf(req), req.params.savedSearchId);
    res.json({ success: true });
  });
  return router;
}
