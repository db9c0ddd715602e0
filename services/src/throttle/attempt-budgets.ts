import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config/config';
import { DomainError } from '../common/domain-error';

/**
 * How many attempts of a kind a caller gets per window. These are rules of the services, not of
 * one transport: the services spend them themselves (accounts, password reset, newsletter login
 * link), so REST, GraphQL and any transport added later share one budget, and a GraphQL request
 * with eleven aliased sign-ins spends eleven attempts. Counters live in Redis, shared by every
 * gateway process.
 */
interface Budget {
  /** Part of the Redis key; kept as the REST middleware named them so counters carry over a deploy. */
  prefix: string;
  points: number;
  durationSeconds: number;
  /** What a refused caller reads, before "Please try again in N minute(s)." */
  message: string;
}

export type EmailLinkKind = 'reset' | 'newsletter-login';

type Limits = Config['rateLimits'];

const MINUTES_15 = 15 * 60;
const HOUR = 60 * 60;

function budgets(limits: Limits) {
  const link = (kind: EmailLinkKind) => ({
    perEmail: { prefix: `rl:mail-link:${kind}`, points: limits.emailLinksPerHour, durationSeconds: HOUR, message: 'Too many emails were asked for this address.' },
    perAddress: { prefix: `rl:mail-link-ip:${kind}`, points: limits.emailLinksPerIpPerHour, durationSeconds: HOUR, message: 'Too many emails were asked from this network.' },
  });
  return {
    // OWASP: a per-account budget stops guessing one password; a per-address one across accounts
    // stops spraying one common password over many. Both count failures only.
    signInPerAccount: { prefix: 'rl:signin', points: limits.signinPer15Min, durationSeconds: MINUTES_15, message: 'Too many failed sign-in attempts.' },
    signInPerAddress: { prefix: 'rl:signin-ip', points: limits.signinPerIpPer15Min, durationSeconds: MINUTES_15, message: 'Too many failed sign-in attempts from this network.' },
    signUpPerAddress: { prefix: 'rl:signup', points: limits.signupPerHour, durationSeconds: HOUR, message: 'Too many accounts were created from this network.' },
    // A feed reader polls every few minutes at most; more is a loop or a scraper sharing the URL.
    feedRead: { prefix: 'rl:feed', points: limits.feedPerHour, durationSeconds: HOUR, message: 'This feed was asked for too often.' },
    reset: link('reset'),
    'newsletter-login': link('newsletter-login'),
  } satisfies Record<string, Budget | Record<string, Budget>>;
}

/** One attempt counted against one budget under one key. */
interface Charge {
  limiter: RateLimiterRedis;
  budget: Budget;
  key: string;
}

/** An attempt that was let through; a sign-in that succeeds gives its points back. */
export interface Attempt {
  refund(): Promise<void>;
}

/**
 * Callers inside the system (the seed, the admin CLI, test factories) have no network address. They
 * share one address-less budget rather than skipping it, so a transport that forgot to pass the
 * caller's address is throttled as one caller instead of not at all.
 */
const NO_ADDRESS = 'no-address';

export class AttemptBudgets {
  private readonly limiters = new Map<Budget, RateLimiterRedis>();
  private readonly budgets: ReturnType<typeof budgets>;
  private warn: (err: unknown) => void = () => undefined;

  constructor(
    private readonly redis: Redis,
    private readonly redisPrefix: string,
    limits: Limits,
  ) {
    this.budgets = budgets(limits);
  }

  /** Where to report that Redis could not count an attempt (the gateway sends it to its log). */
  reportUnavailableTo(warn: (err: unknown) => void): void {
    this.warn = warn;
  }

  /**
   * A sign-in attempt for `email` from `address`, spent before the password is checked so that
   * parallel guesses cannot slip past. Call `refund()` when it succeeds: only failures count.
   */
  signIn(email: string, address: string | undefined): Promise<Attempt> {
    const from = address || NO_ADDRESS;
    return this.spend([
      this.charge(this.budgets.signInPerAccount, `${from}:${email}`),
      this.charge(this.budgets.signInPerAddress, from),
    ]);
  }

  /** An account created from `address`. */
  async signUp(address: string | undefined): Promise<void> {
    await this.spend([this.charge(this.budgets.signUpPerAddress, address || NO_ADDRESS)]);
  }

  /**
   * An emailed link (password reset, newsletter login) asked for `email` from `address`: a few an
   * hour are enough for a lost email and too few to flood an inbox; the per-address budget stops one
   * caller from mailing many inboxes. Counted whether or not the address has an account, so the
   * answer says nothing about who has one.
   */
  async emailLink(kind: EmailLinkKind, email: string, address: string | undefined): Promise<void> {
    const { perEmail, perAddress } = this.budgets[kind];
    await this.spend([this.charge(perEmail, email), this.charge(perAddress, address || NO_ADDRESS)]);
  }

  /**
   * One request of a saved search's feed, by its token (issue 22). Spent only for a token that
   * names a feed, so guessed tokens leave no counters behind.
   */
  async feedRead(token: string): Promise<void> {
    await this.spend([this.charge(this.budgets.feedRead, token)]);
  }

  private charge(budget: Budget, key: string): Charge {
    let limiter = this.limiters.get(budget);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.redisPrefix}${budget.prefix}`,
        points: budget.points,
        duration: budget.durationSeconds,
      });
      this.limiters.set(budget, limiter);
    }
    return { limiter, budget, key };
  }

  /**
   * Counts the attempt against every budget at once. When one refuses, the others get their point
   * back (a refused attempt did nothing) and the caller hears from the budget that makes them wait
   * longest. When Redis cannot count, the attempt goes through: sign-in stays available, argon2
   * still makes guessing slow, and emailed links are single use and expire.
   */
  private async spend(charges: Charge[]): Promise<Attempt> {
    const results = await Promise.allSettled(charges.map((c) => c.limiter.consume(c.key)));
    const counted: Charge[] = [];
    let refusal: { budget: Budget; msBeforeNext: number } | undefined;
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') counted.push(charges[i]);
      else if (result.reason instanceof RateLimiterRes) {
        if (!refusal || result.reason.msBeforeNext > refusal.msBeforeNext) refusal = { budget: charges[i].budget, msBeforeNext: result.reason.msBeforeNext };
      } else this.warn(result.reason);
    });
    const refund = () => this.refund(counted);
    if (refusal) {
      await refund();
      const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw DomainError.rateLimited(`${refusal.budget.message} Please try again in ${Math.ceil(seconds / 60)} minute(s).`, seconds);
    }
    return { refund };
  }

  private async refund(charges: Charge[]): Promise<void> {
    await Promise.all(charges.map((c) => c.limiter.reward(c.key).catch((err: unknown) => this.warn(err))));
  }
}
