import Redis from 'ioredis';
import type { Config } from '../config/config';
import { FAIL_FAST } from '../redis/redis';

/**
 * BullMQ wants its own connections: workers block on Redis, and must retry
 * forever (maxRetriesPerRequest: null) instead of failing a command.
 */
export function createQueueConnection(config: Pick<Config, 'redisUrl'>): Redis {
  return new Redis(config.redisUrl, { maxRetriesPerRequest: null });
}

/**
 * The connection jobs are added through, from requests among others: it never blocks, and while
 * Redis is away a command fails at once rather than waiting for it (../redis/redis.ts).
 */
export function createProducerConnection(config: Pick<Config, 'redisUrl'>): Redis {
  return new Redis(config.redisUrl, FAIL_FAST);
}

export const queuePrefix = (config: Pick<Config, 'redisPrefix'>) => `${config.redisPrefix}bull`;
