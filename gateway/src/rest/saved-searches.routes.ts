import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { type UserParams, ownerOf } from './params';

type SearchParams = UserParams & { savedSearchId: string };

/** Saved searches under /users/{userId} (issue 22); the service decides who may do what. */
export function savedSearchRoutes({ savedSearches }: Services): Router {
  const router = Router({ mergeParams: true });

  router.get<UserParams>('/saved_searches', async (req, res) => {
    res.json(await savedSearches.list(ownerOf(req)));
  });

  router.post<UserParams>('/saved_searches', async (req, res) => {
    res.status(201).json(await savedSearches.create(ownerOf(req), req.body));
  });

  // Before /saved_searches/:savedSearchId, which would take "new_jobs" for an id.
  router.get<UserParams>('/saved_searches/new_jobs', async (req, res) => {
    res.json(await savedSearches.news(ownerOf(req)));
  });

  router.get<SearchParams>('/saved_searches/:savedSearchId', async (req, res) => {
    res.json(await savedSearches.get(ownerOf(req), req.params.savedSearchId));
  });

  router.put<SearchParams>('/saved_searches/:savedSearchId', async (req, res) => {
    res.json(await savedSearches.update(ownerOf(req), req.params.savedSearchId, req.body));
  });

  router.post<SearchParams>('/saved_searches/:savedSearchId/open', async (req, res) => {
    res.json(await savedSearches.open(ownerOf(req), req.params.savedSearchId));
  });

  router.put<SearchParams>('/saved_searches/:savedSearchId/alert', async (req, res) => {
    res.json(await savedSearches.setAlert(ownerOf(req), req.params.savedSearchId, req.body));
  });

  router.delete<SearchParams>('/saved_searches/:savedSearchId', async (req, res) => {
    await savedSearches.delete(ownerOf(req), req.params.savedSearchId);
    res.json({ success: true });
  });
  return router;
}

/**
 * POST /saved_searches/{id}/stop_alerts: the "stop these alerts" link of an alert mail, from the
 * page it opens, without signing in; the link's token (body or query) is the proof.
 */
export function savedSearchAlertStopRoutes({ savedSearches }: Services): Router {
  const router = Router();
  router.post<{ savedSearchId: string }>('/saved_searches/:savedSearchId/stop_alerts', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const { name } = await savedSearches.stopAlerts(req.params.savedSearchId, body.token ?? req.query.token);
    res.json({ success: true, name });
  });
  return router;
}
