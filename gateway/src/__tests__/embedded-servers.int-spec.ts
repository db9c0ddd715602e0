import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isRunning } from '@remotehunt/services/embedded/server-process';
import { freePort } from '@remotehunt/services/embedded/ports';

// The built app, as `npm start` runs it (built by `npm test`'s typecheck step).
const MAIN = path.resolve(__dirname, '../../dist/main.js');

jest.setTimeout(90_000);

let dataDir: string;
const pgdata = () => path.join(dataDir, 'postgres', 'data');
/** Apps still running, with what they logged. */
const apps = new Map<ChildProcess, () => string>();

interface RunningApp {
  child: ChildProcess;
  url: string;
  /** Everything the app has logged so far. */
  output: () => string;
}

/** Starts `node gateway/dist/main.js` on the shared DATA_DIR and resolves once it serves. */
async function startApp(): Promise<RunningApp> {
  const port = await freePort(0);
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, DATABASE_URL: 'embedded', REDIS_URL: 'embedded', DATA_DIR: dataDir, PORT: String(port), WORKERS: 'off', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, as in a terminal, where Ctrl-C signals the whole group.
    detached: true,
  });
  let output = '';
  apps.set(child, () => output);
  child.once('exit', () => apps.delete(child));
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const exited = () => reject(new Error(`the app exited while starting:\n${output}`));
    child.once('exit', exited);
    // Serving, and ready: /readyz waits for the term bitmaps' first build, which the log announces.
    child.stdout!.on('data', () => {
      if (!output.includes('RemoteHunt is up') || !output.includes('job term bitmaps built')) return;
      child.off('exit', exited);
      resolve();
    });
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output };
}

/** Signals the app (`group`: its whole process group, as Ctrl-C in a terminal does) and waits for its exit code. */
async function stopApp(app: RunningApp, signal: NodeJS.Signals = 'SIGTERM', group = false): Promise<number | null> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return app.child.exitCode;
  const exited = once(app.child, 'exit');
  process.kill(group ? -app.child.pid! : app.child.pid!, signal);
  const [code] = await exited;
  return code as number | null;
}

/** The embedded servers' pids, from the pid files they write while they run. */
function serverPids(): { postgres: number; redis: number } {
  return {
    postgres: Number(readFileSync(path.join(pgdata(), 'postmaster.pid'), 'utf8').split('\n')[0]),
    redis: Number(readFileSync(path.join(dataDir, 'redis', 'redis.pid'), 'utf8').trim()),
  };
}

/** PostgreSQL postmasters (not their backends) running on this DATA_DIR's data. */
function postmastersOnData(): number[] {
  return execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => /\/postgres -D /.test(line) && line.includes(`-D ${pgdata()} `))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

