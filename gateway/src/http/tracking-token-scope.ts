import type { RequestHandler } from 'express';
import { mayCallRest, TRACKING_TOKEN_REFUSAL } from '@remotehunt/services/auth/tracking-token-scope';
import { DomainError } from '@remotehunt/services/common/domain-error';

/**
 * Mounted at /api/v1: refuses a tracking token's call to anything services/src/auth/tracking-token-scope.ts
 * does not list, before a route runs (GraphQL refuses the same in graphql/tracking-token-scope.ts).
 */
export const trackingTokenScope: RequestHandler = (req, _res, next) => {
  if (!mayCallRest(req.actor, req.method, req.path)) throw DomainError.forbidden(TRACKING_TOKEN_REFUSAL);
  next();
};
