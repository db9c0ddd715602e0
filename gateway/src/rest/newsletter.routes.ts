import express, { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { callerCountry, varyByCountry } from '../http/caller-country';
import { requestMeta } from '../http/request-meta';
import { withSubscription } from './user-info.response';

/**
 * The remote-jobs newsletter, as the spec's calls give it. Subscribing and the login link need no
 * token (the page is open to visitors); the others act on the caller's own newsletter.
 */
export function newsletterRoutes(services: Services): Router {
  const { newsletter, subscriptions } = services;
  const router = Router();

  router.get('/remote_jobs_newsletter/product_info', async (req, res) => {
    varyByCountry(res, services);
    res.json(await newsletter.productInfo(callerCountry(req, services)));
  });

  router.post('/newsletter/subscribe/order', async (req, res) => {
    res.json(await newsletter.subscribeOrder(req.actor ?? null, req.body, requestMeta(req)));
  });

  router.post('/newsletter/subscribe', async (req, res) => {
    res.json(await newsletter.subscribeWithApp(req.actor ?? null, req.body));
  });

  router.get('/newsletter/subscription/:userId', async (req, res) => {
    res.json(await newsletter.subscription(req.actor ?? null, req.params.userId));
  });

  router.put('/newsletter/:newsletterId', async (req, res) => {
    res.json(await newsletter.update(req.actor ?? null, req.params.newsletterId, req.body));
  });

  router.post('/newsletter/unsubscribe', async (req, res) => {
    res.json(await newsletter.unsubscribe(req.actor ?? null, req.body));
  });

  router.post('/newsletter/login-link/generate', async (req, res) => {
    await newsletter.generateLoginLink(req.body, requestMeta(req));
    // The same answer whether or not the address has an account.
    res.json({ success: true, message: 'If this email has a RemoteHunt account, a login link is on its way' });
  });

  // Not in the spec's table: the page trades the emailed link's token for a session.
  router.post('/newsletter/login-link/sign-in', async (req, res) => {
    // The same answer as /signin, so a client keeps one session shape whichever way it signed in.
    const session = await newsletter.signInWithLoginLink(req.body, requestMeta(req));
    res.json({ ...session, userInfo: await withSubscription(subscriptions, session.userInfo) });
  });

  return router;
}

/**
 * POST /unsubscribe/{userId}: from the page (JSON with a reason) or a mail client's RFC 8058
 * one-click (`List-Unsubscribe=One-Click`, form-encoded). Either way the link's token is the proof.
 */
export function unsubscribeRoutes(services: Services): Router {
  const router = Router();
  router.post('/unsubscribe/:userId', express.urlencoded({ extended: false, limit: '4kb' }), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const token = req.query.token ?? body.token;
    res.json(await services.unsubscribe.unsubscribe(req.actor ?? null, req.params.userId, token, { reason: body.reason, kind: req.query.kind ?? body.kind }));
  });
  return router;
}
