import express, { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { callerCountry, varyByCountry } from '../http/caller-country';
import { type UserParams, ownerOf } from './params';

/** The job posting's prices: the Post a job screen is open to visitors, so no token is needed. */
export function publicBillingRoutes(services: Services): Router {
  const router = Router();
  router.get('/job-posting/product-info', async (req, res) => {
    varyByCountry(res, services);
    res.json(await services.catalogue.productInfo('job-posting', callerCountry(req, services)));
  });
  return router;
}

/** Under /users/{userId}: the app subscription (plans, card, checkout, cancel), and the catalogue for admins. */
export function billingRoutes(services: Services): Router {
  const { catalogue, subscriptionBilling } = services;
  const router = Router({ mergeParams: true });

  router.get<UserParams>('/subscription', async (req, res) => {
    res.json(await subscriptionBilling.get(ownerOf(req)));
  });

  router.post<UserParams>('/stripe/customer', async (req, res) => {
    res.json(await subscriptionBilling.createCustomer(ownerOf(req), req.body));
  });

  router.post<UserParams>('/stripe/create_subscription', async (req, res) => {
    res.json(await subscriptionBilling.subscribe(ownerOf(req), req.body));
  });

  router.post<UserParams>('/stripe/checkout/session', async (req, res) => {
    res.json(await subscriptionBilling.checkout(ownerOf(req), req.body));
  });

  router.post<UserParams>('/stripe/cancel_subscription', async (req, res) => {
    res.json(await subscriptionBilling.cancel(ownerOf(req), req.body));
  });

  router.get<UserParams>('/customers', async (req, res) => {
    res.json(await subscriptionBilling.customers(ownerOf(req)));
  });

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

/**
 * POST /api/v1/stripe/webhook: the card provider's events. Mounted ahead of every JSON parser,
 * since the signature covers the exact bytes sent.
 */
export function paymentWebhookRoute(services: Services): Router {
  const router = Router();
  router.post('/stripe/webhook', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const outcome = await services.paymentWebhooks.handle(body, req.get('stripe-signature'));
    res.json({ received: true, duplicate: outcome.duplicate });
  });
  return router;
}

/**
 * Local test mode's checkout page (web: #/test-checkout/{id}): the session it shows, and its Pay
 * and Cancel buttons. Open like Stripe's hosted page: the session id is the unguessable key.
 */
export function localCheckoutRoutes(services: Services): Router {
  const router = Router();
  const { localCheckout } = services;
  if (!localCheckout) return router;
  router.get<{ sessionId: string }>('/test_checkout/:sessionId', async (req, res) => {
    res.json(await localCheckout.get(req.params.sessionId));
  });
  router.post<{ sessionId: string }>('/test_checkout/:sessionId/pay', async (req, res) => {
    res.json(await localCheckout.pay(req.params.sessionId));
  });
  router.post<{ sessionId: string }>('/test_checkout/:sessionId/cancel', async (req, res) => {
    res.json(await localCheckout.cancel(req.params.sessionId));
  });
  return router;
}
