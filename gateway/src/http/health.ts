import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';

/**
 * /healthz: the process answers. /readyz: it can serve, i.e. PostgreSQL and Redis answer. Both are
 * public (load balancers call them without credentials), so /readyz says only ready or not; which
 * dependency failed goes to the log, where the people who can fix it look. Never cached.
 */
export function healthRoutes(services: Pick<Services, 'db' | 'redis'>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (req, res) => {
    const [database, redis] = await Promise.all([
      services.db.query('SELECT 1').then(() => true, () => false),
      services.redis.ping().then(() => true, () => false),
    ]);
    const ready = database && redis;
    if (!ready) req.log.warn({ database, redis }, 'not ready: a dependency does not answer');
    res.set('Cache-Control', 'no-store').status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable' });
  });
  return router;
}
