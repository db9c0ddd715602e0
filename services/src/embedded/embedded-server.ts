import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './ports';
import type { ServerProcess } from './server-process';

/** Where the embedded servers say what they do: the app's logger, or the console. */
export interface EmbeddedLog {
  info(message: string): void;
  warn(message: string): void;
}

/** An embedded server this process started. */
export interface EmbeddedServer extends ServerProcess {
  port: number;
}

/** One kind of embedded server (PostgreSQL, Redis) with its data under `dir`. */
export interface EmbeddedServerKind {
  name: string;
  label: string;
  dir: string;
  /** Starts the server on its data; called only by the process that owns `dir`. */
  start(log: EmbeddedLog): Promise<EmbeddedServer>;
  /** The URL to reach it at, with the password only readers of `dir` know. */
  url(port: number): string;
}

/**
 * What stays the same from one run to the next: the port, so that clients (a worker, a tool) reach
 * the server where they reached it before, and the password. Only the owner of the data may read it.
 */
export interface EmbeddedSettings {
  port: number;
  password: string;
}

const settingsFile = (dir: string) => path.join(dir, 'settings.json');

export function readSettings(dir: string, initial?: () => EmbeddedSettings): EmbeddedSettings {
  try {
    return JSON.parse(readFileSync(settingsFile(dir), 'utf8')) as EmbeddedSettings;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' && initial) return initial();
    throw err;
  }
}

export function writeSettings(dir: string, settings: EmbeddedSettings): void {
  writeFileSync(settingsFile(dir), `${JSON.stringify(settings, null, 2)}\n`, { mode: 0o600 });
}

/**
 * Starts the server with `launch` on the port it had last time where that is free, else on one the
 * system picks, and records it for next time. Another process may bind a free port before the
 * server does (two data directories starting at once): then it tries once more on a new port.
 */
export async function startOnStablePort(
  dir: string,
  settings: EmbeddedSettings,
  label: string,
  log: EmbeddedLog,
  launch: (port: number) => Promise<EmbeddedServer>,
): Promise<EmbeddedServer> {
  const attempt = async (port: number) => {
    if (port !== settings.port) log.warn(`port ${settings.port}, where the embedded ${label} listened before, is taken: it listens on ${port} now`);
    writeSettings(dir, { ...settings, port });
    return launch(port);
  };
  try {
    return await attempt(await freePort(settings.port));
  } catch (err) {
    if (!/already in use/i.test((err as Error).message)) throw err;
    return attempt(await freePort(0));
  }
}
