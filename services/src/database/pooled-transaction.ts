import type { Pool, PoolClient, QueryResult } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * Runs `work` in one transaction on a pooled connection of its own, opened by `begin` (its
 * isolation, and any SET LOCAL, which die with it and never reach another caller): committed
 * when `work` resolves, rolled back when it throws. `begin` may carry the transaction's first
 * statements too, in one round trip (no parameters: the simple protocol); `work` gets what each
 * of them answered. Given as a function, it is written once the connection is in hand.
 */
export async function inPooledTransaction<T>(db: DataSource, begin: string | (() => string), work: (client: PoolClient, begun: QueryResult[]) => Promise<T>): Promise<T> {
  const pool = (db.driver as PostgresDriver).master as Pool;
  const client = await pool.connect();
  try {
    const sent = (await client.query(typeof begin === 'string' ? begin : begin())) as QueryResult | QueryResult[];
    const result = await work(client, Array.isArray(sent) ? sent : [sent]);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** What the search's statements need of a connection: its query method, and nothing else. */
export type Queryable = Pick<PoolClient, 'query'>;

/**
 * inPooledTransaction, but the connection is taken and `begin` sent only at `work`'s first
 * statement: an answer that needs none (the term bitmaps, for a keyword parsed before and nothing
 * to leave out for the caller) costs no round trip, and holds no connection.
 */
export async function inLazyPooledTransaction<T>(db: DataSource, begin: string, work: (client: Queryable) => Promise<T>): Promise<T> {
  const pool = (db.driver as PostgresDriver).master as Pool;
  let opened: PoolClient | undefined;
  let opening: Promise<PoolClient> | undefined;
  const open = (): Promise<PoolClient> =>
    (opening ??= pool.connect().then(async (client) => {
      opened = client;
      await client.query(begin);
      return client;
    }));
  const lazy = { query: (...args: unknown[]) => open().then((client) => (client.query as (...a: unknown[]) => Promise<unknown>)(...args)) } as Queryable;
  try {
    const result = await work(lazy);
    if (opening) await (await opening).query('COMMIT');
    return result;
  } catch (error) {
    await opened?.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    opened?.release();
  }
}
