import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { accessSync, chmodSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../embedded/ports';

/** One entry of PgBouncer's [databases]: a database on the upstream server, and its pool size if not the default. */
export interface PooledDatabase {
  database: string;
  poolSize?: number;
}

export interface PgBouncer {
  /** A connection URL for one of the aliases, through PgBouncer. */
  url(alias: string): string;
  /** What PgBouncer logged so far (for a failing test's message). */
  log(): string;
  stop(): Promise<void>;
}

// Small, so a handful of clients share every server connection as they would under load.
const DEFAULT_POOL_SIZE = 2;

/** Debian's binary: on the PATH, or in /usr/sbin, where the package puts it and a non-root PATH may not look. */
function findPgBouncer(): string {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) {
    const file = path.join(dir, 'pgbouncer');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // Not in this directory.
    }
  }
  throw new Error('pgbouncer is not installed: the PgBouncer tests run the real one, from `apt-get install -y pgbouncer` (.ci/run installs it)');
}

/**
 * Starts PgBouncer in transaction mode in front of the PostgreSQL server of `upstreamUrl`, one alias
 * per entry of `databases`, on a free port, with its configuration in a temporary directory.
 * Clients are trusted (it listens on 127.0.0.1 only). `stop` ends the process and removes the
 * directory.
 */
export async function startPgBouncer(upstreamUrl: string, databases: Record<string, PooledDatabase>): Promise<PgBouncer> {
  const binary = findPgBouncer();
  const upstream = new URL(upstreamUrl);
  const user = decodeURIComponent(upstream.username) || 'postgres';
  const password = decodeURIComponent(upstream.password);
  const port = await freePort(0);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rh-pgbouncer-'));
  const runAs = process.getuid?.() === 0 ? 'nobody' : null;
  const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
  const entries = Object.entries(databases).map(([alias, db]) =>
    [
      `${alias} = host=${upstream.hostname || '127.0.0.1'} port=${upstream.port || 5432} dbname=${db.database} user=${quote(user)}`,
      password ? `password=${quote(password)}` : '',
      db.poolSize ? `pool_size=${db.poolSize}` : '',
    ]
      .filter(Boolean)
      .join(' '),
  );
  const ini = path.join(dir, 'pgbouncer.ini');
  const userlist = path.join(dir, 'userlist.txt');
  writeFileSync(
    ini,
    [
      '[databases]',
      ...entries,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${userlist}`,
      'pool_mode = transaction',
      `default_pool_size = ${DEFAULT_POOL_SIZE}`,
      'max_client_conn = 200',
      // A client waiting for a server connection that never frees up fails within the test's time.
      'query_wait_timeout = 15',
      // Log to stderr, which the test keeps.
      'logfile =',
      'pidfile =',
      '',
    ].join('\n'),
  );
  writeFileSync(userlist, `"${user}" ""\n`);
  if (runAs) {
    // PgBouncer refuses to run as root; the user it switches to must read its files.
    chmodSync(dir, 0o755);
    for (const file of [ini, userlist]) chmodSync(file, 0o644);
  }

  const child: ChildProcess = spawn(binary, [...(runAs ? ['-u', runAs] : []), ini], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = once(child, 'exit');
  const up = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('process up:')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('error', reject);
    void exited.then(([code]) => reject(new Error(`pgbouncer exited (code ${code}) before it was up:\n${output}`)));
  });

  async function stop() {
    // No pid: it never started (spawn failed), so there is nothing to wait for.
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  }

  try {
    await up;
  } catch (e) {
    await stop();
    throw e;
  }
  return {
    url: (alias) => `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${alias}`,
    log: () => output,
    stop,
  };
}
