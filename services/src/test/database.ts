import type { DataSource } from 'typeorm';
import { insertRateSnapshot } from '../pay/exchange-rates';

// Seeded by migrations and read-only for users; everything else is user data.
const REFERENCE_TABLES = new Set([
  'migrations',
  // Made once by its migration: the Redis namespace of this database's caches.
  'database_identity',
  'job_statuses',
  'file_types',
  'email_templates',
  'job_categories',
  'job_category_aliases',
  'job_boards',
  // Seeded catalogue; a test that edits a price puts it back.
  'billing_products',
  'billing_prices',
]);

/** Empties user data between test files and puts admin switches and exchange rates back to their defaults. */
export async function resetDatabase(db: DataSource): Promise<void> {
  const rows: { tablename: string }[] = await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
  const tables = rows.map((r) => r.tablename).filter((t) => !REFERENCE_TABLES.has(t) && t !== 'access_switches');
  if (tables.length) await db.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} CASCADE`);
  await db.query(`UPDATE access_switches SET enabled = false`);
  // Admins edit rates; every file starts from the snapshot the migration seeds.
  await insertRateSnapshot(db);
}
