import { createContext } from 'react';
import type { BootstrapQuery, UserFieldsFragment } from '../../generated/graphql';
import type { StoredUserInfo } from '../session-storage';

export type AppConfig = BootstrapQuery['bootstrap']['appConfig'];
export type JobStatus = BootstrapQuery['bootstrap']['jobStatuses'][number];
export type SessionUser = UserFieldsFragment;

/**
 * - anonymous: no token and user info stored;
 * - loading: stored, bootstrap on its way;
 * - ready: bootstrap loaded for the stored user;
 * - error: bootstrap failed for a reason other than an expired session.
 */
export type SessionStatus = 'anonymous' | 'loading' | 'ready' | 'error';

export interface Session {
  status: SessionStatus;
  /** Both token and user info are stored: the user counts as logged in for the shell. */
  isLoggedIn: boolean;
  userId: string | null;
  /** What localStorage holds; available before bootstrap finishes. */
  storedUserInfo: StoredUserInfo | null;
  /** Set once ready; follows cache updates (name, avatar). */
  user: SessionUser | null;
  appConfig: AppConfig | null;
  jobStatuses: readonly JobStatus[];
  /** Subscription-guarded screens: free app access is on, the app subscription is active, or an admin. */
  hasAppAccess: boolean;
  retry(): void;
}

export const SessionContext = createContext<Session | null>(null);
