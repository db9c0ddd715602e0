import type { Request, RequestHandler, Response } from 'express';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

interface LimitOptions {
  redis: Redis;
  prefix: string;
  points: number;
  durationSeconds: number;
  key(req: Request): string;
  message: string;
  /** Give the attempt back when the answer was a success (sign-in counts only failures). */
  refundSuccess?: boolean;
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

  const refuse = (res: Response, msBeforeNext: number) => {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    res.set('Retry-After', String(seconds));
    res.status(429).json({ message: `${opts.message} Please try again in ${Math.ceil(seconds / 60)} minute(s).` });
  };

  return async (req, res, next) => {
    const key = opts.key(req);
    try {
      // Counted before the handler runs, so parallel guesses cannot slip past the limit.
      await limiter.consume(key);
      if (opts.refundSuccess) {
        res.on('finish', () => {
          if (res.statusCode < 400) {
            limiter.reward(key).catch((err: unknown) => req.log?.warn({ err }, 'could not refund a rate-limited attempt'));
          }
        });
      }
      next();
    } catch (e) {
      if (e instanceof RateLimiterRes) return refuse(res, e.msBeforeNext);
      req.log?.warn({ err: e }, 'rate limiter unavailable, letting the request through');
      next();
    }
  };
}
