import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Actor, assertRole } from '../auth/authorization';
import { DomainError } from '../common/domain-error';
import { parseInput } from '../common/validate';

export type ProductId = 'app-subscription' | 'job-posting' | 'newsletter';

/** A price as the spec's clients read it, plus what a screen needs to show it. */
export interface PriceView {
  id: string;
  productId: ProductId;
  label: string;
  /** In the currency's minor unit (cents). */
  amount: number;
  currency: string;
  /** True for a plan that renews; the price without it is paid once (the lifetime plan). */
  subscription: boolean;
  interval: number | null;
  intervalType: 'day' | 'week' | 'month' | 'year' | null;
  country: string;
}

export interface AdminPriceView extends PriceView {
  providerPriceId: string | null;
  active: boolean;
  position: number;
}

/** `public_key` is the card provider's publishable key; null in local test mode, where no card form loads. */
export interface ProductInfo {
  prices: PriceView[];
  public_key: string | null;
  testMode: boolean;
}

interface PriceRow {
  id: string;
  product_id: ProductId;
  label: string;
  amount: number;
  currency: string;
  subscription: boolean;
  interval: number | null;
  interval_type: PriceView['intervalType'];
  country: string;
  provider_price_id: string | null;
  active: boolean;
  position: number;
}

const COLUMNS = 'id, product_id, label, amount, currency, subscription, interval, interval_type, country, provider_price_id, active, position';

export const priceEditSchema = z
  .object({
    label: z.string().trim().min(1, { message: 'Please give the price a label' }).max(100),
    amount: z.number().int({ message: 'amount is in cents, a whole number' }).min(0),
    providerPriceId: z
      .string()
      .trim()
      .max(255)
      .nullable()
      .transform((v) => v || null),
    active: z.boolean(),
    position: z.number().int().min(0),
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Please provide something to change' });

/** The catalogue: products and their prices per country, read by the pricing screens and checkouts. */
export class CatalogueService {
  constructor(
    private readonly db: DataSource,
    private readonly opts: { defaultCountry: string; publishableKey: string; testMode: boolean },
  ) {}

  /** The product's active prices for the country, or the default country's when it has none. */
  async productInfo(productId: ProductId, country: string | null | undefined): Promise<ProductInfo> {
    const rows: PriceRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM billing_prices
        WHERE product_id = $1 AND active
          AND country = CASE WHEN EXISTS (SELECT 1 FROM billing_prices WHERE product_id = $1 AND active AND country = $2) THEN $2 ELSE $3 END
        ORDER BY position, id`,
      [productId, (country ?? '').toUpperCase(), this.opts.defaultCountry],
    );
    return {
      prices: rows.map(toPriceView),
      public_key: this.opts.testMode ? null : this.opts.publishableKey,
      testMode: this.opts.testMode,
    };
  }

  /** An active price of the product, for a checkout: anything else is the caller's mistake. */
  async activePrice(productId: ProductId, priceId: unknown): Promise<AdminPriceView> {
    const [row]: PriceRow[] =
      typeof priceId === 'string'
        ? await this.db.query(`SELECT ${COLUMNS} FROM billing_prices WHERE id = $1 AND product_id = $2 AND active`, [priceId, productId])
        : [];
    if (!row) throw DomainError.validation('Please choose one of the offered plans', { field: 'priceId' });
    return toAdminPriceView(row);
  }

  /**
   * The product's other active price in the same country that does (or does not) renew: the job
   * posting's auto-bump option picks between its one-off and its renewing price this way.
   */
  async activeVariant(price: PriceView, subscription: boolean): Promise<AdminPriceView> {
    if (price.subscription === subscription) return this.activePrice(price.productId, price.id);
    const [row]: PriceRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM billing_prices WHERE product_id = $1 AND country = $2 AND subscription = $3 AND active ORDER BY position, id LIMIT 1`,
      [price.productId, price.country, subscription],
    );
    if (!row) throw DomainError.validation(subscription ? 'Auto bump is not offered right now' : 'Please choose one of the offered plans', { field: 'priceId' });
    return toAdminPriceView(row);
  }

  /** The price to send the card provider; in local test mode the catalogue's own id stands for it. */
  providerPriceOf(price: { id: string; providerPriceId: string | null }): string {
    if (price.providerPriceId) return price.providerPriceId;
    if (this.opts.testMode) return price.id;
    throw new DomainError('CONFLICT', 'This plan cannot be bought right now, please try again after some time');
  }

  async listForAdmin(actor: Actor | null | undefined): Promise<AdminPriceView[]> {
    assertRole(actor, 'admin');
    const rows: PriceRow[] = await this.db.query(`SELECT ${COLUMNS} FROM billing_prices ORDER BY product_id, country, position, id`);
    return rows.map(toAdminPriceView);
  }

  /**
   * An admin changes a price's label, amount, provider price or order, or retires it. Currency,
   * interval and country stay: a plan people already pay for must not change its terms.
   */
  async updatePrice(actor: Actor | null | undefined, priceId: string, input: unknown): Promise<AdminPriceView> {
    assertRole(actor, 'admin');
    const edit = parseInput(priceEditSchema, input);
    const columns: Record<string, string> = { label: 'label', amount: 'amount', providerPriceId: 'provider_price_id', active: 'active', position: 'position' };
    const names = Object.keys(edit).filter((k) => edit[k as keyof typeof edit] !== undefined);
    const sets = names.map((n, i) => `${columns[n]} = $${i + 2}`);
    const [rows] = await this.db.query(
      `UPDATE billing_prices SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`,
      [priceId, ...names.map((n) => edit[n as keyof typeof edit])],
    );
    if (!rows[0]) throw DomainError.notFound('The price');
    return toAdminPriceView(rows[0]);
  }
}

const toPriceView = (row: PriceRow): PriceView => ({
  id: row.id,
  productId: row.product_id,
  label: row.label,
  amount: row.amount,
  currency: row.currency,
  subscription: row.subscription,
  interval: row.interval,
  intervalType: row.interval_type,
  country: row.country,
});

const toAdminPriceView = (row: PriceRow): AdminPriceView => ({
  ...toPriceView(row),
  providerPriceId: row.provider_price_id,
  active: row.active,
  position: row.position,
});
