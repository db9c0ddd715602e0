import Redis from 'ioredis';
import type { Config } from '../config/config';

/**
 * BullMQ wants its own connections: workers block on Redis, and must retry
 * forever (maxRetriesPerRequest: null) instead of failing a command.
 */
export function createQueueConnection(config: Pick<Config, 'redisUrl'>): Redis {
  return new Redis(config.redisUrl, { maxRetriesPerRequest: null });
}

export const queuePrefix = (config: Pick<Config, 'redisPrefix'>) => `${config.redisPrefix}bull`;
