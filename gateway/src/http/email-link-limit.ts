import type { RequestHandler } from 'express';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Services } from '@remotehunt/services/app/services';
import { DomainError } from '@remotehunt/services/common/domain-error';

export type EmailLinkKind = 'reset' | 'newsletter-login';

const limiters = new WeakMap<Services, Map<EmailLinkKind, RateLimiterRedis>>();

function limiterFor(services: Services, kind: EmailLinkKind): RateLimiterRedis {
  let byKind = limiters.get(services);
  if (!byKind) limiters.set(services, (byKind = new Map()));
  let limiter = byKind.get(kind);
  if (!limiter) {
    limiter = new RateLimiterRedis({
      storeClient: services.redis,
      keyPrefix: `${services.config.redisPrefix}rl:mail-link:${kind}`,
      points: services.config.rateLimits.emailLinksPerHour,
      duration: 60 * 60,
    });
    byKind.set(kind, limiter);
  }
  return limiter;
}

/**
 * Counts an emailed link (password reset, newsletter login) against its address: a few an hour
 * are enough for a lost email and too few to flood an inbox. REST and GraphQL share the budget.
 * With Redis down the request goes through: the links are single use and expire anyway.
 */
export async function countEmailLink(services: Services, kind: EmailLinkKind, email: unknown): Promise<void> {
  const key = String(email ?? '').trim().toLowerCase();
  if (!key) return;
  try {
    await limiterFor(services, kind).consume(key);
  } catch (e) {
    if (e instanceof RateLimiterRes) {
      const minutes = Math.max(1, Math.ceil(e.msBeforeNext / 60_000));
      throw new DomainError('RATE_LIMITED', `Too many emails were asked for this address. Please try again in ${minutes} minute(s).`);
    }
  }
}

export const emailLinkLimit =
  (services: Services, kind: EmailLinkKind): RequestHandler =>
  (req, _res, next) => {
    countEmailLink(services, kind, req.body?.email).then(() => next(), next);
  };
