import type { Request } from 'express';
import type { RequestMeta } from '@remotehunt/services/accounts/accounts.service';

/**
 * What every transport tells the services about the caller. `req.ip` honours the `trust proxy`
 * setting (TRUST_PROXY), so behind our own proxy it is the client's address and a client cannot
 * choose it with X-Forwarded-For. The services key their attempt budgets on it.
 */
export const requestMeta = (req: Request): RequestMeta => ({ userAgent: req.get('user-agent'), ip: req.ip });
