import type { DataSource } from 'typeorm';

/**
 * The namespace for everything Redis keeps about this database's content: the random id its
 * migration stored (unique to each database, however its version counters line up with
 * another's), and the database's oid, which also tells apart a copy restored next to its
 * original in the same cluster (the copy's rows, id included, are the original's). Read once, at
 * start: neither changes while the database lives.
 */
export async function readDatabaseNamespace(db: DataSource): Promise<string> {
  const [row]: { id: string; oid: string }[] = await db.query(
    `SELECT i.id, d.oid::text AS oid FROM database_identity i JOIN pg_database d ON d.datname = current_database()`,
  );
  if (!row) throw new Error('database_identity has no row: run the migrations');
  return `${row.id}.${row.oid}`;
}
