import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { type UserParams, ownerOf } from './params';

/** The browser extension's tokens under /users/{userId} (Account Settings), and who a token is. */
export function trackingTokenRoutes({ trackingTokens }: Services): Router {
  const router = Router({ mergeParams: true });

  router.get<UserParams>('/tracking_tokens', async (req, res) => {
    res.json(await trackingTokens.list(ownerOf(req)));
  });

  router.post<UserParams>('/tracking_tokens', async (req, res) => {
    res.status(201).json(await trackingTokens.create(ownerOf(req), req.body));
  });

  router.delete<UserParams & { tokenId: string }>('/tracking_tokens/:tokenId', async (req, res) => {
    await trackingTokens.revoke(ownerOf(req), req.params.tokenId);
    res.json({ success: true });
  });

  return router;
}

/** GET /tracking_tokens/whoami: the extension's "Connected as …" (any signed-in caller may ask). */
export function trackingTokenOwnerRoute({ trackingTokens }: Services): Router {
  const router = Router();
  router.get('/tracking_tokens/whoami', async (req, res) => {
    res.json(await trackingTokens.owner(req.actor));
  });
  return router;
}
