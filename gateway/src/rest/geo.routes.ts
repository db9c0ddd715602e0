import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { callerCountry, varyByCountry } from '../http/caller-country';

/** GET /geo: the caller's country, for anyone (no token). */
export function geoRoutes(services: Services): Router {
  const router = Router();
  router.get('/geo', (req, res) => {
    varyByCountry(res, services);
    res.json({ country_code: callerCountry(req, services) });
  });
  return router;
}
