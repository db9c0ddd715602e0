import { createHash } from 'node:crypto';
import { realpathSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** What the process running an embedded server tells the processes that share it. */
export interface ServerAnnouncement {
  port: number;
  /** The embedded server's process (the check for leftovers and the tests read it). */
  serverPid: number;
  /** The process that started it and stops it. */
  ownerPid: number;
}

/** This process runs the server on this data: it starts it, announces it, and stops it. */
export interface OwnedDataDir {
  role: 'owner';
  /** Tells every sharer, present and future, where the server listens. */
  announce(info: ServerAnnouncement): void;
  /** Lets the next process have the data; call only once the server has exited. */
  release(): Promise<void>;
}

/** Another process runs the server on this data; this one connects to it. */
export interface SharedDataDir {
  role: 'sharer';
  info: ServerAnnouncement;
  /** Called once when the owner goes away (stopped or crashed), taking its server with it. */
  onOwnerGone(listener: () => void): void;
  /** Stops listening for the owner, e.g. when this process stops first. */
  release(): void;
}

const CLAIM_TIMEOUT_MS = 60_000;
const RETRY_MS = 100;

/**
 * One server per data directory, whatever the number of processes started on it: the first process
 * to claim the directory owns it, the others share its server. The claim is a local socket that the
 * owner listens on; the kernel frees it when the owner dies however it dies, so a crash leaves no
 * stale lock (on Linux an abstract socket, on Windows a named pipe; elsewhere a socket file, which a
 * crashed owner leaves behind and the next claim removes). Sharers keep their connection open and
 * learn from its closing that the owner, and so the server, is gone. Passwords never travel over it:
 * anyone on the machine may connect, so sharers read them from the data directory itself.
 */
export async function claimDataDir(dir: string, kind: string): Promise<OwnedDataDir | SharedDataDir> {
  const address = lockAddress(dir, kind);
  const deadline = Date.now() + CLAIM_TIMEOUT_MS;
  for (;;) {
    const owned = await listenOn(address);
    if (owned) return ownerOf(owned);
    const shared = await connectTo(address);
    if (shared === 'stale') rmSync(address, { force: true });
    else if (shared) return shared;
    // The owner is starting and has not announced yet, or is stopping and no longer announces.
    if (Date.now() > deadline) {
      throw new Error(`${dir} stays in use by another process that neither shares its ${kind} server nor stops it`);
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

function lockAddress(dir: string, kind: string): string {
  const id = `remotehunt-${kind}-${createHash('sha256').update(realpathSync(dir)).digest('hex').slice(0, 16)}`;
  if (process.platform === 'linux') return `\0${id}`;
  if (process.platform === 'win32') return `\\\\?\\pipe\\${id}`;
  return path.join(os.tmpdir(), `${id}.sock`);
}

function listenOn(address: string): Promise<net.Server | null> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (err: NodeJS.ErrnoException) => (err.code === 'EADDRINUSE' ? resolve(null) : reject(err)));
    server.listen(address, () => resolve(server));
  });
}

function ownerOf(server: net.Server): OwnedDataDir {
  let announcement: string | null = null;
  const sharers = new Set<net.Socket>();
  // Neither the lock nor its connections keep the process alive: the app's own work does.
  server.unref();
  server.on('connection', (socket) => {
    socket.unref();
    socket.on('error', () => socket.destroy());
    sharers.add(socket);
    socket.on('close', () => sharers.delete(socket));
    if (announcement) socket.write(announcement);
  });
  return {
    role: 'owner',
    announce(info) {
      announcement = `${JSON.stringify(info)}\n`;
      for (const socket of sharers) socket.write(announcement);
    },
    release() {
      for (const socket of sharers) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The owner's announcement; null when the owner closed without one (it is starting over or stopping). */
function connectTo(address: string): Promise<SharedDataDir | 'stale' | null> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let received = '';
    let shared: SharedDataDir | null = null;
    const goneListeners: (() => void)[] = [];
    socket.setEncoding('utf8');
    socket.on('error', (err: NodeJS.ErrnoException) => {
      // A socket file that nobody listens on was left by an owner that crashed.
      if (!shared) resolve(err.code === 'ECONNREFUSED' && !address.startsWith('\0') && !address.startsWith('\\') ? 'stale' : null);
    });
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (shared || !received.includes('\n')) return;
      socket.unref();
      shared = {
        role: 'sharer',
        info: JSON.parse(received.slice(0, received.indexOf('\n'))) as ServerAnnouncement,
        onOwnerGone: (listener) => goneListeners.push(listener),
        release: () => {
          goneListeners.length = 0;
          socket.destroy();
        },
      };
      resolve(shared);
    });
    socket.on('close', () => {
      if (!shared) resolve(null);
      else for (const listener of goneListeners.splice(0)) listener();
    });
  });
}
