import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';

export function appConfigRoutes({ appConfig }: Services): Router {
  const router = Router({ mergeParams: true });

  router.get('/app_config', async (_req, res) => {
    res.json(await appConfig.getAppConfig());
  });

  router.get('/job/statuses', async (_req, res) => {
    const data = await appConfig.listJobStatuses();
    res.json({ data, total: data.length });
  });

  return router;
}
