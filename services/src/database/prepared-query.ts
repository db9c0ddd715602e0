import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { behindTransactionPooler } from './database-pooler';

const names = new Map<string, string>();

/** A stable statement name per SQL text; the text decides the name, so two texts never share one. */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `rh_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a hot read as a named prepared statement on TypeORM's own pool. Each
 * connection parses and plans the text once, and PostgreSQL may then keep a
 * generic plan: planning the job list's page query cost more than running it
 * (1.2 ms against 1.5 ms at 100k jobs). Only for statements whose text is
 * bounded (built from a fixed set of fragments, values always bound), since
 * every connection keeps every statement it has seen.
 *
 * Behind a transaction-mode pooler the statement is unnamed: node-postgres
 * remembers a name per client connection, but the pooler may run the next use
 * on a server connection that never saw it ("does not exist") or that another
 * client already prepared it on ("already exists"). PgBouncer 1.18, Debian
 * bookworm's, does not track named statements in that mode.
 */
export async function preparedQuery<T>(db: DataSource, text: string, values: unknown[]): Promise<T[]> {
  const pool = (db.driver as PostgresDriver).master as Pool;
  const result = await pool.query(behindTransactionPooler(db) ? { text, values } : { name: statementName(text), text, values });
  return result.rows as T[];
}
