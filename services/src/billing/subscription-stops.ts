import type { EntityManager } from 'typeorm';

/**
 * Provider subscriptions known to have stopped renewing (`ended`: stopped for good). Stripe does
 * not order its events, so a posting's auto-bump or a newsletter can hear that its subscription
 * stopped before hearing that it was bought; what is bought afterwards reads this and starts
 * without renewals.
 */
export async function recordSubscriptionStop(tx: EntityManager, subscriptionId: string, ended: boolean): Promise<void> {
  await tx.query(
    `INSERT INTO provider_subscription_stops (subscription_id, ended) VALUES ($1, $2)
     ON CONFLICT (subscription_id) DO UPDATE SET ended = provider_subscription_stops.ended OR EXCLUDED.ended`,
    [subscriptionId, ended],
  );
}

/** How a subscription stopped, if it did: 'ended', 'not-renewing', or null. */
export async function subscriptionStop(tx: EntityManager, subscriptionId: string | null): Promise<'ended' | 'not-renewing' | null> {
  if (!subscriptionId) return null;
  const [row]: { ended: boolean }[] = await tx.query(`SELECT ended FROM provider_subscription_stops WHERE subscription_id = $1`, [subscriptionId]);
  return row ? (row.ended ? 'ended' : 'not-renewing') : null;
}
