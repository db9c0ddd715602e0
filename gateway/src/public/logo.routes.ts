import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { DomainError } from '@remotehunt/services/common/domain-error';
import { streamTo } from '../http/send-file';

const LOGO_FILE = /^\/logos\/([0-9a-f-]{36})\.webp$/;

/**
 * `/logos/{companyId}.webp`: our copy of a company's logo (services/src/logos), the only company
 * logo any page shows. Public like the job cards that show it. Addresses carry `?v={version}`;
 * asked for with the current version the answer may be kept for good (a new copy is a new
 * address), otherwise for an hour. The ETag is the version, so a revalidation costs no storage read.
 */
export function logoRoutes({ logos }: Services): Router {
  const router = Router();
  router.get(LOGO_FILE, async (req, res) => {
    const companyId = (req.params as Record<string, string>)[0];
    const logo = await logos.logo(companyId);
    const etag = `"${logo.version}"`;
    const current = req.query.v === logo.version;
    res.set('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    res.set('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    const { stream, size } = await logo.open();
    res.set('Content-Type', 'image/webp');
    res.set('Content-Length', String(size));
    await streamTo(req, res, stream);
  });
  // Any other address under /logos/ names no logo.
  router.get(/^\/logos\//, () => {
    throw DomainError.notFound('The logo');
  });
  return router;
}
