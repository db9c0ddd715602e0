import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { EXCHANGE_RATE_SNAPSHOT } from './exchange-rate-snapshot';
import type { UsdRates } from './annual-usd';

/**
 * The rates every annual USD equivalent is worked out with: the `exchange_rates` table, seeded
 * with a dated snapshot and edited by admins. Read from the database, never fetched at request
 * time. `asOf` is the newest rate's date.
 */
export async function loadUsdRates(db: DataSource | EntityManager): Promise<UsdRates> {
  const rows: { currency: string; usd_per: number; as_of: string }[] = await db.query(
    `SELECT currency, usd_per, to_char(as_of, 'YYYY-MM-DD') AS as_of FROM exchange_rates ORDER BY currency`,
  );
  const usdPer: Record<string, number> = {};
  let asOf = '';
  for (const row of rows) {
    usdPer[row.currency] = row.usd_per;
    if (row.as_of > asOf) asOf = row.as_of;
  }
  return { asOf, usdPer };
}

/** Fills an empty rate table with the dated snapshot (the migration, and tests starting afresh). */
export async function insertRateSnapshot(db: DataSource | EntityManager | QueryRunner): Promise<void> {
  const rates = Object.entries(EXCHANGE_RATE_SNAPSHOT.usdPer);
  await db.query(`INSERT INTO exchange_rates (currency, usd_per, as_of) SELECT *, $3::date FROM unnest($1::text[], $2::float8[])`, [
    rates.map(([currency]) => currency),
    rates.map(([, usdPer]) => usdPer),
    EXCHANGE_RATE_SNAPSHOT.asOf,
  ]);
}
