import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';

/** GET /exchange_rates: the rates pay is converted by, with their dates, for anyone (the pay filter names them). */
export function exchangeRateRoutes({ exchangeRates }: Services): Router {
  const router = Router();
  router.get('/exchange_rates', async (_req, res) => {
    res.json({ data: await exchangeRates.list() });
  });
  return router;
}
