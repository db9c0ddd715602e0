import type { AuthChecker } from 'type-graphql';
import { assertRole, hasRole, type Role } from '@remotehunt/services/auth/authorization';
import { DomainError } from '@remotehunt/services/common/domain-error';
import type { GraphQLContext } from './context';

/** `@Authorized()` and `@Authorized('admin')` both decide through the authorization module. */
export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context }, roles) => {
  if (!context.actor) throw DomainError.unauthenticated();
  if (roles.length === 0) return true;
  if (roles.some((role) => hasRole(context.actor, role))) return true;
  // The message of the first role asked for (the subscription guard's says what to do).
  assertRole(context.actor, roles[0]);
  throw DomainError.forbidden();
};
