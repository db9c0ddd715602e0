import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** How long the connections may take to close before shutting down goes on without them. */
const CLOSE_TIMEOUT_MS = 5_000;

/**
 * `db.destroy()`, then waits until every pooled connection has really closed. pg's Pool.end()
 * resolves once it has asked its connections to end, before their sockets close; an embedded
 * PostgreSQL stopped right after (npm start's Ctrl-C) then cut a connection still saying goodbye
 * ("terminating connection due to administrator command" in its log). The pool emits 'remove'
 * for a connection once it has closed.
 */
export async function closeDataSource(db: DataSource): Promise<void> {
  if (!db.isInitialized) return;
  const pool = (db.driver as PostgresDriver).master as Pool;
  let open = pool.totalCount;
  let onRemove = () => {};
  let timer: NodeJS.Timeout | undefined;
  const allClosed = new Promise<void>((resolve) => {
    onRemove = () => {
      if (--open <= 0) resolve();
    };
    if (open === 0) resolve();
    timer = setTimeout(resolve, CLOSE_TIMEOUT_MS).unref();
  });
  pool.on('remove', onRemove);
  try {
    await db.destroy();
    await allClosed;
  } finally {
    clearTimeout(timer);
    pool.off('remove', onRemove);
  }
}
