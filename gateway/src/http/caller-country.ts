import type { Request, Response } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { resolveCountry } from '@remotehunt/services/billing/geo/resolve-country';

/**
 * The caller's ISO 3166 alpha-2 country (GEO_COUNTRY_HEADER, then the IP address, then
 * DEFAULT_COUNTRY). req.ip is the forwarded client address when the request came
 * through a proxy TRUST_PROXY names, and the socket's address otherwise.
 */
export function callerCountry(req: Request, { config }: Pick<Services, 'config'>): string {
  return resolveCountry({ headers: req.headers, ip: req.ip }, config.geo);
}

/** For answers that depend on the caller's country: a cache must neither share them nor ignore the CDN's header. */
export function varyByCountry(res: Response, { config }: Pick<Services, 'config'>): void {
  res.set('Cache-Control', 'private, no-store');
  for (const header of config.geo.trustedCountryHeaders) res.vary(header);
}
