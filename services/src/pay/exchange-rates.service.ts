import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Actor, assertRole } from '../auth/authorization';
import { parseInput } from '../common/validate';
import type { SalaryPeriod } from '../ingestion/board-adapter';
import { storedAnnualUsd } from '../jobs/job-facts';
import { loadUsdRates } from './exchange-rates';

/** One row of the rate table, as admins and the filter panel see it. */
export interface ExchangeRate {
  currency: string;
  /** What one unit of the currency is worth in USD. */
  usdPer: number;
  /** The day the rate was taken (the snapshot's date, or the day an admin entered it). */
  asOf: string;
}

/** Far beyond any currency's worth in USD either way, and far from floating-point trouble. */
const MAX_USD_PER = 1_000_000;
const MIN_USD_PER = 1e-9;
const RECOMPUTE_BATCH = 5_000;

export const rateSchema = z.object({
  currency: z
    .string({ message: 'currency must be a three-letter code such as EUR' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'currency must be a three-letter code such as EUR'),
  usdPer: z
    .number({ message: 'usdPer must be a number: what one unit is worth in USD' })
    .min(MIN_USD_PER, 'usdPer must be more than 0')
    .max(MAX_USD_PER, `usdPer must be at most ${MAX_USD_PER.toLocaleString('en-US')}`),
  asOf: z.iso.date({ message: 'asOf must be a date such as 2026-11-01' }).optional(),
});

/**
 * The exchange rates every annual USD figure is worked out with. Anyone may read them (the filter
 * shows their date); admins set them, and the jobs paid in that currency get their annual
 * equivalent again at once, so a list filtered by pay agrees with the rate it shows.
 */
export class ExchangeRatesService {
  constructor(private readonly db: DataSource) {}

  async list(): Promise<ExchangeRate[]> {
    return this.db.query(`SELECT currency, usd_per AS "usdPer", to_char(as_of, 'YYYY-MM-DD') AS "asOf" FROM exchange_rates ORDER BY currency`);
  }

  async set(actor: Actor | null | undefined, input: unknown): Promise<ExchangeRate> {
    assertRole(actor, 'admin');
    const { currency, usdPer, asOf } = parseInput(rateSchema, input);
    const [rate]: ExchangeRate[] = await this.db.query(
      `INSERT INTO exchange_rates (currency, usd_per, as_of) VALUES ($1, $2, coalesce($3::date, current_date))
       ON CONFLICT (currency) DO UPDATE SET usd_per = EXCLUDED.usd_per, as_of = EXCLUDED.as_of, updated_at = now()
       RETURNING currency, usd_per AS "usdPer", to_char(as_of, 'YYYY-MM-DD') AS "asOf"`,
      [currency, usdPer, asOf ?? null],
    );
    await this.recompute(currency);
    return rate;
  }

  /** Every job paid in the currency, a batch at a time in id order, so a large catalogue never sits in memory. */
  private async recompute(currency: string): Promise<void> {
    const rates = await loadUsdRates(this.db);
    for (let after = '00000000-0000-0000-0000-000000000000'; ; ) {
      const jobs: { id: string; salary_min: number | null; salary_max: number | null; salary_period: SalaryPeriod | null }[] = await this.db.query(
        `SELECT id, salary_min, salary_max, salary_period FROM jobs WHERE salary_currency = $1 AND id > $2 ORDER BY id LIMIT ${RECOMPUTE_BATCH}`,
        [currency, after],
      );
      if (!jobs.length) return;
      const annual = jobs.map((j) => storedAnnualUsd({ min: j.salary_min, max: j.salary_max, currency, period: j.salary_period }, rates));
      await this.db.query(
        `UPDATE jobs j SET salary_annual_usd_min = u.lo, salary_annual_usd_max = u.hi
           FROM unnest($1::uuid[], $2::int[], $3::int[]) AS u(id, lo, hi) WHERE j.id = u.id`,
        [jobs.map((j) => j.id), annual.map(([lo]) => lo), annual.map(([, hi]) => hi)],
      );
      after = jobs[jobs.length - 1].id;
    }
  }
}
