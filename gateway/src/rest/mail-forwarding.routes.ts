import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { type UserParams, ownerOf } from './params';

type SenderParams = UserParams & { senderId: string };
type SuggestionParams = UserParams & { suggestionId: string };

/** The forwarding address, the addresses mail is forwarded from, and what forwarded mail suggested (issue 48). */
export function mailForwardingRoutes({ forwardingAddresses, mailSuggestions }: Services): Router {
  const router = Router({ mergeParams: true });

  router.get<UserParams>('/mail_forwarding', async (req, res) => {
    res.json(await forwardingAddresses.settings(ownerOf(req)));
  });

  router.post<UserParams>('/mail_forwarding/address', async (req, res) => {
    res.json(await forwardingAddresses.replaceAddress(ownerOf(req)));
  });

  router.post<UserParams>('/mail_forwarding/senders', async (req, res) => {
    res.status(201).json(await forwardingAddresses.addSender(ownerOf(req), req.body));
  });

  router.delete<SenderParams>('/mail_forwarding/senders/:senderId', async (req, res) => {
    await forwardingAddresses.removeSender(ownerOf(req), req.params.senderId);
    res.json({ success: true });
  });

  router.get<UserParams>('/mail_suggestions', async (req, res) => {
    res.json(await mailSuggestions.pending(ownerOf(req)));
  });

  router.post<SuggestionParams>('/mail_suggestions/:suggestionId/confirm', async (req, res) => {
    res.json(await mailSuggestions.confirm(ownerOf(req), req.params.suggestionId, req.body));
  });

  router.post<SuggestionParams>('/mail_suggestions/:suggestionId/dismiss', async (req, res) => {
    res.json(await mailSuggestions.dismiss(ownerOf(req), req.params.suggestionId));
  });

  return router;
}

/** The link mailed to a new sender address: opens without signing in, the token being the proof. */
export function mailSenderVerificationRoute({ forwardingAddresses }: Services): Router {
  const router = Router();
  router.post('/mail_senders/verify', async (req, res) => {
    res.json(await forwardingAddresses.verifySender(req.body));
  });
  return router;
}
