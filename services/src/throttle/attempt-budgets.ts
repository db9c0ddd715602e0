import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Owner } from '../auth/authorization';
import type { Config } from '../config/config';
import { DomainError } from '../common/domain-error';
import { BRIEFLY_UNAVAILABLE, UNAVAILABLE_RETRY_SECONDS } from '../redis/redis';
import { addressGroup } from './address-group';

/**
 * How many attempts of a kind a caller gets per window. These are rules of the services, not of
 * one transport: the services spend them themselves (accounts, password reset, newsletter login
 * link), so REST, GraphQL and any transport added later share one budget, and a GraphQL request
 * with eleven aliased sign-ins spends eleven attempts. Counters live in Redis, shared by every
 * gateway process. When Redis cannot count, the attempt is refused with UNAVAILABLE (503) at once:
 * a budget is never skipped (what every call does without Redis: ../redis/redis.ts).
 */
interface Budget {
  /** Part of the Redis key; kept as the REST middleware named them so counters carry over a deploy. */
  prefix: string;
  points: number;
  durationSeconds: number;
  /** What a refused caller reads, before "Please try again in N minute(s)." */
  message: string;
  /** What a refused caller can do instead of waiting, read after the wait. */
  meanwhile?: string;
}

export type EmailLinkKind = 'reset' | 'newsletter-login' | 'mail-sender';

type Limits = Config['rateLimits'];

const MINUTES_15 = 15 * 60;
const HOUR = 60 * 60;

/** The owner of a locked account gets in by proving the mailbox: both links skip the password budgets. */
export const LOCKED_ACCOUNT_WAY_OUT = 'or sign in now with a link sent to your email: ask for a login link, or use Forgot password';

