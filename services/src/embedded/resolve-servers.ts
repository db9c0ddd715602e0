import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config, ServerSource } from '../config/config';
import { claimDataDir } from './data-dir-lock';
import { embeddedPostgres } from './embedded-postgres';
import { embeddedRedis } from './embedded-redis';
import type { EmbeddedLog, EmbeddedServerKind } from './embedded-server';
import { isAnswering } from './ports';

/** The PostgreSQL and Redis this process uses, and the embedded servers it runs for them. */
export interface ResolvedServers {
  /** The configuration with the URLs of the servers actually used. */
  config: Config;
  /** Stops the embedded servers this process started (after the app has closed its connections). */
  stop(): Promise<void>;
  /** Called once if an embedded server in use goes away: it crashed, or the process that ran it stopped. */
  onLost(listener: (message: string) => void): void;
}

interface Resolved {
  url: string;
  stop(): Promise<void>;
  onLost(listener: (message: string) => void): void;
}

const NOTHING_TO_STOP: Omit<Resolved, 'url'> = { stop: async () => undefined, onLost: () => undefined };

/**
 * `npm install && npm start` on a machine without PostgreSQL or Redis: where DATABASE_URL / REDIS_URL
 * are not set and nothing answers at their default addresses, embedded servers are started with their
 * data under DATA_DIR (`embedded` forces them). A second process on the same DATA_DIR (`npm run
 * worker` beside `npm start`) shares the servers of the first instead of starting its own; they stop
 * with the process that started them.
 */
export async function resolveServers(config: Config, log: EmbeddedLog): Promise<ResolvedServers> {
  const [database, redis] = await Promise.allSettled([
    resolveOne(config.servers.database, config.databaseUrl, embeddedPostgres(path.join(config.dataDir, 'postgres')), log, 'DATABASE_URL'),
    resolveOne(config.servers.redis, config.redisUrl, embeddedRedis(path.join(config.dataDir, 'redis')), log, 'REDIS_URL'),
  ]);
  if (database.status === 'rejected' || redis.status === 'rejected') {
    for (const result of [database, redis]) if (result.status === 'fulfilled') await result.value.stop();
    throw (database.status === 'rejected' ? database : (redis as PromiseRejectedResult)).reason;
  }
  const both = [database.value, redis.value];
  return {
    config: Object.freeze({ ...config, databaseUrl: withDatabaseName(database.value.url, config.databaseUrl), redisUrl: redis.value.url }),
    stop: async () => {
      await Promise.all(both.map((server) => server.stop()));
    },
    onLost(listener) {
      let told = false;
      for (const server of both) server.onLost((message) => (told ? undefined : ((told = true), listener(message))));
    },
  };
}

async function resolveOne(source: ServerSource, url: string, kind: EmbeddedServerKind, log: EmbeddedLog, setting: string): Promise<Resolved> {
  if (source === 'url') return { url, ...NOTHING_TO_STOP };
  if (source === 'auto') {
    const { hostname, port } = new URL(url);
    if (await isAnswering(hostname, Number(port))) {
      if (existsSync(kind.dir)) {
        log.info(`using the ${kind.label} at ${hostname}:${port}; the embedded one's data in ${kind.dir} stays unused (${setting}=embedded uses it)`);
      }
      return { url, ...NOTHING_TO_STOP };
    }
  }
  const why = source === 'auto' ? `${setting} is not set and nothing answers at ${new URL(url).host}` : `${setting}=embedded`;
  return startOrShare(kind, log, why);
}

async function startOrShare(kind: EmbeddedServerKind, log: EmbeddedLog, why: string): Promise<Resolved> {
  // Readable by the user PostgreSQL may run as (see run-as.ts); the secrets inside are not.
  mkdirSync(kind.dir, { recursive: true, mode: 0o755 });
  const claim = await claimDataDir(kind.dir, kind.name);
  if (claim.role === 'sharer') {
    const { port, ownerPid } = claim.info;
    log.info(`${why}: using the embedded ${kind.label} that process ${ownerPid} runs on 127.0.0.1:${port} with its data in ${kind.dir} (it stops with that process)`);
    return {
      url: kind.url(port),
      stop: async () => claim.release(),
      onLost: (listener) =>
        claim.onOwnerGone(() => listener(`the embedded ${kind.label} stopped with process ${ownerPid}, which ran it`)),
    };
  }
  let server;
  try {
    server = await kind.start(log);
  } catch (err) {
    await claim.release();
    throw err;
  }
  claim.announce({ port: server.port, serverPid: server.pid, ownerPid: process.pid });
  log.info(`${why}: started an embedded ${kind.label} on 127.0.0.1:${server.port} with its data in ${kind.dir} (it stops with this process)`);
  let stopping = false;
  const lost: ((message: string) => void)[] = [];
  void server.exited.then(() => {
    if (!stopping) for (const listener of lost) listener(`the embedded ${kind.label} stopped unexpectedly (its log: ${kind.dir})`);
  });
  return {
    url: kind.url(server.port),
    stop: async () => {
      stopping = true;
      await server.stop();
      await claim.release();
    },
    onLost: (listener) => lost.push(listener),
  };
}

/** The embedded PostgreSQL holds the database DATABASE_URL's default names (created on start if missing). */
function withDatabaseName(url: string, configured: string): string {
  if (new URL(url).pathname.length > 1) return url;
  return `${url}${new URL(configured).pathname}`;
}

/**
 * For the command-line tools (`npm run seed`, `ingest`, `admin:create`): the servers `npm start`
 * would use, so after an embedded `npm start` they reach its database (shared while it runs,
 * started for the command's run otherwise). Stop them when the command ends.
 */
export function commandLineServers(config: Config): Promise<ResolvedServers> {
  return resolveServers(config, { info: (message) => console.log(message), warn: (message) => console.warn(message) });
}
