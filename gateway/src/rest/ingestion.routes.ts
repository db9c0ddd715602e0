import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import type { UserParams } from './params';

/** Job-board ingestion for admins under /users/{userId}/admin (the service checks the role). */
export function ingestionRoutes(services: Services): Router {
  const router = Router({ mergeParams: true });

  router.get<UserParams>('/admin/ingestion_runs', async (req, res) => {
    res.json({ data: await services.ingestion.listRuns(req.actor, req.query) });
  });

  return router;
}
