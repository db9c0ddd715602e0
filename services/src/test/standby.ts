import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from '../embedded/ports';

const run = promisify(execFile);

export interface Standby {
  /** A connection URL for one of its databases (the primary's, replayed). */
  url(database: string): string;
  /** Stops replaying the primary's changes: the replica lags from here on, as a busy one does. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  /**
   * Waits until a query on one of its databases returns a row (a write of the primary has been
   * replayed): a write's own rows are the sure sign, where comparing WAL positions is not (with
   * synchronous_commit off, a commit may wait a moment in the primary's WAL buffers).
   */
  sees(database: string, text: string, values?: unknown[]): Promise<void>;
  stop(): Promise<void>;
}

/** Debian's PostgreSQL binaries, the newest installed (the same the test server runs). */
function binaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql (apt-get install postgresql)');
  return path.join(root, versions[0], 'bin');
}

async function onServer<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A real hot standby of the PostgreSQL server behind `primaryUrl`, for the read-replica tests
 * (issue 51, item 3): a base backup taken with pg_basebackup (which writes the standby's
 * primary_conninfo and standby.signal), started with pg_ctl on a free port, streaming from the
 * primary from then on. Settings a standby must not have below its primary's (max_connections and
 * the like) are copied from it. As root, it runs as the postgres user, as PostgreSQL requires.
 * `stop` stops it at once and removes its files.
 */
export async function startStandby(primaryUrl: string): Promise<Standby> {
  const bin = binaries();
  const primary = new URL(primaryUrl);
  const adminUrl = new URL(primaryUrl);
  adminUrl.pathname = '/postgres';
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await run('id', ['-u', 'postgres']).then(({ stdout }) => Number(stdout.trim())) : null;
  const asOwner = (file: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args));

  const dir = mkdtempSync(path.join(os.tmpdir(), 'rh-standby-'));
  if (owner !== null) chownSync(dir, owner, owner);
  const data = path.join(dir, 'data');
  const port = await freePort(0);
  const settings = await onServer(adminUrl.toString(), async (client) => {
    const { rows } = await client.query<{ name: string; setting: string }>(
      `SELECT name, setting FROM pg_settings
        WHERE name IN ('max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction')`,
    );
    return rows.flatMap((row) => ['-c', `${row.name}=${row.setting}`]);
  });
  const stopServer = () => asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
  try {
    await asOwner(path.join(bin, 'pg_basebackup'), [
      '-h', primary.hostname, '-p', primary.port || '5432', '-U', decodeURIComponent(primary.username) || 'postgres',
      '-D', data, '-R', '-X', 'stream', '--no-sync', '-c', 'fast',
    ]);
    const options = ['-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-k', dir, '-c', 'hot_standby=on', '-c', 'fsync=off', ...settings];
    await asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', options.join(' '), 'start']);
  } catch (err) {
    await stopServer();
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }

  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const onStandby = <T>(work: (client: Client) => Promise<T>) => onServer(url('postgres'), work);
  return {
    url,
    pause: () => onStandby((c) => c.query('SELECT pg_wal_replay_pause()')).then(() => undefined),
    resume: () => onStandby((c) => c.query('SELECT pg_wal_replay_resume()')).then(() => undefined),
    async sees(database, text, values = []) {
      // Asked until it answers yes: replay is an event PostgreSQL does not announce to a client.
      for (;;) {
        const found = await onServer(url(database), async (c) => (await c.query(text, values)).rowCount);
        if (found) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      await stopServer();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
