import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { DataSource } from 'typeorm';
import { type Actor, assertRole } from '../auth/authorization';
import { isUuid } from '../common/validate';

/** How long an opened queue dashboard stays usable; opening it again from the app makes a new one. */
export const DASHBOARD_TOKEN_MINUTES = 15;
const AUDIENCE = 'remotehunt:queue-dashboard';

/**
 * Credentials for the queue dashboard (bull-board), which a browser opens as pages: it cannot send
 * our bearer header, so it rides in a cookie, and a cookie must not carry the admin's API token
 * (valid for weeks, good for every admin call). A dashboard token is a short JWT signed with a key
 * of its own, derived from JWT_SECRET: the API's verifier (accounts/tokens.ts) fails its signature,
 * so it is refused as a bearer token, and it lasts minutes. It names the admin's session, so
 * signing out (or losing the admin role) closes the dashboard too.
 */
export class DashboardTokens {
  private readonly key: KeyObject;

  constructor(
    private readonly db: DataSource,
    jwtSecret: string,
  ) {
    this.key = createSecretKey(createHmac('sha256', jwtSecret).update(AUDIENCE).digest());
  }

  /** A dashboard token for an admin's current session. */
  issue(actor: Actor | null | undefined): { token: string; maxAgeSeconds: number } {
    const admin = assertRole(actor, 'admin');
    const maxAgeSeconds = DASHBOARD_TOKEN_MINUTES * 60;
    const token = jwt.sign({ sid: admin.sessionId }, this.key, {
      algorithm: 'HS256',
      subject: admin.userId,
      audience: AUDIENCE,
      expiresIn: maxAgeSeconds,
    });
    return { token, maxAgeSeconds };
  }

  /** The caller behind a dashboard token, or null when it is not one, has expired, or its session has ended. */
  async authenticate(token: string): Promise<Actor | null> {
    let claims: jwt.JwtPayload;
    try {
      const verified = jwt.verify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE });
      if (typeof verified === 'string') return null;
      claims = verified;
    } catch {
      return null;
    }
    const { sub, sid } = claims;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !isUuid(sub) || !isUuid(sid)) return null;
    const [row]: { is_admin: boolean; is_recruiter: boolean }[] = await this.db.query(
      `SELECT u.is_admin, u.is_recruiter FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [sid, sub],
    );
    if (!row) return null;
    return { userId: sub, sessionId: sid, isAdmin: row.is_admin, isRecruiter: row.is_recruiter, hasAppAccess: row.is_admin };
  }
}
