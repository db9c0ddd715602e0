import { Client } from 'pg';
import { createDataSource } from '../database/data-source';

/**
 * Once per jest run: recreate the test database and apply the real
 * migrations, so tests always see exactly what the migrations build.
 */
export default async function globalSetup(): Promise<void> {
  require('./test-env');
  const flag = globalThis as { __remotehuntDbReady?: boolean };
  if (flag.__remotehuntDbReady) return;
  flag.__remotehuntDbReady = true;
  const url = new URL(process.env.DATABASE_URL as string);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const db = createDataSource({ databaseUrl: process.env.DATABASE_URL as string });
  await db.initialize();
  await db.runMigrations({ transaction: 'each' });
  await db.destroy();
}
