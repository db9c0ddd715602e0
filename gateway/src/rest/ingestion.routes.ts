import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { assertRole } from '@remotehunt/services/auth/authorization';
import { bearerToken } from '../http/authenticate';
import { DASHBOARD_COOKIE, dashboardCookie, QUEUE_DASHBOARD_PATH } from '../http/queue-dashboard';
import type { UserParams } from './params';

/** Job-board ingestion for admins under /users/{userId}/admin (the service checks the role). */
export function ingestionRoutes(services: Services): Router {
  const router = Router({ mergeParams: true });

  router.get<UserParams>('/admin/ingestion_runs', async (req, res) => {
    res.json({ data: await services.ingestion.listRuns(req.actor, req.query) });
  });

  // Lets the admin's browser open the queue dashboard (a page, sent no bearer header) for an hour.
  router.post<UserParams>('/admin/queue_dashboard_session', async (req, res) => {
    const token = bearerToken(req.get('authorization'));
    assertRole(req.actor, 'admin');
    res.cookie(DASHBOARD_COOKIE, token, dashboardCookie(services.config.secureCookies));
    res.json({ url: `${QUEUE_DASHBOARD_PATH}/` });
  });

  return router;
}
