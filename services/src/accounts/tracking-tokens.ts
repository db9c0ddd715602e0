import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import type { Actor, Owner } from '../auth/authorization';
import { isTrackingToken } from '../auth/tracking-token-scope';
import { DomainError } from '../common/domain-error';
import { isUuid, parseInput } from '../common/validate';
import { ACCESS_STATUSES } from '../billing/subscription-access';

/** What a tracking token starts with, so a bearer token is told from a session's at a glance (and by secret scanners). */
export const TRACKING_TOKEN_PREFIX = 'rht_';
/** Enough for a few browsers and profiles; more is a leak waiting to happen. */
export const MAX_TRACKING_TOKENS = 10;

export interface TrackingTokenView {
  _id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const createSchema = z.object({
  name: z
    .string({ message: 'name: please name the token, such as "Chrome on my laptop"' })
    .trim()
    .min(1, { message: 'name: please name the token, such as "Chrome on my laptop"' })
    .max(100, { message: 'name: please keep the name under 100 characters' })
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    .refine((v) => !/[\u0000-\u001f\u007f-\u009f]/.test(v), { message: 'name: the name must be one line of text without control characters' }),
});

const hash = (token: string) => createHash('sha256').update(token).digest();

/**
 * Tokens for the browser extension (issue 47): made by the user in Account Settings, shown once,
 * listed with when each was last used, revocable. A token calls only what
 * auth/tracking-token-scope.ts lists, and is never a session: making one needs a signed-in session.
 */
export class TrackingTokensService {
  constructor(private readonly db: DataSource) {}

  async list({ userId }: Owner): Promise<{ data: TrackingTokenView[] }> {
    const rows: TokenRow[] = await this.db.query(
      `SELECT id, name, created_at, last_used_at FROM tracking_tokens WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC, id`,
      [userId],
    );
    return { data: rows.map(view) };
  }

  /** A new token; the only time its secret is shown. */
  async create(owner: Owner, input: unknown): Promise<TrackingTokenView & { token: string }> {
    if (isTrackingToken(owner.actor)) throw DomainError.forbidden('A token cannot make another token: sign in to RemoteHunt');
    const { name } = parseInput(createSchema, input);
    const token = `${TRACKING_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    // Counted under a per-user lock, so ten tabs at once cannot pass the cap together.
    const rows: TokenRow[] = await this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('tracking-tokens:' || $1, 0))`, [owner.userId]);
      return tx.query(
        `INSERT INTO tracking_tokens (user_id, name, token_hash)
         SELECT $1, $2, $3 WHERE (SELECT count(*) FROM tracking_tokens WHERE user_id = $1 AND revoked_at IS NULL) < $4
         RETURNING id, name, created_at, last_used_at`,
        [owner.userId, name, hash(token), MAX_TRACKING_TOKENS],
      );
    });
    if (!rows[0]) throw DomainError.validation(`You have ${MAX_TRACKING_TOKENS} tokens: revoke one you no longer use first`, { field: 'name' });
    return { ...view(rows[0]), token };
  }

  async revoke({ userId }: Owner, tokenId: string): Promise<void> {
    if (!isUuid(tokenId)) throw DomainError.notFound('The token');
    const [, count] = await this.db.query(`UPDATE tracking_tokens SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`, [tokenId, userId]);
    if (!count) throw DomainError.notFound('The token');
  }

  /**
   * The caller a token stands for, or null when it names no live token. Its last use is written at
   * most once a minute: a popup that makes four calls is one use, and one write.
   */
  async authenticate(token: string): Promise<Actor | null> {
    if (!token.startsWith(TRACKING_TOKEN_PREFIX) || token.length > 100) return null;
    const [row]: { id: string; user_id: string; has_app_access: boolean }[] = await this.db.query(
      `WITH live AS (
         SELECT id, user_id FROM tracking_tokens WHERE token_hash = $1 AND revoked_at IS NULL
       ), used AS (
         UPDATE tracking_tokens t SET last_used_at = now() FROM live
          WHERE t.id = live.id AND (t.last_used_at IS NULL OR t.last_used_at < now() - interval '1 minute')
       )
       SELECT live.id, live.user_id,
              COALESCE(a.lifetime OR (a.status = ANY($2::text[]) AND (a.end_time IS NULL OR a.end_time > now())), false)
                OR EXISTS (SELECT 1 FROM access_switches WHERE key = 'enableFreeAccessForApp' AND enabled) AS has_app_access
         FROM live LEFT JOIN app_subscriptions a ON a.user_id = live.user_id`,
      [hash(token), [...ACCESS_STATUSES]],
    );
    if (!row) return null;
    // Never an admin or a recruiter: the token's calls act on its own user's tracker alone.
    return { userId: row.user_id, sessionId: row.id, isAdmin: false, isRecruiter: false, hasAppAccess: row.has_app_access, scope: 'tracking' };
  }

  /** Who a token belongs to, for the extension's "Connected as …". */
  async owner(actor: Actor | null | undefined): Promise<{ userId: string; name: string; email: string }> {
    if (!actor) throw DomainError.unauthenticated('Connect RemoteHunt again: your token was revoked or has expired');
    const [user]: { id: string; name: string; email: string }[] = await this.db.query(`SELECT id, name, email FROM users WHERE id = $1`, [actor.userId]);
    if (!user) throw DomainError.unauthenticated();
    return { userId: user.id, name: user.name, email: user.email };
  }
}

interface TokenRow {
  id: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const view = (row: TokenRow): TrackingTokenView => ({
  _id: row.id,
  name: row.name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
});
