import type { Pool } from 'pg';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { Services } from '../../app/services';
import { createTestServices } from '../../test/services';
import { inLazyPooledTransaction } from '../pooled-transaction';

/** The search's transactions begun at their first statement (postgres-search-index.ts). */
describe('a transaction begun at its first statement', () => {
  let services: Services;
  let pool: Pool;
  beforeAll(async () => {
    services = await createTestServices();
    pool = (services.db.driver as PostgresDriver).master as Pool;
  });
  afterAll(() => services.close());

  it('takes no connection when the work sends nothing, and answers', async () => {
    const idleBefore = pool.idleCount;
    const totalBefore = pool.totalCount;
    let taken = 0;
    const onConnect = () => taken++;
    pool.on('acquire', onConnect);
    try {
      expect(await inLazyPooledTransaction(services.db, 'BEGIN READ ONLY', async () => 'from memory')).toBe('from memory');
    } finally {
      pool.off('acquire', onConnect);
    }
    expect({ taken, idle: pool.idleCount, total: pool.totalCount }).toEqual({ taken: 0, idle: idleBefore, total: totalBefore });
  });

  it('runs every statement in one transaction begun as asked, and gives the connection back', async () => {
    const seen = await inLazyPooledTransaction(services.db, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', async (client) => {
      const first = await client.query<{ level: string }>(`SELECT current_setting('transaction_isolation') AS level`);
      const [a, b] = await Promise.all([client.query<{ now: Date }>('SELECT now()'), client.query<{ now: Date }>('SELECT now()')]);
      return { level: first.rows[0].level, sameTransaction: a.rows[0].now.getTime() === b.rows[0].now.getTime() };
    });
    expect(seen).toEqual({ level: 'repeatable read', sameTransaction: true });
    expect(pool.waitingCount).toBe(0);
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });

  it('rolls back and gives the connection back when the work fails', async () => {
    await services.db.query(`CREATE TABLE IF NOT EXISTS lazy_probe (n int)`);
    await expect(
      inLazyPooledTransaction(services.db, 'BEGIN', async (client) => {
        await client.query(`INSERT INTO lazy_probe VALUES (1)`);
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await services.db.query(`SELECT count(*)::int AS n FROM lazy_probe`)).toEqual([{ n: 0 }]);
    expect(pool.totalCount - pool.idleCount).toBe(0);
    await services.db.query(`DROP TABLE lazy_probe`);
  });
});
