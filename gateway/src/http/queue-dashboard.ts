import { type CookieOptions, type RequestHandler, Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { assertRole } from '@remotehunt/services/auth/authorization';
import type { AppQueues } from '@remotehunt/services/queues/app-queues';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';
/** Holds an admin's session token for the dashboard's pages, which a browser opens without our bearer header. */
export const DASHBOARD_COOKIE = 'rh_queue_dashboard';
const COOKIE_HOURS = 1;

export function dashboardCookie(secure: boolean): CookieOptions {
  // Strict: no other site can make the browser send it, so the dashboard's own actions need no XSRF token.
  return { httpOnly: true, sameSite: 'strict', secure, path: QUEUE_DASHBOARD_PATH, maxAge: COOKIE_HOURS * 3600_000 };
}

/**
 * bull-board at /admin/queues: every queue's jobs (failed ones kept with their
 * reasons), for admins only. The caller is an admin by bearer token, or by the
 * cookie POST /users/{userId}/admin/queue_dashboard_session sets.
 */
export function queueDashboard(services: Services, queues: AppQueues): Router {
  // bull-board adds ~24 MiB to a process once loaded: only when an admin first opens it.
  let dashboard: Promise<Router> | undefined;
  const load = async (): Promise<Router> => {
    const [{ createBullBoard }, { BullMQAdapter }, { ExpressAdapter }] = await Promise.all([
      import('@bull-board/api'),
      import('@bull-board/api/bullMQAdapter'),
      import('@bull-board/express'),
    ]);
    const adapter = new ExpressAdapter();
    adapter.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: queues.all().map((queue) => new BullMQAdapter(queue)),
      serverAdapter: adapter,
      options: { uiConfig: { boardTitle: 'RemoteHunt queues' } },
    });
    return adapter.getRouter() as Router;
  };

  const adminsOnly: RequestHandler = async (req, _res, next) => {
    const cookieToken: string | undefined = req.cookies?.[DASHBOARD_COOKIE];
    const actor = req.actor ?? (cookieToken ? await services.accounts.authenticate(cookieToken) : null);
    assertRole(actor, 'admin');
    next();
  };
  const router = Router();
  router.use(adminsOnly, async (req, res, next) => {
    (await (dashboard ??= load()))(req, res, next);
  });
  return router;
}
