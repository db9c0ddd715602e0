import { gunzipSync } from 'node:zlib';
import { type Request, Router, type Response } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { FEED_FORMATS, type FeedFormat } from '@remotehunt/services/saved-searches/saved-search-feeds.service';
import { FEED_CONTENT_TYPES, renderSavedSearchFeed } from './saved-search-feed';
import { FeedBodyCache } from './feed-body-cache';

const FEED_FILE = /^([^.]*)\.(rss|atom|json)$/;

/**
 * `/feeds/{token}.rss`, `.atom` and `.json`: a saved search's feed (issue 22), no sign-in (feed
 * readers cannot), outside /api/v1. Unknown, malformed and revoked tokens alike answer 404; each
 * token has its budget (429 with Retry-After); `ETag` and `Last-Modified` let a reader ask again
 * for a 304, and a feed that has not changed is sent as it was rendered (FeedBodyCache). Private
 * caching only: a shared cache would keep serving a revoked feed, and the list is one person's.
 */
export function savedSearchFeedRoutes(services: Services): Router {
  const router = Router();
  const publicUrl = services.config.publicUrl;
  const bodies = new FeedBodyCache();

  router.get('/feeds/:file', async (req, res) => {
    const match = FEED_FILE.exec(req.params.file);
    const state = match ? await services.savedSearchFeeds.read(match[1]) : null;
    if (!match || !state) {
      notFound(res);
      return;
    }
    const [, token, format] = match as unknown as [string, string, FeedFormat];
    res.set('Cache-Control', 'private, max-age=300');
    const etag = `"${format}-${state.version}"`;
    res.set('ETag', etag);
    res.set('Last-Modified', state.lastModified.toUTCString());
    res.vary('Accept-Encoding');
    if (unchangedFor(req, etag, state.lastModified)) {
      res.status(304).end();
      return;
    }
    const feedUrls = Object.fromEntries(FEED_FORMATS.map((f) => [f, `${publicUrl}/feeds/${token}.${f}`])) as Record<FeedFormat, string>;
    // The token is in the body (the feed's own links), so it is in the key too.
    const gz = await bodies.gzipped(`${token}.${etag}`, async () => renderSavedSearchFeed(format, state, await state.items(), { publicUrl, feedUrls }));
    res.status(200).type(FEED_CONTENT_TYPES[format]);
    if (req.acceptsEncodings('gzip')) res.set('Content-Encoding', 'gzip').send(gz);
    else res.send(gunzipSync(gz));
  });

  // Anything else under /feeds: the same 404, never the app's page.
  router.all(/^\/feeds(\/.*)?$/, (_req, res) => notFound(res));
  return router;
}

/**
 * RFC 9110's conditional GET as an origin server evaluates it: If-None-Match when sent (any listed
 * tag, weakly compared), else If-Modified-Since. Unlike Express's `req.fresh`, a request's
 * `Cache-Control: no-cache` does not turn it off: that directive is for caches on the way, and
 * fetch() adds it to every request that carries a validator, so readers built on fetch would never
 * get their 304.
 */
export function unchangedFor(req: Request, etag: string, lastModified: Date): boolean {
  const noneMatch = req.get('if-none-match');
  if (noneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return noneMatch.trim() === '*' || noneMatch.split(',').some((tag) => opaque(tag) === etag);
  }
  const since = Date.parse(req.get('if-modified-since') ?? '');
  return !Number.isNaN(since) && lastModified.getTime() <= since;
}

function notFound(res: Response): void {
  res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('There is no feed at this address: it may have been turned off or replaced.');
}
