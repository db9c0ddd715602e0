import pino from 'pino';
import type { Config } from '@remotehunt/services/config/config';

/** `destination` is stdout unless given (the end-to-end tests read what was logged). */
export function createLogger(config: Pick<Config, 'logLevel' | 'env'>, destination?: pino.DestinationStream) {
  return pino(
    {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["stripe-signature"]', 'res.headers["set-cookie"]'],
    },
    destination,
  );
}

export type Logger = ReturnType<typeof createLogger>;
