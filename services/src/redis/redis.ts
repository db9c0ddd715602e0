import Redis, { ReplyError, type RedisOptions } from 'ioredis';
import type { Config } from '../config/config';

/*
 * Redis holds the attempt budgets and the queues. When it stops, a call that needs it answers at once
 * with UNAVAILABLE (503, "This service is briefly unavailable; please try again in a minute", with
 * Retry-After): it never waits for Redis to come back and never goes on without its budget (issue 46).
 * Each call, while Redis is down:
 *
 * | call                                                | needs from Redis              | answers                             |
 * |-----------------------------------------------------|-------------------------------|-------------------------------------|
 * | sign-in with a password                             | failure budgets               | 503, before the password is checked |
 * | sign-up, a visitor's newsletter order               | sign-up (+ link) budgets      | 503, no account made                |
 * | password reset mail, newsletter login link mail     | link budgets, the queue       | 503, nothing sent (1)               |
 * | saved-search feed read (/feeds/...)                 | the feed's budget             | 503                                 |
 * | admin: run a board now, change its schedule         | the queue                     | 503 (2)                             |
 * | sign-in by a mailed link, reset by a link           | nothing                       | works (3)                           |
 * | support message                                     | nothing (limit in PostgreSQL) | works                               |
 * | Pay, payment webhook, support reply, marketing mail | nothing (outbox)              | works; the mail is sent later (4)   |
 * | job lists                                           | nothing (a cache)             | works, read from PostgreSQL         |
 * | /readyz                                             | a ping                        | 503                                 |
 *
 * (1) The link travels only in the queued job, so a link mail the queue cannot take is marked failed
 *     rather than sent later without it (mail.service.ts `enqueue`).
 * (2) A board's new settings are saved; its schedule follows when they are sent again or a worker starts.
 * (3) Tokens live in PostgreSQL. Ending the account's sign-in lock is skipped and logged; it lapses.
 * (4) Mail is recorded in PostgreSQL with the change it tells of (the outbox): the call succeeds and
 *     the outbox sweep queues the mail once Redis is back. A visitor's receipt then comes without its
 *     one-time sign-in link (only the job held it); they can ask for a login link. The welcome mail
 *     is the same, though sign-up is refused first by its budget.
 *
 * The clients below make that hold: no offline queue (a command sent while Redis is away fails at
 * once instead of waiting to be replayed), no resending of commands cut off by a dropped connection,
 * and a bound on a command a hung Redis never answers. They reconnect on their own, within 2 s of
 * Redis answering again.
 */

/** The longest any command waits for Redis's answer (a Redis that accepts connections but hangs). */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/** What a caller reads when a budget or the queue cannot be reached. */
export const BRIEFLY_UNAVAILABLE = 'This service is briefly unavailable; please try again in a minute';

/** Seconds a caller is asked to wait (Retry-After) when Redis does not answer. */
export const UNAVAILABLE_RETRY_SECONDS = 60;

/** Options for a client whose commands must fail at once while Redis is away, never wait for it. */
export const FAIL_FAST: RedisOptions = {
  enableOfflineQueue: false,
  autoResendUnfulfilledCommands: false,
  // A command in flight when the connection drops fails then, rather than after a reconnect.
  maxRetriesPerRequest: 0,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
};

/** The app's client for attempt budgets, caches and the health check. */
export function createRedis(config: Pick<Config, 'redisUrl'>): Redis {
  return new Redis(config.redisUrl, { ...FAIL_FAST, lazyConnect: false });
}

/**
 * Resolves once `redis` can take commands, or after `withinMs` whatever its state: a process starting
 * while Redis is away serves anyway, answering 503 where Redis is needed until it is back.
 */
export function redisReady(redis: Redis, withinMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, withinMs);
    timer.unref();
    redis.once('ready', done);
  });
}

const CONNECTION_FAILURE = /Stream isn't writeable|Connection is closed|Command timed out|max retries per request|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH/i;

/**
 * Whether `err` says Redis could not be reached (as opposed to Redis refusing a command, or a bug).
 * A Redis still loading its data after a restart answers LOADING: unavailable too.
 */
export function isRedisUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err instanceof ReplyError) return /^LOADING\b/.test(err.message);
  return err.name === 'MaxRetriesPerRequestError' || CONNECTION_FAILURE.test(err.message);
}
