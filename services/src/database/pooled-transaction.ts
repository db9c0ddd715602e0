import type { Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * Runs `work` in one transaction on a pooled connection of its own, opened by `begin` (its
 * isolation, and any SET LOCAL, which die with it and never reach another caller): committed
 * when `work` resolves, rolled back when it throws.
 */
export async function inPooledTransaction<T>(db: DataSource, begin: string, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const pool = (db.driver as PostgresDriver).master as Pool;
  const client = await pool.connect();
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
