import type { RequestHandler } from 'express';
import { assertRole, type Role } from '@remotehunt/services/auth/authorization';

/** A REST route for callers with a role (the GraphQL side says the same with @Authorized(role)). */
export const requireRole =
  (role: Role): RequestHandler =>
  (req, _res, next) => {
    assertRole(req.actor, role);
    next();
  };
