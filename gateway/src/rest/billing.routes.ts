import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { callerCountry, varyByCountry } from '../http/caller-country';
import type { UserParams } from './params';

/** The job posting's prices: the Post a job screen is open to visitors, so no token is needed. */
export function publicBillingRoutes(services: Services): Router {
  const router = Router();
  router.get('/job-posting/product-info', async (req, res) => {
    varyByCountry(res, services);
    res.json(await services.catalogue.productInfo('job-posting', callerCountry(req, services)));
  });
  return router;
}

/** Under /users/{userId}: the app subscription's plans, and the catalogue for admins. */
export function billingRoutes(services: Services): Router {
  const { catalogue } = services;
  const router = Router({ mergeParams: true });

  router.get<UserParams>('/subscription/products', async (req, res) => {
    varyByCountry(res, services);
    res.json(await catalogue.productInfo('app-subscription', callerCountry(req, services)));
  });

  router.get<UserParams>('/admin/prices', async (req, res) => {
    res.json({ data: await catalogue.listForAdmin(req.actor) });
  });

  router.put<UserParams & { priceId: string }>('/admin/prices/:priceId', async (req, res) => {
    res.json(await catalogue.updatePrice(req.actor, req.params.priceId, req.body));
  });

  return router;
}
