import { DomainError } from '../../common/domain-error';
import { type Actor, assertCanAccessUser, assertRole, hasRole, requireActor, type Role } from '../authorization';

const ANN = '6b1e0a52-7d3c-4c59-9a51-2f0c9a3e8b11';
const BOB = '0f6b7d1c-3a2e-4b8f-9c1d-5e7a9b2c4d6f';
const actor = (overrides: Partial<Actor> = {}): Actor => ({ userId: ANN, sessionId: 's-1', isAdmin: false, isRecruiter: false, hasAppAccess: true, ...overrides });

function thrown(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    return e as DomainError;
  }
  throw new Error('expected the call to throw');
}

describe('hasRole', () => {
  const user = actor();
  const recruiter = actor({ isRecruiter: true });
  const admin = actor({ isAdmin: true });
  it.each<[string, Actor | null | undefined, Role, boolean]>([
    ['nobody', null, 'user', false],
    ['nobody', undefined, 'admin', false],
    ['a user', user, 'user', true],
    ['a user', user, 'recruiter', false],
    ['a user', user, 'admin', false],
    ['a recruiter', recruiter, 'user', true],
    ['a recruiter', recruiter, 'recruiter', true],
    ['a recruiter', recruiter, 'admin', false],
    ['an admin', admin, 'user', true],
    ['an admin', admin, 'recruiter', true],
    ['an admin', admin, 'admin', true],
  ])('%s has the %s role: %s', (_who, who, role, expected) => {
    expect(hasRole(who, role)).toBe(expected);
  });
});

describe('requireActor', () => {
  it('answers the actor when there is one', () => {
    const who = actor();
    expect(requireActor(who)).toBe(who);
  });

  it('throws UNAUTHENTICATED "Please sign in to continue" without one', () => {
    expect(thrown(() => requireActor(null))).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue' });
  });
});

describe('assertCanAccessUser', () => {
  it('lets a user act on their own account', () => {
    const who = actor();
    expect(assertCanAccessUser(who, ANN)).toBe(who);
  });

  it("refuses a user on someone else's account with FORBIDDEN and a message", () => {
    expect(thrown(() => assertCanAccessUser(actor(), BOB))).toMatchObject({ code: 'FORBIDDEN', message: 'You can only access your own account' });
  });

  it("refuses a recruiter on someone else's account", () => {
    expect(thrown(() => assertCanAccessUser(actor({ isRecruiter: true }), BOB)).code).toBe('FORBIDDEN');
  });

  it("lets an admin act on anyone's account", () => {
    const admin = actor({ isAdmin: true });
    expect(assertCanAccessUser(admin, BOB)).toBe(admin);
  });

  it('throws UNAUTHENTICATED, not FORBIDDEN, for an anonymous caller', () => {
    expect(thrown(() => assertCanAccessUser(null, ANN)).code).toBe('UNAUTHENTICATED');
    expect(thrown(() => assertCanAccessUser(undefined, ANN)).code).toBe('UNAUTHENTICATED');
  });
});

describe('assertRole', () => {
  it('answers the actor holding the role', () => {
    const admin = actor({ isAdmin: true });
    expect(assertRole(admin, 'recruiter')).toBe(admin);
  });

  it('refuses a missing role with FORBIDDEN naming the role', () => {
    expect(thrown(() => assertRole(actor(), 'admin'))).toMatchObject({ code: 'FORBIDDEN', message: 'This needs the admin role' });
  });

  it('throws UNAUTHENTICATED for an anonymous caller', () => {
    expect(thrown(() => assertRole(null, 'user')).code).toBe('UNAUTHENTICATED');
  });
});