/** Waits for processes this test did not start (it cannot wait on their exit event). */
async function gone(pids: number[], timeoutMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (pids.some(isRunning)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

const post = (app: RunningApp, route: string, body: object) =>
  fetch(`${app.url}/api/v1${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const account = { name: 'Embedded Emma', email: `emma-${process.pid}@example.com`, password: 'a long enough password' };

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rh-embedded-'));
  // Run as root, the embedded PostgreSQL runs as an unprivileged user, which must be able to enter it.
  chmodSync(dataDir, 0o755);
});

// An app still running after a test means the test failed before stopping it: show what it logged,
// and stop it so that the next test does not find its servers.
afterEach(async () => {
  for (const [child, output] of apps) {
    console.error(`app ${child.pid} left running:\n${output()}`);
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
});

afterAll(async () => {
  await gone(postmastersOnData());
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start with DATABASE_URL=embedded REDIS_URL=embedded', () => {
  it('starts its own PostgreSQL and Redis under DATA_DIR, serves on them, and stops them when it stops', async () => {
    const app = await startApp();
    expect(app.output()).toContain(`started an embedded PostgreSQL on 127.0.0.1`);
    expect(app.output()).toContain(`started an embedded Redis on 127.0.0.1`);
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
    const pids = serverPids();
    expect(postmastersOnData()).toEqual([pids.postgres]);
    expect(isRunning(pids.redis)).toBe(true);

    const signup = await post(app, '/signup', account);
    expect(signup.status).toBe(201);

    expect(await stopApp(app)).toBe(0);
    expect(await gone([pids.postgres, pids.redis])).toBe(true);
    expect(postmastersOnData()).toEqual([]);
  });

  it('finds the user after a restart: the data is kept under DATA_DIR', async () => {
    const app = await startApp();
    const signin = await post(app, '/signin', { email: account.email, password: account.password });
    expect(signin.status).toBe(200);
    expect((await signin.json()).userInfo).toMatchObject({ name: account.name, email: account.email });

    // Ctrl-C reaches the app alone: it closes its connections before its servers stop, so PostgreSQL
    // has none left to cut when it stops.
    const pids = serverPids();
    const log = path.join(dataDir, 'postgres', 'postgres.log');
    const logged = readFileSync(log, 'utf8').length;
    expect(await stopApp(app, 'SIGINT', true)).toBe(0);
    expect(await gone([pids.postgres, pids.redis])).toBe(true);
    expect(readFileSync(log, 'utf8').slice(logged)).not.toContain('terminating connection due to administrator command');
  });

  it('a second start on the same DATA_DIR uses the first one’s servers, and stops with them', async () => {
    const first = await startApp();
    const pids = serverPids();
    const second = await startApp();
    expect(second.output()).toContain(`using the embedded PostgreSQL that process ${first.child.pid} runs`);
    expect(second.output()).toContain(`using the embedded Redis that process ${first.child.pid} runs`);
    // Still the one server on the data, and both apps serve from it.
    expect(postmastersOnData()).toEqual([pids.postgres]);
    expect(serverPids()).toEqual(pids);
    const signin = await post(second, '/signin', { email: account.email, password: account.password });
    expect(signin.status).toBe(200);

    const secondExit = once(second.child, 'exit');
    expect(await stopApp(first)).toBe(0);
    // The second cannot go on without them: it says so and stops.
    const [code] = await secondExit;
    expect(code).toBe(1);
    expect(second.output()).toContain(`stopped with process ${first.child.pid}, which ran it: stopping`);
    expect(await gone([pids.postgres, pids.redis])).toBe(true);
  });

  it('npm run admin:create beside a running app reaches its embedded database, and leaves its servers running', async () => {
    const app = await startApp();
    const pids = serverPids();
    const cli = path.resolve(__dirname, '../../../services/dist/admin/admin-create-cli.js');
    const child = spawn(process.execPath, [cli, account.email], {
      env: { ...process.env, DATABASE_URL: 'embedded', REDIS_URL: 'embedded', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let printed = '';
    child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const [code] = await once(child, 'exit');
    expect({ code, printed }).toEqual({ code: 0, printed: expect.stringContaining(`${account.email} is now an admin`) });
    expect(printed).toContain(`using the embedded PostgreSQL that process ${app.child.pid} runs`);
    // The command's end stops nothing: the app's servers still serve it.
    expect(serverPids()).toEqual(pids);
    const signin = await post(app, '/signin', { email: account.email, password: account.password });
    expect((await signin.json()).userInfo).toMatchObject({ admin: true });
    expect(await stopApp(app)).toBe(0);
    expect(await gone([pids.postgres, pids.redis])).toBe(true);
  });

  it('a crashed app leaves no server behind, and the next start runs on the same data at once', async () => {
    const crashed = await startApp();
    const pids = serverPids();
    expect(await stopApp(crashed, 'SIGKILL')).toBe(null);
    // No handler runs on SIGKILL: the servers go because their parent did (Linux's parent-death
    // signal), and the next start, right away, waits for them to finish before starting its own.
    const app = await startApp();
    expect(await gone([pids.postgres, pids.redis])).toBe(true);
    const next = serverPids();
    expect(postmastersOnData()).toEqual([next.postgres]);
    const signin = await post(app, '/signin', { email: account.email, password: account.password });
    expect(signin.status).toBe(200);
    expect(await stopApp(app)).toBe(0);
    expect(await gone([next.postgres, next.redis])).toBe(true);
  });

  it('without a redis-server to start, stops with one message naming the command that installs Redis', async () => {
    const emptyPath = mkdtempSync(path.join(os.tmpdir(), 'rh-no-redis-'));
    try {
      const child = spawn(process.execPath, [MAIN], {
        env: { ...process.env, REDIS_URL: 'embedded', DATA_DIR: dataDir, PATH: emptyPath, LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = await once(child, 'exit');
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/needs Redis.*Install it with `[^`]+`/)]);
    } finally {
      rmSync(emptyPath, { recursive: true, force: true });
    }
  });
});
