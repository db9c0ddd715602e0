import { Client } from 'pg';

/**
 * Creates the database named in DATABASE_URL when it does not exist yet, so a
 * fresh clone only needs a running PostgreSQL. Connects to the server's
 * `postgres` database to do it.
 */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL must name a database');
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch((e: { code?: string }) => {
        // Another process may have created it between the check and now.
        if (e.code !== '42P04') throw e;
      });
    }
  } finally {
    await client.end();
  }
}
