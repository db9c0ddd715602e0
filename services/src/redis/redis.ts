import Redis from 'ioredis';
import type { Config } from '../config/config';

export function createRedis(config: Pick<Config, 'redisUrl'>): Redis {
  // Rate limiting must fail fast rather than queue commands while Redis is down.
  return new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
}
