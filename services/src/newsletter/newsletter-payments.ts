import type { EntityManager } from 'typeorm';

/** The newsletter's side of the card provider's events (called by the payment webhook, in its transaction). */

/**
 * A completed newsletter checkout: the subscription starts, unless it was cancelled meanwhile.
 * Answers whose newsletter started, or null when this checkout started nothing (a redelivery).
 */
export async function activatePaidNewsletter(
  tx: EntityManager,
  newsletterId: string,
  subscriptionId: string | null,
): Promise<{ userId: string } | null> {
  const [rows]: [{ user_id: string }[], number] = await tx.query(
    `UPDATE newsletters SET status = 'active', access = 'paid', payment_subscription_id = COALESCE($2, payment_subscription_id), updated_at = now()
      WHERE id = $1 AND status = 'pending'
      RETURNING user_id`,
    [newsletterId, subscriptionId],
  );
  return rows[0] ? { userId: rows[0].user_id } : null;
}

/** Whether a provider subscription pays for a newsletter. */
export async function isNewsletterSubscription(tx: EntityManager, subscriptionId: string, metadata: Record<string, string>): Promise<boolean> {
  if (metadata.kind === 'newsletter') return true;
  const [row] = await tx.query(`SELECT 1 FROM newsletters WHERE payment_subscription_id = $1`, [subscriptionId]);
  return !!row;
}

/** The subscription has ended (cancelled, unpaid): so has the newsletter it paid for. */
export async function endPaidNewsletter(tx: EntityManager, subscriptionId: string): Promise<void> {
  await tx.query(
    `UPDATE newsletters SET status = 'cancelled', cancelled_at = COALESCE(cancelled_at, now()), updated_at = now()
      WHERE payment_subscription_id = $1 AND access = 'paid' AND status <> 'cancelled'`,
    [subscriptionId],
  );
}
