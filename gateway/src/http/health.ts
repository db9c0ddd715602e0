import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';

/**
 * /healthz: the process answers. /readyz: it can serve, i.e. PostgreSQL and Redis answer and the
 * first build of the term bitmaps has ended (built, or failed and left to PostgreSQL: a gateway
 * building them answers its panels slowly on PostgreSQL and its event loop is busy). Both are
 * public (load balancers call them without credentials), so /readyz says only ready or not; which
 * dependency failed goes to the log, where the people who can fix it look. Never cached.
 */
export function healthRoutes(services: Pick<Services, 'db' | 'redis' | 'jobTermIndex'>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (req, res) => {
    const [database, redis] = await Promise.all([
      services.db.query('SELECT 1').then(() => true, () => false),
      services.redis.ping().then(() => true, () => false),
    ]);
    const bitmaps = services.jobTermIndex?.settled ?? true;
    const ready = database && redis && bitmaps;
    // Building is expected at every start (a minute at a million jobs, polled all the while): info, not warn.
    if (!(database && redis)) req.log.warn({ database, redis }, 'not ready: a dependency does not answer');
    else if (!bitmaps) req.log.info('not ready: the term bitmaps are being built');
    res.set('Cache-Control', 'no-store').status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable' });
  });
  return router;
}
