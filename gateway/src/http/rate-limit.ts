import type { RequestHandler } from 'express';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

interface LimitOptions {
  redis: Redis;
  prefix: string;
  points: number;
  durationSeconds: number;
  key(req: Parameters<RequestHandler>[0]): string;
  message: string;
}

/**
 * Counts attempts in Redis so every gateway process shares one budget. When
 * Redis is unreachable it lets the request through (and logs): sign-in stays
 * available and argon2 still makes guessing slow.
 */
export function rateLimit(opts: LimitOptions): RequestHandler {
  const limiter = new RateLimiterRedis({
    storeClient: opts.redis,
    keyPrefix: opts.prefix,
    points: opts.points,
    duration: opts.durationSeconds,
  });
  return async (req, res, next) => {
    try {
      await limiter.consume(opts.key(req));
      next();
    } catch (e) {
      if (e instanceof RateLimiterRes) {
        const seconds = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
        res.set('Retry-After', String(seconds));
        res.status(429).json({ message: `${opts.message} Please try again in ${Math.ceil(seconds / 60)} minute(s).` });
        return;
      }
      req.log?.warn({ err: e }, 'rate limiter unavailable, letting the request through');
      next();
    }
  };
}
