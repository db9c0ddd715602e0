import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import type { UserParams } from './params';

type BoardParams = UserParams & { boardId: string };

/** Under /users/{userId}: the admin panel's calls (each service checks the admin role). */
export function adminRoutes(services: Services): Router {
  const router = Router({ mergeParams: true });

  router.get<UserParams>('/admin/users', async (req, res) => {
    res.json(await services.adminUsers.list(req.actor, req.query));
  });

  // The spec's path: not under /admin, but admins only all the same.
  router.post<UserParams>('/marketing-email', async (req, res) => {
    res.status(202).json(await services.marketingEmail.send(req.actor, req.body));
  });

  router.get<UserParams>('/admin/access_switches', async (req, res) => {
    res.json(await services.accessSwitches.get(req.actor));
  });

  router.put<UserParams>('/admin/access_switches', async (req, res) => {
    res.json(await services.accessSwitches.set(req.actor, req.body));
  });

  router.get<UserParams>('/admin/job_boards', async (req, res) => {
    res.json({ data: await services.jobBoardSettings.list(req.actor) });
  });

  router.put<BoardParams>('/admin/job_boards/:boardId', async (req, res) => {
    res.json(await services.jobBoardSettings.update(req.actor, req.params.boardId, req.body));
  });

  router.put<UserParams>('/admin/exchange_rates', async (req, res) => {
    res.json(await services.exchangeRates.set(req.actor, req.body));
  });

  router.post<BoardParams>('/admin/job_boards/:boardId/run', async (req, res) => {
    res.status(202).json(await services.jobBoardSettings.runNow(req.actor, req.params.boardId));
  });

  return router;
}
