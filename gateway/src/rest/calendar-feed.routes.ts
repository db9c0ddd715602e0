import { Router, type Response } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { unchangedFor } from '../public/saved-search-feeds.routes';
import { type UserParams, ownerOf } from './params';

const CALENDAR_FILE = /^([^./]*)\.ics$/;

/** The user's private calendar address under /users/{userId} (issue 48): make or replace it, read whether there is one, change it, revoke it. */
export function calendarFeedRoutes({ calendar }: Services): Router {
  const router = Router({ mergeParams: true });

  router.get<UserParams>('/calendar_feed', async (req, res) => {
    res.json(await calendar.feed(ownerOf(req)));
  });

  // The only answer that holds the address (its token is kept hashed).
  router.post<UserParams>('/calendar_feed', async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    res.json(await calendar.createFeed(ownerOf(req), req.body));
  });

  router.put<UserParams>('/calendar_feed', async (req, res) => {
    res.json(await calendar.updateFeed(ownerOf(req), req.body));
  });

  router.delete<UserParams>('/calendar_feed', async (req, res) => {
    await calendar.revokeFeed(ownerOf(req));
    res.json({ success: true });
  });
  return router;
}

/**
 * `/calendar/{token}.ics`: the user's events as an iCalendar feed that calendar apps subscribe to,
 * no sign-in (they cannot), outside /api/v1. Unknown, malformed, revoked and replaced tokens alike
 * answer 404; each token has the feeds' budget (429 with Retry-After); `ETag` and `Last-Modified`
 * let a client ask again for a 304. Private caching only: the calendar is one person's.
 */
export function publicCalendarRoutes({ calendar }: Services): Router {
  const router = Router();

  router.get('/calendar/:file', async (req, res) => {
    const match = CALENDAR_FILE.exec(req.params.file);
    const state = match ? await calendar.readFeed(match[1]) : null;
    if (!state) {
      notFound(res);
      return;
    }
    const etag = `"ics-${state.version}"`;
    res.set('Cache-Control', 'private, max-age=300').set('ETag', etag).set('Last-Modified', state.lastModified.toUTCString());
    if (unchangedFor(req, etag, state.lastModified)) {
      res.status(304).end();
      return;
    }
    res.status(200).type('text/calendar; charset=utf-8').send(state.body);
  });

  // Anything else under /calendar/: the same 404, never the app's page.
  router.all(/^\/calendar\/.*$/, (_req, res) => notFound(res));
  return router;
}

function notFound(res: Response): void {
  res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('There is no calendar at this address: it may have been turned off or replaced.');
}
