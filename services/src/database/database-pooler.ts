import type { DataSource } from 'typeorm';
import type { Config } from '../config/config';

export type DatabasePooler = Config['databasePooler'];

// Kept beside each DataSource rather than passed to every reader: preparedQuery and migrate are
// handed only the DataSource.
const poolers = new WeakMap<DataSource, DatabasePooler>();

export function recordPooler(db: DataSource, pooler: DatabasePooler): void {
  poolers.set(db, pooler);
}

/**
 * Whether this DataSource reaches PostgreSQL through a transaction-mode pooler (DATABASE_POOLER),
 * which gives each transaction whichever server connection is free: a named prepared statement or
 * a session advisory lock stays behind on one server connection while the client's next statement
 * runs on another.
 */
export function behindTransactionPooler(db: DataSource): boolean {
  return poolers.get(db) === 'transaction';
}
