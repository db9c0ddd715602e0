import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { readSettings, startOnStablePort, type EmbeddedLog, type EmbeddedServerKind } from './embedded-server';
import { startServerProcess, stopLeftover, waitUntilReady } from './server-process';

// Away from 6379, so that an embedded server is never taken for a Redis of the machine's own.
const PREFERRED_PORT = 63799;

/** No Redis to start: the one message `npm start` ends with. */
export class RedisMissingError extends Error {}

/**
 * A `redis-server` from the PATH (or one built by the redis-memory-server package, where a project
 * has it installed), with its data in `dir`: an append-only file, so queued jobs and sessions survive
 * a restart.
 */
export function embeddedRedis(dir: string): EmbeddedServerKind {
  const logFile = path.join(dir, 'redis.log');
  const pidFile = path.join(dir, 'redis.pid');
  return {
    name: 'redis',
    label: 'Redis',
    dir,
    url: (port) => `redis://:${readSettings(dir).password}@127.0.0.1:${port}`,
    async start(log) {
      const redisServer = await findRedisServer(log);
      const settings = readSettings(dir, () => ({ port: PREFERRED_PORT, password: randomBytes(24).toString('hex') }));
      await stopLeftover(leftoverPid(pidFile), 'SIGTERM', (args) => args.includes('redis-server') && args.includes(`:${settings.port}`));
      return startOnStablePort(dir, settings, 'Redis', log, async (port) => {
        // In a file rather than arguments, where `ps` would show the password to every user.
        const conf = path.join(dir, 'redis.conf');
        writeFileSync(
          conf,
          [
            'bind 127.0.0.1',
            `port ${port}`,
            'daemonize no',
            `dir ${quote(dir)}`,
            `pidfile ${quote(pidFile)}`,
            'appendonly yes',
            `requirepass ${settings.password}`,
            '',
          ].join('\n'),
          { mode: 0o600 },
        );
        // SIGTERM: Redis writes what it holds and exits.
        const server = startServerProcess(redisServer, [conf], { logFile, stopSignal: 'SIGTERM' });
        await waitUntilReady(server, () => answers(port, settings.password), { name: 'The embedded Redis', logFile, timeoutMs: 60_000 });
        return { ...server, port };
      });
    },
  };
}

const quote = (value: string) => JSON.stringify(value);

async function findRedisServer(log: EmbeddedLog): Promise<string> {
  if (runs('redis-server')) return 'redis-server';
  const built = await redisMemoryServerBinary(log);
  if (built) return built;
  throw new RedisMissingError(
    `RemoteHunt needs Redis, and this machine has no redis-server to start one. Install it with \`${installRedisCommand()}\`, or set REDIS_URL to a running Redis.`,
  );
}

function runs(command: string): boolean {
  try {
    execFileSync(command, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * redis-memory-server is not one of our dependencies (its install downloads Redis's sources); where a
 * project has installed it, the redis-server it built, or builds now, will do.
 */
async function redisMemoryServerBinary(log: EmbeddedLog): Promise<string | null> {
  const packageName = 'redis-memory-server';
  type RedisBinary = { getPath(): Promise<string> };
  let module: { RedisBinary?: RedisBinary; default?: { RedisBinary?: RedisBinary } };
  try {
    module = await import(packageName);
  } catch {
    return null;
  }
  const redisBinary = module.RedisBinary ?? module.default?.RedisBinary;
  if (!redisBinary) return null;
  try {
    log.info('no redis-server on the PATH: using the one redis-memory-server builds (the first time takes minutes)');
    const binary = await redisBinary.getPath();
    return binary && runs(binary) ? binary : null;
  } catch {
    return null;
  }
}

function installRedisCommand(): string {
  if (process.platform === 'darwin') return 'brew install redis';
  // Redis has no Windows build of its own.
  if (process.platform === 'win32') return 'docker run -d -p 6379:6379 redis';
  if (existsSync('/usr/bin/apt-get')) return 'sudo apt-get install redis-server';
  if (existsSync('/usr/bin/dnf')) return 'sudo dnf install redis';
  if (existsSync('/sbin/apk')) return 'sudo apk add redis';
  if (existsSync('/usr/bin/pacman')) return 'sudo pacman -S redis';
  return 'your package manager: the package is usually called redis or redis-server';
}

function leftoverPid(pidFile: string): number {
  try {
    return Number(readFileSync(pidFile, 'utf8').trim()) || 0;
  } catch {
    return 0;
  }
}

/** PONG to an authenticated PING: Redis has loaded its data and takes commands. */
function answers(port: number, password: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let received = '';
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write(`AUTH ${password}\r\nPING\r\n`));
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (received.includes('+PONG')) done(true);
      // -LOADING while it reads its append-only file.
      else if (received.includes('-')) done(false);
    });
  });
}
