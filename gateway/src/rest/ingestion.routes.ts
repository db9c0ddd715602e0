import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { DASHBOARD_COOKIE, dashboardCookie, QUEUE_DASHBOARD_PATH } from '../http/queue-dashboard';
import type { UserParams } from './params';

/** Job-board ingestion for admins under /users/{userId}/admin (the service checks the role). */
export function ingestionRoutes(services: Services): Router {
  const router = Router({ mergeParams: true });

  router.get<UserParams>('/admin/ingestion_runs', async (req, res) => {
    res.json({ data: await services.ingestion.listRuns(req.actor, req.query) });
  });

  // Lets the admin's browser open the queue dashboard (a page, sent no bearer header) for a few
  // minutes, with a token that opens the dashboard and nothing else.
  router.post<UserParams>('/admin/queue_dashboard_session', async (req, res) => {
    const { token, maxAgeSeconds } = services.dashboardTokens.issue(req.actor);
    res.cookie(DASHBOARD_COOKIE, token, dashboardCookie(req, services.config.secureCookies, maxAgeSeconds));
    res.json({ url: `${QUEUE_DASHBOARD_PATH}/` });
  });

  return router;
}
