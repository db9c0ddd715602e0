import type { RequestHandler } from 'express';
import type { AccountsService } from '@remotehunt/services/accounts/accounts.service';
import { requireActor } from '@remotehunt/services/auth/authorization';

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** Resolves the bearer token (if any) into req.actor; never rejects by itself. */
export function authenticate(accounts: AccountsService): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req.get('authorization'));
    req.actor = token ? await accounts.authenticate(token) : null;
    next();
  };
}

export const requireAuth: RequestHandler = (req, _res, next) => {
  requireActor(req.actor);
  next();
};
