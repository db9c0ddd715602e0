import pino from 'pino';
import type { Config } from '@remotehunt/services/config/config';

export function createLogger(config: Pick<Config, 'logLevel' | 'env'>) {
  return pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  });
}

export type Logger = ReturnType<typeof createLogger>;
