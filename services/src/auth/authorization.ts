import { DomainError } from '../common/domain-error';

/** Who is calling: built from a valid, unrevoked session token. */
export interface Actor {
  userId: string;
  sessionId: string;
  isAdmin: boolean;
  isRecruiter: boolean;
  /**
   * The subscription guard, decided with the session: a trial or paid period that runs, a
   * lifetime plan, the free app access switch, or an admin.
   */
  hasAppAccess: boolean;
}

/** `subscriber`: may use the subscription-guarded parts (job lists, companies, boards). */
export type Role = 'user' | 'subscriber' | 'recruiter' | 'admin';

export const APP_ACCESS_MESSAGE = 'Your trial or plan has ended: please choose a plan on the Subscription page to continue';

/**
 * The single place that decides who may do what. REST route guards and the
 * GraphQL auth checker both call into this module.
 */
export function hasRole(actor: Actor | null | undefined, role: Role): boolean {
  if (!actor) return false;
  switch (role) {
    case 'user':
      return true;
    case 'subscriber':
      return actor.hasAppAccess || actor.isAdmin;
    case 'recruiter':
      return actor.isRecruiter || actor.isAdmin;
    case 'admin':
      return actor.isAdmin;
  }
}

export function requireActor(actor: Actor | null | undefined): Actor {
  if (!actor) throw DomainError.unauthenticated();
  return actor;
}

/** Whether the caller may act on this user's resources: their own, or anyone's for an admin. */
export function canAccessUser(actor: Actor | null | undefined, userId: string): boolean {
  return !!actor && (actor.userId === userId || actor.isAdmin);
}

/** A user may act on their own /users/{userId} resources; an admin on anyone's. */
export function assertCanAccessUser(actor: Actor | null | undefined, userId: string): Actor {
  const who = requireActor(actor);
  if (!canAccessUser(who, userId)) throw DomainError.forbidden('You can only access your own account');
  return who;
}

/** Only the user themselves, not even an admin: for what must be written in the user's own name. */
export function assertIsUser(actor: Actor | null | undefined, userId: string, message: string): Actor {
  const who = assertCanAccessUser(actor, userId);
  if (who.userId !== userId) throw DomainError.forbidden(message);
  return who;
}

export function assertRole(actor: Actor | null | undefined, role: Role): Actor {
  const who = requireActor(actor);
  if (hasRole(who, role)) return who;
  if (role === 'subscriber') throw new DomainError('PAYMENT_REQUIRED', APP_ACCESS_MESSAGE);
  throw DomainError.forbidden(`This needs the ${role} role`);
}
