/**
 * The login session as the product keeps it: the bearer token under `token`
 * and the user info (JSON) under `userInfo` in localStorage. React reads it
 * through `subscribeToSession` / `readStoredSession` (useSyncExternalStore),
 * so every change made here, by a 401 or by another tab, re-renders the app.
 */

export const TOKEN_KEY = 'token';
export const USER_INFO_KEY = 'userInfo';

export interface StoredUserInfo {
  userId: string;
  name?: string;
  email?: string;
  admin?: boolean;
  recruiter?: boolean;
  [field: string]: unknown;
}

export interface StoredSession {
  token: string | null;
  userInfo: StoredUserInfo | null;
}

const listeners = new Set<() => void>();

function readKey(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be disabled (privacy modes); the app then runs signed out.
    return null;
  }
}

function parseUserInfo(raw: string | null): StoredUserInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && typeof (value as StoredUserInfo).userId === 'string') {
      return value as StoredUserInfo;
    }
  } catch {
    // A hand-edited or truncated value counts as no user.
  }
  return null;
}

let cache: { rawToken: string | null; rawUserInfo: string | null; session: StoredSession } | null = null;

/** Returns the same object while storage is unchanged, as useSyncExternalStore requires. */
export function readStoredSession(): StoredSession {
  const rawToken = readKey(TOKEN_KEY);
  const rawUserInfo = readKey(USER_INFO_KEY);
  if (cache && cache.rawToken === rawToken && cache.rawUserInfo === rawUserInfo) return cache.session;
  const session: StoredSession = { token: rawToken || null, userInfo: parseUserInfo(rawUserInfo) };
  cache = { rawToken, rawUserInfo, session };
  return session;
}

/** The anonymous guard's test: both keys are present. */
export function hasStoredLogin(): boolean {
  const { token, userInfo } = readStoredSession();
  return Boolean(token && userInfo);
}

export function getStoredToken(): string | null {
  return readStoredSession().token;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function saveSession(token: string, userInfo: StoredUserInfo): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(USER_INFO_KEY, JSON.stringify(userInfo));
  notify();
}

/**
 * Keeps the stored copy in step with the server's (name and avatar change in settings). The
 * app already shows this user, so nothing is told: the copy is for the next load, and telling
 * would re-render every screen right after the first one (the stored copy of a fresh sign-in
 * never matches the server's).
 */
export function updateStoredUserInfo(userInfo: StoredUserInfo): void {
  const next = JSON.stringify(userInfo);
  if (readKey(USER_INFO_KEY) === next) return;
  window.localStorage.setItem(USER_INFO_KEY, next);
}

export function clearSession(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(USER_INFO_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  notify();
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_INFO_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
