import type { DataSource, EntityManager } from 'typeorm';
import type { OneTimeTokens } from '../accounts/one-time-tokens';
import type { MailService } from '../mail/mail.service';
import type { PurchaseKind } from '../mail/templates/purchase-receipt';
import type { SendMailPayload } from '../queues/queue-names';

/** How long a receipt's sign-in link works: a receipt is often read the next day, unlike a login link asked for now. */
export const RECEIPT_LINK_HOURS = 24;

/** The page a receipt's sign-in link opens, by kind of purchase (the web app's `next` values). */
const LANDING: Record<PurchaseKind, string> = {
  'app-subscription': 'subscription',
  'app-lifetime': 'subscription',
  newsletter: 'remote-jobs-newsletter',
  'job-posting': 'my-job-postings',
};

export interface Purchase {
  /** Names the purchase, not the event announcing it: one receipt per key, whichever event comes first or again. */
  key: string;
  kind: PurchaseKind;
  userId: string;
  /** Where the receipt goes when the order named an address (a posting's form does); else the account's. */
  to?: string;
  /** Our catalogue price: the amount, currency and interval come from it. */
  priceId: string | null;
  /** What was bought beyond the product's name (a posting's title and company). */
  detail?: string;
  /** When the next charge falls, if the provider said; else one interval of the price from now. */
  renewsAt?: Date | null;
  /** Bought without signing in: the receipt then carries a one-time sign-in link to the address. */
  visitor: boolean;
}

interface PriceRow {
  label: string;
  product: string;
  amount: number;
  currency: string;
  subscription: boolean;
  interval: number | null;
  interval_type: 'day' | 'week' | 'month' | 'year' | null;
}

/**
 * Receipts: one email per purchase, written in the payment's own transaction (so a failed event,
 * retried by the provider, writes it with the rest) and queued once it commits. The purchase's
 * key is claimed in `purchase_receipts` first: a redelivered event, or a second event announcing
 * the same payment, finds it taken and sends nothing.
 */
export class PurchaseReceipts {
  constructor(
    private readonly db: DataSource,
    private readonly mail: MailService,
    private readonly tokens: OneTimeTokens,
    private readonly publicUrl: string,
  ) {}

  /** Claims the purchase's receipt and records its message; answers what to queue after the commit, or null if it was claimed before. */
  async record(tx: EntityManager, purchase: Purchase, now = new Date()): Promise<SendMailPayload | null> {
    const [price]: PriceRow[] = purchase.priceId
      ? await tx.query(
          `SELECT p.label, b.name AS product, p.amount, p.currency, p.subscription, p.interval, p.interval_type
             FROM billing_prices p JOIN billing_products b ON b.id = p.product_id WHERE p.id = $1`,
          [purchase.priceId],
        )
      : [];
    const renewsAt = price?.subscription ? (purchase.renewsAt ?? addInterval(now, price.interval ?? 1, price.interval_type ?? 'month')) : null;
    const [claimed] = await tx.query(
      `INSERT INTO purchase_receipts (purchase_key, user_id, kind, price_id, amount, currency, renews_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (purchase_key) DO NOTHING RETURNING purchase_key`,
      [purchase.key, purchase.userId, purchase.kind, price ? purchase.priceId : null, price?.amount ?? null, price?.currency ?? null, renewsAt],
    );
    if (!claimed) return null;
    const [user]: { email: string }[] = await tx.query(`SELECT email FROM users WHERE id = $1`, [purchase.userId]);
    const renewal = price?.subscription ? everyInterval(price.interval ?? 1, price.interval_type ?? 'month') : null;
    const item = [price ? priceName(price) : productName(purchase.kind), purchase.detail].filter(Boolean).join(': ');
    let signInUrl: string | undefined;
    if (purchase.visitor) {
      const token = await this.tokens.issue(purchase.userId, 'sign-in-link', RECEIPT_LINK_HOURS * 60, tx);
      signInUrl = `${this.publicUrl}/#/sign-in-link?${new URLSearchParams({ token, next: LANDING[purchase.kind] })}`;
    }
    const messageId = await this.mail.record(
      {
        to: purchase.to ?? user.email,
        userId: purchase.userId,
        template: 'purchase-receipt',
        data: {
          kind: purchase.kind,
          item,
          amount: price ? formatAmount(price.amount, price.currency) : 'Free',
          paidOn: formatDate(now),
          renewsOn: renewsAt ? formatDate(renewsAt) : null,
          renewal,
          email: user.email,
          ...(signInUrl ? { signInUrl, signInExpiresInHours: RECEIPT_LINK_HOURS } : {}),
        },
        secretKeys: signInUrl ? ['signInUrl'] : [],
      },
      tx,
    );
    await tx.query(`UPDATE purchase_receipts SET mail_message_id = $2 WHERE purchase_key = $1`, [purchase.key, messageId]);
    return { messageId, ...(signInUrl ? { secrets: { signInUrl } } : {}) };
  }

  /** Queues receipts recorded in a transaction that has committed. */
  async send(pending: readonly (SendMailPayload | null)[]): Promise<void> {
    const ready = pending.filter((p): p is SendMailPayload => p !== null);
    if (ready.length) await this.mail.dispatch(ready);
  }

  /** For the code paths that record a purchase outside a webhook (a card subscription answered at once). */
  async recordAndSend(purchase: Purchase): Promise<void> {
    const pending = await this.db.transaction((tx) => this.record(tx, purchase));
    await this.send([pending]);
  }
}

const productName = (kind: PurchaseKind) =>
  ({ 'app-subscription': 'RemoteHunt plan', 'app-lifetime': 'RemoteHunt lifetime plan', newsletter: 'Remote jobs newsletter', 'job-posting': 'Job posting' })[kind];

/** "Remote jobs newsletter (Monthly)"; a label that already names the product ("Job posting, renewed every 30 days") alone. */
const priceName = (price: PriceRow) =>
  price.label.toLowerCase().startsWith(price.product.toLowerCase()) ? price.label : `${price.product} (${price.label})`;

/** Amounts are kept in the currency's minor unit, as the provider keeps them. */
export function formatAmount(minor: number, currency: string): string {
  const code = currency.toUpperCase();
  const digits = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(minor / 10 ** digits);
}

export const formatDate = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function addInterval(from: Date, count: number, unit: 'day' | 'week' | 'month' | 'year'): Date {
  const d = new Date(from);
  if (unit === 'day') d.setUTCDate(d.getUTCDate() + count);
  else if (unit === 'week') d.setUTCDate(d.getUTCDate() + 7 * count);
  else if (unit === 'month') d.setUTCMonth(d.getUTCMonth() + count);
  else d.setUTCFullYear(d.getUTCFullYear() + count);
  return d;
}

const everyInterval = (count: number, unit: string) => (count === 1 ? `every ${unit}` : `every ${count} ${unit}s`);
