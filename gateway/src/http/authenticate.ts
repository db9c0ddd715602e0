import type { RequestHandler } from 'express';
import type { AccountsService } from '@remotehunt/services/accounts/accounts.service';
import { TRACKING_TOKEN_PREFIX, type TrackingTokensService } from '@remotehunt/services/accounts/tracking-tokens';
import { requireActor } from '@remotehunt/services/auth/authorization';

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * Resolves the bearer token (if any) into req.actor; never rejects by itself. A session's token,
 * or a tracking token (the browser extension's, `rht_…`), whose caller is scoped to tracking.
 */
export function authenticate(accounts: AccountsService, trackingTokens: TrackingTokensService): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req.get('authorization'));
    if (!token) req.actor = null;
    else req.actor = token.startsWith(TRACKING_TOKEN_PREFIX) ? await trackingTokens.authenticate(token) : await accounts.authenticate(token);
    next();
  };
}

export const requireAuth: RequestHandler = (req, _res, next) => {
  requireActor(req.actor);
  next();
};
