import { type CookieOptions, type Request, type RequestHandler, Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { assertRole } from '@remotehunt/services/auth/authorization';
import { DomainError } from '@remotehunt/services/common/domain-error';
import type { AppQueues } from '@remotehunt/services/queues/app-queues';
import { isOwnPageWrite } from './same-origin';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';
/**
 * Holds a dashboard token (services/src/accounts/dashboard-tokens.ts) for the dashboard's pages,
 * which a browser opens without our bearer header. Never the admin's API token.
 */
export const DASHBOARD_COOKIE = 'rh_queue_dashboard';

/**
 * HttpOnly (no script reads it), SameSite=Strict and scoped to the dashboard's path, Secure whenever
 * the request came over HTTPS (directly, or through a proxy the app trusts: TRUST_PROXY) or
 * SECURE_COOKIES says so. It lives as long as the token in it.
 */
export function dashboardCookie(req: Request, secureCookies: boolean, maxAgeSeconds: number): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure: secureCookies || req.secure, path: QUEUE_DASHBOARD_PATH, maxAge: maxAgeSeconds * 1000 };
}

/**
 * bull-board at /admin/queues: every queue's jobs (failed ones kept with their
 * reasons), for admins only. The caller is an admin by bearer token, or by the
 * dashboard token POST /users/{userId}/admin/queue_dashboard_session sets in a cookie.
 * A write the cookie authenticates must come from the dashboard's own page: SameSite
 * alone is not enough (a sibling subdomain is same-site), so the XSRF header or a
 * same-origin Origin is required too.
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
    if (req.actor) {
      // A bearer token: no page of another site can send one.
      assertRole(req.actor, 'admin');
      return next();
    }
    const cookieToken: string | undefined = req.cookies?.[DASHBOARD_COOKIE];
    assertRole(cookieToken ? await services.dashboardTokens.authenticate(cookieToken) : null, 'admin');
    if (!isOwnPageWrite(req, services.config.publicUrl)) {
      throw DomainError.forbidden('This dashboard action must come from the dashboard’s own page: please reload it and try again');
    }
    next();
  };
  const router = Router();
  router.use(adminsOnly, async (req, res, next) => {
    (await (dashboard ??= load()))(req, res, next);
  });
  return router;
}
