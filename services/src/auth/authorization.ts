import { DomainError } from '../common/domain-error';
import { isUuid } from '../common/validate';

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
  /**
   * Set when the caller holds a tracking token (the browser extension's), not a session: it may
   * make the calls auth/tracking-token-scope.ts lists and nothing else.
   */
  scope?: 'tracking';
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

declare const ownerBrand: unique symbol;

/**
 * The user whose own records a call acts on, with the caller who was found allowed to: that user,
 * or an admin acting for them. Only this module makes one (the brand cannot be written elsewhere
 * without a cast, which lint forbids), so a service method taking an Owner cannot be reached
 * without the ownership check, whichever transport or job calls it.
 */
export interface Owner {
  readonly userId: string;
  readonly actor: Actor;
  readonly [ownerBrand]: true;
}

/** The caller acting on the records of `userId`: themselves, or an admin acting for that user. */
export function ownerFor(actor: Actor | null | undefined, userId: string): Owner {
  const who = assertCanAccessUser(actor, userId);
  // Only an admin gets here with someone else's id; a malformed one must not reach PostgreSQL's uuid cast.
  if (!isUuid(userId)) throw DomainError.notFound('The user');
  return { userId, actor: who } as Owner;
}

/** The caller acting on their own records (GraphQL operations act on the caller's own account). */
export function selfOwner(actor: Actor | null | undefined): Owner {
  const who = requireActor(actor);
  return { userId: who.userId, actor: who } as Owner;
}
