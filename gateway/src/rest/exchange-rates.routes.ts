import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';

/** GET /exchange_rates: the rates annual USD pay is worked out with, and their dates, for anyone. */
export function exchangeRateRoutes({ exchangeRates }: Services): Router {
  const router = Router();
  router.get('/exchange_rates', async (_req, res) => {
    res.json({ data: await exchangeRates.list() });
  });
  return router;
}
