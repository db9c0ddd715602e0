import type { Pool, PoolClient } from 'pg';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { closeDataSource } from '../close-data-source';
import { createDataSource } from '../data-source';

/** Whether a pooled client's socket has closed (the server ended its backend). */
const closed = (client: PoolClient): boolean => (client as unknown as { connection: { stream: { destroyed: boolean } } }).connection.stream.destroyed;

describe('closing the data source', () => {
  it('returns only when every pooled connection has closed, so a server stopped next cuts none', async () => {
    const db = createDataSource({ databaseUrl: process.env.DATABASE_URL as string });
    await db.initialize();
    const clients: PoolClient[] = [];
    ((db.driver as PostgresDriver).master as Pool).on('connect', (client) => clients.push(client));
    // Several connections at once, all idle in the pool by the time it closes.
    await Promise.all(Array.from({ length: 4 }, () => db.query('SELECT pg_sleep(0.05)')));
    expect(clients.length).toBeGreaterThan(1);

    await closeDataSource(db);

    // pg's Pool.end(), which db.destroy() awaits, returns before these sockets close.
    expect(clients.map(closed)).toEqual(clients.map(() => true));
    expect(db.isInitialized).toBe(false);
  });

  it('does nothing for a data source that is not open', async () => {
    const db = createDataSource({ databaseUrl: process.env.DATABASE_URL as string });
    await expect(closeDataSource(db)).resolves.toBeUndefined();
  });
});
