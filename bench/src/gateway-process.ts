import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const GATEWAY_ENTRY = path.resolve(__dirname, '../../gateway/dist/main.js');
// A gateway is ready once its term bitmaps are built: about a minute at a million jobs.
const READY_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 20_000;

export interface MemoryUsage {
  /** Resident set now, in bytes. */
  rss: number;
  /** Peak resident set since the process started (VmHWM), in bytes. */
  peakRss: number;
}

/** The real gateway (`node gateway/dist/main.js`) as a child process, so its memory is its own. */
export class GatewayProcess {
  private exited = false;

  private constructor(
    private readonly child: ChildProcess,
    readonly baseUrl: string,
  ) {
    child.once('exit', () => {
      this.exited = true;
    });
  }

  static async start(env: NodeJS.ProcessEnv, port: number): Promise<GatewayProcess> {
    // Otherwise a server left on the port would answer /readyz and be measured instead.
    await assertPortFree(port);
    const child = spawn(process.execPath, [GATEWAY_ENTRY], {
      env: {
        ...env,
        NODE_ENV: 'production',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        WORKERS: 'off',
        LOG_LEVEL: 'warn',
        // Sign-in and sign-up are limited per address; the benchmark signs in on every run from 127.0.0.1.
        RATE_LIMIT_SIGNIN_PER_15_MIN: '100000',
        RATE_LIMIT_SIGNUP_PER_HOUR: '100000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const gateway = new GatewayProcess(child, `http://127.0.0.1:${port}`);
    try {
      await gateway.waitUntilReady();
    } catch (e) {
      await gateway.stop();
      throw e;
    }
    return gateway;
  }

  get pid(): number {
    return this.child.pid!;
  }

  private async waitUntilReady(): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (this.exited) throw new Error(`The gateway exited with code ${this.child.exitCode} before it was ready`);
      const ready = await fetch(`${this.baseUrl}/readyz`).then((r) => r.ok, () => false);
      if (ready) return;
      await sleep(200);
    }
    throw new Error(`The gateway was not ready at ${this.baseUrl}/readyz within ${READY_TIMEOUT_MS / 1000} s`);
  }

  async memory(): Promise<MemoryUsage> {
    const status = await readFile(`/proc/${this.pid}/status`, 'utf8');
    const kib = (field: string) => {
      const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
      if (!match) throw new Error(`/proc/${this.pid}/status has no ${field}`);
      return Number(match[1]) * 1024;
    };
    return { rss: kib('VmRSS'), peakRss: kib('VmHWM') };
  }

  async stop(): Promise<void> {
    if (this.exited) return;
    const exit = once(this.child, 'exit');
    this.child.kill('SIGTERM');
    const stopped = await Promise.race([exit.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
    if (!stopped) {
      this.child.kill('SIGKILL');
      await exit;
    }
  }
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`Port ${port} is in use; stop what listens there or set BENCH_PORT`)));
    probe.listen(port, () => probe.close(() => resolve()));
  });
}
