import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { attachmentDisposition } from '../http/content-disposition';
import { type UserParams, ownerOf } from './params';

type AppliedJobParams = UserParams & { appliedJobId: string };
type EventParams = AppliedJobParams & { eventId: string };

const EVENTS = '/applied_jobs/:appliedJobId/events';

/** An applied job's interviews and other events, their "Add to calendar" file, and the Upcoming screen (issue 48). */
export function trackingEventRoutes({ appliedJobEvents, upcoming, calendar }: Services): Router {
  const router = Router({ mergeParams: true });

  router.get<UserParams>('/upcoming', async (req, res) => {
    res.json(await upcoming.upcoming(ownerOf(req), req.query));
  });

  router.get<AppliedJobParams>(EVENTS, async (req, res) => {
    res.json(await appliedJobEvents.list(ownerOf(req), req.params.appliedJobId, req.query));
  });

  router.post<AppliedJobParams>(EVENTS, async (req, res) => {
    res.status(201).json(await appliedJobEvents.create(ownerOf(req), req.params.appliedJobId, req.body));
  });

  router.get<EventParams>(`${EVENTS}/:eventId`, async (req, res) => {
    res.json(await appliedJobEvents.get(ownerOf(req), req.params.appliedJobId, req.params.eventId));
  });

  router.put<EventParams>(`${EVENTS}/:eventId`, async (req, res) => {
    res.json(await appliedJobEvents.update(ownerOf(req), req.params.appliedJobId, req.params.eventId, req.body));
  });

  router.delete<EventParams>(`${EVENTS}/:eventId`, async (req, res) => {
    await appliedJobEvents.delete(ownerOf(req), req.params.appliedJobId, req.params.eventId);
    res.json({ success: true });
  });

  router.get<EventParams>(`${EVENTS}/:eventId/ics`, async (req, res) => {
    const file = await calendar.eventFile(ownerOf(req), req.params.appliedJobId, req.params.eventId);
    res.set('Cache-Control', 'private, no-store').set('Content-Disposition', attachmentDisposition(file.fileName));
    res.type('text/calendar; charset=utf-8').send(file.body);
  });

  return router;
}