function budgets(limits: Limits) {
  const link = (kind: EmailLinkKind) => ({
    perEmail: { prefix: `rl:mail-link:${kind}`, points: limits.emailLinksPerHour, durationSeconds: HOUR, message: 'Too many emails were asked for this address.' },
    perAddress: { prefix: `rl:mail-link-ip:${kind}`, points: limits.emailLinksPerIpPerHour, durationSeconds: HOUR, message: 'Too many emails were asked from this network.' },
  });
  return {
    // OWASP: a per-account budget stops guessing one password, from however many addresses; a
    // per-address one across accounts stops spraying one common password over many. Both count
    // failures only. Locking an account out is what lets anyone lock it, so its owner always has
    // the mailed links (LOCKED_ACCOUNT_WAY_OUT), and signing in by one clears its failures.
    signInPerAccount: {
      prefix: 'rl:signin-account',
      points: limits.signinPer15Min,
      durationSeconds: MINUTES_15,
      message: 'Too many failed sign-in attempts for this account.',
      meanwhile: LOCKED_ACCOUNT_WAY_OUT,
    },
    signInPerAddress: { prefix: 'rl:signin-ip', points: limits.signinPerIpPer15Min, durationSeconds: MINUTES_15, message: 'Too many failed sign-in attempts from this network.' },
    signUpPerAddress: { prefix: 'rl:signup', points: limits.signupPerHour, durationSeconds: HOUR, message: 'Too many accounts were created from this network.' },
    // A feed reader polls every few minutes at most; more is a loop or a scraper sharing the URL.
    feedRead: { prefix: 'rl:feed', points: limits.feedPerHour, durationSeconds: HOUR, message: 'This feed was asked for too often.' },
    // Reading a job link fetches someone else's site: enough for a day of job hunting, too few to
    // make our server a way to hammer one (issue 47).
    linkPreviewPerUser: { prefix: 'rl:link-preview', points: limits.linkPreviewsPerHour, durationSeconds: HOUR, message: 'Too many links were read for this account.' },
    linkPreviewPerAddress: { prefix: 'rl:link-preview-ip', points: limits.linkPreviewsPerIpPerHour, durationSeconds: HOUR, message: 'Too many links were read from this network.' },
    reset: link('reset'),
    'newsletter-login': link('newsletter-login'),
    // A forwarding sender's confirmation link (issue 48): its perAddress budget is kept by account.
    'mail-sender': link('mail-sender'),
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

/** A budget's key for a caller's address: IPv6 by its /64 (address-group.ts). */
const addressKey = (address: string | undefined) => (address ? addressGroup(address) : NO_ADDRESS);

/** A budget's key for an account: the address as the sign-in form normalizes it. */
const accountKey = (email: string) => email.trim().toLowerCase();

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
    return this.spend([this.charge(this.budgets.signInPerAccount, accountKey(email)), this.charge(this.budgets.signInPerAddress, addressKey(address))]);
  }

  /**
   * The owner proved the account's mailbox (a login link, a password reset): its failed sign-ins are
   * forgotten, so a lock someone else caused ends for them. Best effort: without Redis the failures
   * simply lapse with their window, and the proof is not refused for it.
   */
  async clearSignInFailures(email: string): Promise<void> {
    const { limiter, key } = this.charge(this.budgets.signInPerAccount, accountKey(email));
    await limiter.delete(key).catch((err: unknown) => this.warn(err));
  }

  /** An account created from `address`. */
  async signUp(address: string | undefined): Promise<void> {
    await this.spend([this.charge(this.budgets.signUpPerAddress, addressKey(address))]);
  }

  /**
   * An emailed link (password reset, newsletter login) asked for `email` from `address`: a few an
   * hour are enough for a lost email and too few to flood an inbox; the per-address budget stops one
   * caller from mailing many inboxes. Counted whether or not the address has an account, so the
   * answer says nothing about who has one.
   */
  async emailLink(kind: EmailLinkKind, email: string, address: string | undefined): Promise<void> {
    const { perEmail, perAddress } = this.budgets[kind];
    await this.spend([this.charge(perEmail, accountKey(email)), this.charge(perAddress, addressKey(address))]);
  }

  /**
   * A confirmation link mailed to `email`, an address `owner` asked to forward mail from. The
   * email-link budgets, with the account in the network address's place: whoever signs in as the
   * account chooses where the links go, so removing and adding an address again cannot mail it
   * more than the budget allows.
   */
  async senderLink(owner: Owner, email: string): Promise<void> {
    const { perEmail, perAddress } = this.budgets['mail-sender'];
    await this.spend([this.charge(perEmail, accountKey(email)), this.charge(perAddress, `user:${owner.userId}`)]);
  }

  /**
   * One request of a saved search's feed, by its token (issue 22). Spent only for a token that
   * names a feed, so guessed tokens leave no counters behind.
   */
  async feedRead(token: string): Promise<void> {
    await this.spend([this.charge(this.budgets.feedRead, token)]);
  }

  /** A job link read for `owner` from `address` (a page fetched from another site). */
  async linkPreview(owner: Owner, address: string | undefined): Promise<void> {
    await this.spend([this.charge(this.budgets.linkPreviewPerUser, owner.userId), this.charge(this.budgets.linkPreviewPerAddress, addressKey(address))]);
  }

  private charge(budget: Budget, key: string): Charge {
    let limiter = this.limiters.get(budget);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.redisPrefix}${budget.prefix}`,
        points: budget.points,
        duration: budget.durationSeconds,
        rejectIfRedisNotReady: true,
      });
      this.limiters.set(budget, limiter);
    }
    return { limiter, budget, key };
  }

  /**
   * Counts the attempt against every budget at once. When one refuses, or Redis cannot count, the
   * attempt does nothing, so every point it added is given back, the refused ones too: attempts
   * refused while others were in flight never outlast them as failures (20 correct sign-ins at once
   * must not lock an address out). A refused caller hears from the budget that makes them wait
   * longest; one Redis could not count for hears UNAVAILABLE.
   */
  private async spend(charges: Charge[]): Promise<Attempt> {
    const results = await Promise.allSettled(charges.map((c) => c.limiter.consume(c.key)));
    const counted: Charge[] = [];
    let refusal: { budget: Budget; msBeforeNext: number } | undefined;
    let failure: { reason: unknown } | undefined;
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') counted.push(charges[i]);
      else if (result.reason instanceof RateLimiterRes) {
        // Redis counted the refused attempt too (consume adds before it compares).
        counted.push(charges[i]);
        if (!refusal || result.reason.msBeforeNext > refusal.msBeforeNext) refusal = { budget: charges[i].budget, msBeforeNext: result.reason.msBeforeNext };
      } else failure ??= { reason: result.reason };
    });
    const refund = () => this.refund(counted);
    if (failure) {
      this.warn(failure.reason);
      await refund();
      throw DomainError.unavailable(BRIEFLY_UNAVAILABLE, UNAVAILABLE_RETRY_SECONDS);
    }
    if (refusal) {
      await refund();
      const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      const { message, meanwhile } = refusal.budget;
      throw DomainError.rateLimited(`${message} Please try again in ${Math.ceil(seconds / 60)} minute(s)${meanwhile ? `, ${meanwhile}` : ''}.`, seconds);
    }
    return { refund };
  }

  private async refund(charges: Charge[]): Promise<void> {
    await Promise.all(charges.map((c) => c.limiter.reward(c.key).catch((err: unknown) => this.warn(err))));
  }
}
