import type { EntityManager } from 'typeorm';
import type { AppSubscriptionService } from '../subscriptions/app-subscription.service';

/**
 * The account a visitor's paid purchase belongs to: the one that already has the address given,
 * else a new one without a password, as a visitor's newsletter order makes (its owner signs in
 * with the link in the receipt and may choose a password through Forgot password). Linking only
 * records whose purchase it is: the visitor who typed the address gets no access to the account;
 * only a link mailed to that address signs anyone in.
 */
export async function accountForPurchase(
  tx: EntityManager,
  subscriptions: AppSubscriptionService,
  buyer: { email: string; name: string },
): Promise<{ userId: string; created: boolean }> {
  const email = buyer.email.trim().toLowerCase();
  const [created]: { id: string }[] = await tx.query(
    `INSERT INTO users (email, name, password_hash) VALUES ($1, $2, NULL) ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
    [email, buyer.name.trim().slice(0, 100) || email.split('@')[0]],
  );
  if (created) {
    await subscriptions.startTrial(tx, created.id);
    return { userId: created.id, created: true };
  }
  const [existing]: { id: string }[] = await tx.query(`SELECT id FROM users WHERE lower(email) = $1`, [email]);
  return { userId: existing.id, created: false };
}
