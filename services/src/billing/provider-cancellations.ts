import type { DataSource, EntityManager } from 'typeorm';
import type { PaymentProvider } from './payment-provider';

export type CancellationReason = 'replaced' | 'lifetime';

/**
 * Subscriptions the app must stop at the provider, kept as an outbox: written in the transaction
 * that decided it (a newer plan replaced the old one), cancelled after that commits, and whatever
 * a crash or a provider outage left is cancelled by the billing sweep. Cancelling means "no more
 * renewals": the period already paid for runs out, as when the user cancels.
 */
export class ProviderCancellations {
  constructor(
    private readonly db: DataSource,
    private readonly provider: PaymentProvider,
  ) {}

  // eslint-disable-next-line no-restricted-syntax -- a system step inside a payment event's transaction
  async request(tx: EntityManager, subscriptionId: string, userId: string, reason: CancellationReason): Promise<void> {
    await tx.query(
      `INSERT INTO provider_cancellations (subscription_id, user_id, reason) VALUES ($1, $2, $3) ON CONFLICT (subscription_id) DO NOTHING`,
      [subscriptionId, userId, reason],
    );
  }

  /**
   * Cancels what is due (all of it, or the given subscriptions), one pass: each row is locked while
   * its cancellation is asked for (SKIP LOCKED, so sweeps in several processes never ask twice at
   * once), and a provider error leaves it due for the next pass. Only the outbox row is held across
   * the call, never a user's.
   */
  async runDue(subscriptionIds?: readonly string[]): Promise<{ cancelled: number; failed: number }> {
    const due: { subscription_id: string }[] = await this.db.query(
      `SELECT subscription_id FROM provider_cancellations
        WHERE done_at IS NULL AND ($1::text[] IS NULL OR subscription_id = ANY($1)) ORDER BY requested_at LIMIT 100`,
      [subscriptionIds ?? null],
    );
    const outcome = { cancelled: 0, failed: 0 };
    for (const { subscription_id: id } of due) {
      await this.db.transaction(async (tx) => {
        const [mine] = await tx.query(`SELECT 1 FROM provider_cancellations WHERE subscription_id = $1 AND done_at IS NULL FOR UPDATE SKIP LOCKED`, [id]);
        if (!mine) return;
        try {
          // Idempotent at the provider: stopping a subscription that already will not renew changes nothing.
          await this.provider.cancelSubscription(id);
          await tx.query(`UPDATE provider_cancellations SET done_at = now(), attempts = attempts + 1, last_error = NULL WHERE subscription_id = $1`, [id]);
          outcome.cancelled++;
        } catch (e) {
          await tx.query(`UPDATE provider_cancellations SET attempts = attempts + 1, last_error = $2 WHERE subscription_id = $1`, [
            id,
            (e instanceof Error ? e.message : String(e)).slice(0, 500),
          ]);
          outcome.failed++;
        }
      });
    }
    return outcome;
  }
}
