import { existsSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

/**
 * One side of the side-by-side proof (worker-databases.int-spec.ts runs a jest of its own over
 * probe-a and probe-b with two workers). Each file says which database it got, waits until the
 * other file is running too, leaves a row in a table of its database, waits for the other's row,
 * and reports what its database holds: with a database per worker, only its own row.
 */
export function sideBySideProbe(name: string, other: string): void {
  const dir = process.env.SIDE_BY_SIDE_DIR as string;
  const mark = (step: string, body: unknown = {}) => writeFileSync(path.join(dir, `${name}.${step}`), JSON.stringify(body));

  it(`${name} works in a database no other file is using`, async () => {
    const db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      const { rows } = await db.query<{ database: string }>('SELECT current_database() AS database');
      mark('started');
      await markOf(dir, other, 'started');
      // Serialized, should the two ever share a database: two concurrent CREATE TABLE IF NOT EXISTS
      // of one name can fail or wait on each other.
      await db.query('BEGIN');
      await db.query('SELECT pg_advisory_xact_lock(45)');
      await db.query('CREATE TABLE IF NOT EXISTS side_by_side_probe (name text NOT NULL)');
      await db.query('COMMIT');
      await db.query('INSERT INTO side_by_side_probe (name) VALUES ($1)', [name]);
      mark('inserted');
      await markOf(dir, other, 'inserted');
      const seen = await db.query<{ name: string }>('SELECT name FROM side_by_side_probe ORDER BY name');
      mark('result', { database: rows[0].database, rows: seen.rows.map((row) => row.name) });
    } catch (error) {
      // The other probe stops waiting for this one and fails too, rather than hang.
      mark('failed', { error: String(error) });
      throw error;
    } finally {
      await db.end();
    }
  });
}

/** Resolves once the other probe has marked `step` in `dir`; rejects once it has failed. */
function markOf(dir: string, other: string, step: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const watcher = watch(dir, () => check());
    const check = () => {
      const failed = existsSync(path.join(dir, `${other}.failed`));
      if (!failed && !existsSync(path.join(dir, `${other}.${step}`))) return;
      watcher.close();
      if (failed) reject(new Error(`probe ${other} failed`));
      else resolve();
    };
    check();
  });
}
