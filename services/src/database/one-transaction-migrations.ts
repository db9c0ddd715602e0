import { type DataSource, MigrationExecutor } from 'typeorm';

/**
 * Applies pending migrations in one transaction that first takes `lockId` as a transaction lock,
 * for a DataSource behind a transaction-mode pooler. There a session lock would be taken on one
 * server connection and its unlock run on another (leaving it held until that connection closes),
 * and each migration's own transaction could land anywhere; one transaction stays on one server
 * connection, and its lock ends with it, committed or rolled back. The migrations table is read
 * inside the lock, so a process that waited finds the migrations applied and does nothing.
 */
export async function migrateInOneTransaction(db: DataSource, lockId: number): Promise<void> {
  const runner = db.createQueryRunner();
  try {
    await runner.startTransaction();
    await runner.query('SELECT pg_advisory_xact_lock($1)', [lockId]);
    const executor = new MigrationExecutor(db, runner);
    // The transaction is already open: 'all' runs every pending migration inside it.
    executor.transaction = 'all';
    await executor.executePendingMigrations();
    await runner.commitTransaction();
  } catch (e) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw e;
  } finally {
    await runner.release();
  }
}
