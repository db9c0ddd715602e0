import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import type { RunAs } from './run-as';

/** An embedded server running as a child of this process. */
export interface ServerProcess {
  pid: number;
  /** Asks the server to shut down cleanly and waits until it has. */
  stop(): Promise<void>;
  /** Resolves when the server exits, for whatever reason. */
  exited: Promise<void>;
}

/** Running servers, with the signal that stops each cleanly. */
const children = new Map<ChildProcess, NodeJS.Signals>();

// Whatever ends this process (a crash, process.exit from a shutdown timeout), its servers are told to
// stop: they shut down cleanly on their own after it is gone. A SIGKILL runs no handler; that case is
// covered by the parent-death signal below.
process.on('exit', () => {
  for (const [child, signal] of children) child.kill(signal);
});

/**
 * Starts `command` as a child whose output goes to `logFile`. On Linux it is started through
 * util-linux's `setpriv --pdeathsig`, so the kernel sends it `stopSignal` if this process dies without
 * a word (SIGKILL, the OOM killer): no server outlives the app. `runAs` starts it as another user.
 */
export function startServerProcess(
  command: string,
  args: readonly string[],
  opts: { logFile: string; stopSignal: NodeJS.Signals; runAs?: RunAs | null },
): ServerProcess {
  const log = openSync(opts.logFile, 'a');
  const [file, argv] = withParentDeathSignal(command, args, opts.stopSignal);
  const child = spawn(file, argv, {
    stdio: ['ignore', log, log],
    // Its own process group: a Ctrl-C in the terminal reaches the app alone, which drains its requests
    // before it stops the server.
    detached: true,
    ...(opts.runAs ? { uid: opts.runAs.uid, gid: opts.runAs.gid } : {}),
  });
  closeSync(log);
  children.set(child, opts.stopSignal);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    // Spawning itself failed (no such binary): reported by the readiness wait, which sees it exit.
    child.once('error', () => resolve());
  }).finally(() => children.delete(child));
  return {
    pid: child.pid ?? -1,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill(opts.stopSignal);
      await exited;
    },
  };
}

let setprivWorks: boolean | undefined;

function withParentDeathSignal(command: string, args: readonly string[], signal: NodeJS.Signals): [string, string[]] {
  if (process.platform !== 'linux') return [command, [...args]];
  setprivWorks ??= probe('setpriv', ['--pdeathsig', 'TERM', 'true']);
  return setprivWorks ? ['setpriv', [`--pdeathsig=${signal.replace(/^SIG/, '')}`, '--', command, ...args]] : [command, [...args]];
}

function probe(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits until `ready()` holds, polling while the server starts. Fails with the end of its log if the
 * server exits first or is not ready in time: that is where it says why.
 */
export async function waitUntilReady(
  server: ServerProcess,
  ready: () => Promise<boolean>,
  opts: { name: string; logFile: string; timeoutMs: number },
): Promise<void> {
  let exited = false;
  void server.exited.then(() => (exited = true));
  const deadline = Date.now() + opts.timeoutMs;
  for (;;) {
    if (exited) throw new Error(`${opts.name} stopped while starting:\n${logTail(opts.logFile)}`);
    if (await ready()) return;
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`${opts.name} was not ready after ${opts.timeoutMs / 1000} s:\n${logTail(opts.logFile)}`);
    }
    await Promise.race([server.exited, delay(100)]);
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function logTail(logFile: string, lines = 15): string {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).map((line) => `  ${line}`).join('\n');
  } catch {
    return `  (no log at ${logFile})`;
  }
}

/** Whether `pid` is a live process (a zombie waiting to be reaped counts as gone). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (process.platform !== 'linux') return true;
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * Stops a server left running on this data by a process that died before it could stop it (where the
 * parent-death signal does not exist, or while the server is still shutting down after it), once
 * `isOurs` confirms the pid is still that server and not a process that reused its number.
 */
export async function stopLeftover(pid: number, signal: NodeJS.Signals, isOurs: (args: string) => boolean, timeoutMs = 30_000): Promise<void> {
  if (pid <= 0 || pid === process.pid || !isRunning(pid) || !isOurs(commandLineOf(pid))) return;
  process.kill(pid, signal);
  const deadline = Date.now() + timeoutMs;
  while (isRunning(pid)) {
    if (Date.now() > deadline) throw new Error(`process ${pid}, a server left running on this data, does not stop`);
    await delay(100);
  }
}

function commandLineOf(pid: number): string {
  try {
    return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}
