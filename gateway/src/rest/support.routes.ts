import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import type { UserParams } from './params';

/** Under /users/{userId}: the support thread (the service decides who may read and reply). */
export function supportRoutes({ support }: Services): Router {
  const router = Router({ mergeParams: true });

  router.get<UserParams>('/messages', async (req, res) => {
    res.json(await support.list(req.actor, req.params.userId, req.query));
  });

  router.post<UserParams>('/messages', async (req, res) => {
    res.status(201).json(await support.send(req.actor, req.params.userId, req.body));
  });

  router.get<UserParams>('/messages/has_any_unread', async (req, res) => {
    res.json({ yes: await support.hasUnread(req.actor, req.params.userId) });
  });

  router.put<UserParams>('/messages/status/read', async (req, res) => {
    res.json(await support.markRead(req.actor, req.params.userId));
  });

  router.put<UserParams & { messageId: string }>('/messages/:messageId', async (req, res) => {
    res.json(await support.reply(req.actor, req.params.messageId, req.body));
  });

  return router;
}
