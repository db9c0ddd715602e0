import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';

/**
 * A plan that renews at the provider, or the lifetime plan: while a user holds one, buying another
 * would charge them twice. A cancelled plan still running (it will not renew) may be replaced.
 */
export const HOLDS_RENEWING_PLAN = `(lifetime OR (subscription_id IS NOT NULL AND status IN ('paid', 'past_due') AND NOT cancel_at_period_end
  AND (end_time IS NULL OR end_time > now())))`;

export const ALREADY_HAS_PLAN = 'You already have a plan: cancel it first to choose another';
export const SUBSCRIBE_IN_PROGRESS = 'Your subscription is already being set up: wait a moment, then reload';

/**
 * How long a claim stands before it counts as left by a process that died: longer than the
 * provider calls of one subscribe can take (three requests, each with the SDK's two retries of at
 * most 30 s), so a live request is never taken over.
 */
export const CLAIM_STALE_AFTER_MINUTES = 10;

export interface Claim {
  attemptId: string;
}

/**
 * Claims the user's subscribe: one claim at a time per user, taken in one statement with the
 * "no plan already" check, before the provider is called. Twenty tabs pressing Subscribe at once
 * get one claim and nineteen 409s, so the provider is asked once.
 */
export async function claimSubscribe(db: DataSource | EntityManager, userId: string): Promise<Claim | 'in-progress' | 'has-plan' | 'stale'> {
  const attemptId = randomUUID();
  const [, claimed] = await db.query(
    `UPDATE app_subscriptions SET subscribe_attempt = $2, subscribe_attempt_at = now()
      WHERE user_id = $1 AND subscribe_attempt IS NULL AND NOT ${HOLDS_RENEWING_PLAN}`,
    [userId, attemptId],
  );
  if (claimed === 1) return { attemptId };
  const [row]: { has_plan: boolean; attempt: string | null; stale: boolean }[] = await db.query(
    `SELECT ${HOLDS_RENEWING_PLAN} AS has_plan, subscribe_attempt AS attempt,
            subscribe_attempt_at < now() - make_interval(mins => $2) AS stale
       FROM app_subscriptions WHERE user_id = $1`,
    [userId, CLAIM_STALE_AFTER_MINUTES],
  );
  if (!row) throw DomainError.notFound('The subscription');
  if (row.has_plan) return 'has-plan';
  return row.attempt && row.stale ? 'stale' : 'in-progress';
}

/** Gives the claim up (the provider refused, or the attempt was recorded): only this attempt's. */
export async function releaseSubscribe(db: DataSource | EntityManager, userId: string, attemptId: string): Promise<void> {
  await db.query(`UPDATE app_subscriptions SET subscribe_attempt = NULL, subscribe_attempt_at = NULL WHERE user_id = $1 AND subscribe_attempt = $2`, [
    userId,
    attemptId,
  ]);
}

export interface StaleClaim {
  userId: string;
  attemptId: string;
  customerId: string | null;
}

/** Claims older than CLAIM_STALE_AFTER_MINUTES (`staleBefore` lets a test say "now" is later). */
export async function staleClaims(db: DataSource, opts: { userId?: string; limit?: number; staleBefore?: Date } = {}): Promise<StaleClaim[]> {
  const rows: { user_id: string; attempt: string; customer_id: string | null }[] = await db.query(
    `SELECT s.user_id, s.subscribe_attempt AS attempt, u.payment_customer_id AS customer_id
       FROM app_subscriptions s JOIN users u ON u.id = s.user_id
      WHERE s.subscribe_attempt IS NOT NULL
        AND s.subscribe_attempt_at < COALESCE($3, now() - make_interval(mins => $2))
        AND ($1::uuid IS NULL OR s.user_id = $1)
      ORDER BY s.subscribe_attempt_at LIMIT $4`,
    [opts.userId ?? null, CLAIM_STALE_AFTER_MINUTES, opts.staleBefore ?? null, opts.limit ?? 100],
  );
  return rows.map((r) => ({ userId: r.user_id, attemptId: r.attempt, customerId: r.customer_id }));
}
