import path from 'node:path';
import { z } from 'zod';
import { toCountryCode } from '../common/country-code';
import { type StorageSettings, parseStorageUrl } from '../files/storage-url';
import { type PasswordHashCost, PRODUCTION_PASSWORD_HASH_COST } from '../accounts/password';

const bool = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v));

// RFC 9110 token characters: what a header name may contain.
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;
const headerNames = z
  .string()
  .transform((v) => v.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean))
  .refine((names) => names.every((name) => HEADER_NAME.test(name)), 'must be header names separated by commas');

/**
 * Every setting the app reads, with its default. This is the only place that
 * touches process.env; everything else receives the parsed Config.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  PUBLIC_URL: z.url().default('http://localhost:4000'),
  // Unset or empty: the default address if a server answers there, else a server embedded under
  // DATA_DIR; `embedded`: always the embedded one (services/src/embedded). The same for REDIS_URL.
  DATABASE_URL: z.string().optional(),
  // What DATABASE_URL reaches: the server itself (or a session-mode pooler), or a pooler such as
  // PgBouncer in transaction mode, which shares server connections between transactions.
  DATABASE_POOLER: z.enum(['none', 'transaction']).default('none'),
  // A streaming replica of DATABASE_URL's database for the reads that may lag a moment (job lists,
  // counts, public pages, feeds); unset or empty, those read the primary too.
  DATABASE_READ_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z.string().default('rh:'),
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters').default('change-me-in-production-please'),
  // argon2id's cost for new password hashes; unset, OWASP's baseline, which production may raise but
  // never lower (tests lower it: see services/src/test/test-env.js).
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(8).max(4 * 1024 * 1024).default(PRODUCTION_PASSWORD_HASH_COST.memoryKib),
  PASSWORD_HASH_ITERATIONS: z.coerce.number().int().min(1).max(100).default(PRODUCTION_PASSWORD_HASH_COST.iterations),
  SESSION_TTL_HOURS: z.coerce.number().int().positive().default(24 * 14),
  DATA_DIR: z.string().default('./data'),
  // Empty: files on this machine's disk under DATA_DIR. Several machines share files only through a
  // bucket: s3://bucket?endpoint=... (AWS S3, MinIO, R2; see docs/architecture.md, "File storage").
  STORAGE_URL: z
    .string()
    .default('')
    .transform((v, ctx) => {
      try {
        return parseStorageUrl(v);
      } catch (e) {
        ctx.addIssue((e as Error).message);
        return z.NEVER;
      }
    }),
  WEB_DIST_DIR: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRIAL_DAYS: z.coerce.number().int().min(0).default(7),
  DEFAULT_COUNTRY: z
    .string()
    .transform((v, ctx) => toCountryCode(v) ?? (ctx.addIssue('must be a two-letter ISO 3166 country code such as US'), z.NEVER))
    .default('US'),
  // None by default: a header the app is not behind a CDN for is whatever the client sends (and prices follow the country).
  GEO_COUNTRY_HEADER: headerNames.default([]),
  AVATAR_MAX_BYTES: z.coerce.number().int().positive().default(5 * 1024 * 1024),
  DOCUMENT_MAX_BYTES: z.coerce.number().int().positive().default(10 * 1024 * 1024),
  JSON_BODY_LIMIT: z.string().default('100kb'),
  RATE_LIMIT_SIGNIN_PER_15_MIN: z.coerce.number().int().positive().default(10),
  // Failures from one address across every account (password spraying); an office behind one NAT
  // mistyping passwords stays well under it.
  RATE_LIMIT_SIGNIN_PER_IP_PER_15_MIN: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_SIGNUP_PER_HOUR: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_EMAIL_LINKS_PER_HOUR: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_EMAIL_LINKS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_FEED_PER_HOUR: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_LINK_PREVIEWS_PER_HOUR: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_LINK_PREVIEWS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(120),
  TRUST_PROXY: z.string().default('loopback'),
  WORKERS: z.enum(['on', 'off']).default('on'),
  INGESTION_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  INGESTION_MAX_FEED_BYTES: z.coerce.number().int().min(1024).default(20 * 1024 * 1024),
  INGESTION_ALLOW_PRIVATE_ADDRESSES: bool.default(false),
  INGESTION_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(4),
  INGESTION_BACKOFF_MS: z.coerce.number().int().min(1).default(60_000),
  // Company logos (services/src/logos): each fetch's byte cap and deadline, and how often a logo is looked at again.
  LOGO_MAX_BYTES: z.coerce.number().int().min(1024).max(20 * 1024 * 1024).default(1024 * 1024),
  LOGO_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  LOGO_REFRESH_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // Job links read for the tracker (services/src/job-links): each fetch's deadline and byte cap, and
  // where the applicant tracking systems' APIs are (JSON such as {"greenhouse":"http://127.0.0.1:9000"};
  // only tests move them). Private addresses follow INGESTION_ALLOW_PRIVATE_ADDRESSES.
  JOB_LINK_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  JOB_LINK_MAX_BYTES: z.coerce.number().int().min(1024).max(20 * 1024 * 1024).default(3 * 1024 * 1024),
  JOB_LINK_ATS_API_BASES: z
    .string()
    .default('{}')
    .transform((text, ctx) => {
      try {
        return z.partialRecord(z.enum(['greenhouse', 'lever', 'ashby', 'workable', 'smartrecruiters']), z.url()).parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'JOB_LINK_ATS_API_BASES must be JSON such as {"greenhouse":"http://127.0.0.1:9000"}' });
        return z.NEVER;
      }
    }),
  // The receiver of forwarded mail (issue 48): the workers listen here for SMTP when a port is set
  // (0: any free port, for tests); off when unset. Point the forwarding domain's MX at this host.
  INBOUND_MAIL_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  INBOUND_MAIL_HOST: z.string().default('0.0.0.0'),
  // The domain of forwarding addresses (fw-…@domain); unset, PUBLIC_URL's host name.
  INBOUND_MAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'INBOUND_MAIL_DOMAIN must be a domain name such as in.remotehunt.com')
    .optional(),
  QUEUE_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  JOB_LIST_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  JOB_TERM_BITMAPS: z.enum(['on', 'off']).default('on'),
  SMTP_URL: z.string().default(''),
  MAIL_FROM: z.string().default('RemoteHunt <no-reply@remotehunt.local>'),
  MAIL_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  MAIL_BACKOFF_MS: z.coerce.number().int().min(1).default(30_000),
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(50),
  // Which queues this process works; several processes may split them (e.g. WORKER_QUEUES=mail).
  WORKER_QUEUES: z
    .string()
    .transform((v) => v.split(',').map((q) => q.trim()).filter(Boolean))
    .pipe(z.array(z.enum(['maintenance', 'ingestion', 'mail', 'newsletter', 'logos', 'alerts'])).min(1, 'must name at least one queue'))
    .default(['maintenance', 'ingestion', 'mail', 'newsletter', 'logos', 'alerts']),
  STRIPE_SECRET_KEY: z.string().default(''),
  // Without Stripe's keys the app takes payments in local test mode, where anyone can "pay". In
  // production that must be meant: `on` says so (and every page then says so too).
  PAYMENTS_TEST_MODE: z.enum(['on', 'off'], { message: 'PAYMENTS_TEST_MODE must be on or off' }).default('off'),
  STRIPE_PUBLISHABLE_KEY: z.string().default(''),
  STRIPE_WEBHOOK_SECRET: z.string().default(''),
  STRIPE_API_BASE: z.string().default(''),
  SECURE_COOKIES: bool.default(false),
});

export type Config = Readonly<{
  env: 'development' | 'production' | 'test';
  port: number;
  publicUrl: string;
  databaseUrl: string;
  /**
   * `transaction`: DATABASE_URL is a transaction-mode pooler (PgBouncer's pool_mode=transaction), so
   * nothing may outlive a transaction on a connection. Hot reads use unnamed statements instead of
   * named prepared ones, and migrations run in one transaction under a transaction-scoped lock.
   */
  databasePooler: 'none' | 'transaction';
  /**
   * A streaming replica (hot standby) of databaseUrl's database, or null. Job lists, counts, the
   * public pages and the feeds read it; whatever must see its own writes reads the primary
   * (database/read-replica.ts says which and why).
   */
  databaseReadUrl: string | null;
  redisUrl: string;
  /**
   * Where PostgreSQL and Redis come from. `url`: databaseUrl / redisUrl as set. `auto` (the setting is
   * not set): the default address when a server answers there, else a server embedded under dataDir.
   * `embedded` (the setting is `embedded`): always the embedded one, even where a server answers.
   * services/src/embedded/resolve-servers.ts turns `auto` and `embedded` into a URL at start.
   */
  servers: { database: ServerSource; redis: ServerSource };
  redisPrefix: string;
  jwtSecret: string;
  /** argon2id's memory and passes for new password hashes (never below OWASP's baseline in production). */
  passwordHashCost: PasswordHashCost;
  sessionTtlHours: number;
  dataDir: string;
  /** Where file bytes live: the disk under dataDir, or an S3-compatible bucket (STORAGE_URL). */
  storage: StorageSettings;
  webDistDir: string;
  logLevel: string;
  trialDays: number;
  /**
   * The caller's country: from the first of these CDN headers that holds one (lowercase names; only
   * headers the app's own CDN sets, since anyone can send them), else by IP address, else the default.
   */
  geo: { trustedCountryHeaders: readonly string[]; defaultCountry: string };
  avatarMaxBytes: number;
  documentMaxBytes: number;
  jsonBodyLimit: string;
  /**
   * Attempt budgets (services/src/throttle): signinPer15Min counts failures per account (email),
   * from every address, signinPerIpPer15Min failures per address across accounts; emailLinksPerHour
   * counts password reset and newsletter login links per email address, emailLinksPerIpPerHour per
   * caller address. An IPv6 caller's address is its /64.
   */
  rateLimits: {
    signinPer15Min: number;
    signinPerIpPer15Min: number;
    signupPerHour: number;
    emailLinksPerHour: number;
    emailLinksPerIpPerHour: number;
    /** Requests of one saved search's feed (one token), 304s included. */
    feedPerHour: number;
    /** Job links read for the tracker's form (fetches of other sites), per user and per address. */
    linkPreviewsPerHour: number;
    linkPreviewsPerIpPerHour: number;
  };
  /** Express's `trust proxy`: true/false, a hop count, or addresses and names such as `loopback`. */
  trustProxy: boolean | number | string;
  workers: boolean;
  jobListCacheSeconds: number;
  /** The filter panel counted on term bitmaps in memory (jobs/search-index); off, by PostgreSQL alone. */
  jobTermBitmaps: boolean;
  ingestion: { fetchTimeoutMs: number; maxFeedBytes: number; allowPrivateAddresses: boolean; attempts: number; backoffMs: number };
  /**
   * Company logos: the byte cap and deadline of each download, and the days before a stored logo is
   * fetched again. Logo addresses come from postings, so private addresses are never allowed here.
   */
  logos: { maxBytes: number; fetchTimeoutMs: number; refreshDays: number };
  /** Job links read for the tracker's form (services/src/job-links). */
  jobLinks: { fetchTimeoutMs: number; maxBytes: number; atsApiBases: Partial<Record<'greenhouse' | 'lever' | 'ashby' | 'workable' | 'smartrecruiters', string>> };
  /** The SMTP receiver of forwarded mail: off (port null) unless INBOUND_MAIL_PORT is set. */
  inboundMail: { port: number | null; host: string; domain: string };
  /** How long a worker's claim on a queue job lasts without renewal: a crashed worker's job is retried after it. */
  queueLockMs: number;
  smtpUrl: string;
  mailFrom: string;
  mail: { attempts: number; backoffMs: number; concurrency: number };
  workerQueues: readonly ('maintenance' | 'ingestion' | 'mail' | 'newsletter' | 'logos' | 'alerts')[];
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiBase: string };
  secureCookies: boolean;
}>;

export type ServerSource = 'url' | 'auto' | 'embedded';

export class ConfigError extends Error {}

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/remotehunt';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const DEV_INBOUND_MAIL_PORT = 2525;
const EMBEDDED = 'embedded';

const serverSource = (setting: string | undefined): ServerSource => (!setting ? 'auto' : setting === EMBEDDED ? 'embedded' : 'url');
const urlOrDefault = (setting: string | undefined, fallback: string) => (serverSource(setting) === 'url' ? setting! : fallback);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.JWT_SECRET === 'change-me-in-production-please') {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: set a secret of your own in production');
  }
  if (e.NODE_ENV === 'production' && !e.STRIPE_SECRET_KEY && e.PAYMENTS_TEST_MODE !== 'on') {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: set Stripe\'s keys in production, or PAYMENTS_TEST_MODE=on to take test payments on purpose (anyone can "pay" in test mode)',
    );
  }
  if (
    e.NODE_ENV === 'production' &&
    (e.PASSWORD_HASH_MEMORY_KIB < PRODUCTION_PASSWORD_HASH_COST.memoryKib || e.PASSWORD_HASH_ITERATIONS < PRODUCTION_PASSWORD_HASH_COST.iterations)
  ) {
    throw new ConfigError(
      `Invalid configuration:\n  PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_ITERATIONS: production hashes passwords at ${PRODUCTION_PASSWORD_HASH_COST.memoryKib} KiB and ${PRODUCTION_PASSWORD_HASH_COST.iterations} passes or more (a cheaper cost is for tests)`,
    );
  }
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    databaseUrl: urlOrDefault(e.DATABASE_URL, DEFAULT_DATABASE_URL),
    databasePooler: e.DATABASE_POOLER,
    databaseReadUrl: e.DATABASE_READ_URL?.trim() || null,
    redisUrl: urlOrDefault(e.REDIS_URL, DEFAULT_REDIS_URL),
    servers: { database: serverSource(e.DATABASE_URL), redis: serverSource(e.REDIS_URL) },
    redisPrefix: e.REDIS_PREFIX,
    jwtSecret: e.JWT_SECRET,
    passwordHashCost: { memoryKib: e.PASSWORD_HASH_MEMORY_KIB, iterations: e.PASSWORD_HASH_ITERATIONS },
    sessionTtlHours: e.SESSION_TTL_HOURS,
    dataDir: path.resolve(e.DATA_DIR),
    storage: e.STORAGE_URL ?? { driver: 'disk' as const, dir: path.resolve(e.DATA_DIR) },
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : '',
    logLevel: e.LOG_LEVEL,
    trialDays: e.TRIAL_DAYS,
    geo: { trustedCountryHeaders: Object.freeze(e.GEO_COUNTRY_HEADER), defaultCountry: e.DEFAULT_COUNTRY },
    avatarMaxBytes: e.AVATAR_MAX_BYTES,
    documentMaxBytes: e.DOCUMENT_MAX_BYTES,
    jsonBodyLimit: e.JSON_BODY_LIMIT,
    rateLimits: {
      signinPer15Min: e.RATE_LIMIT_SIGNIN_PER_15_MIN,
      signinPerIpPer15Min: e.RATE_LIMIT_SIGNIN_PER_IP_PER_15_MIN,
      signupPerHour: e.RATE_LIMIT_SIGNUP_PER_HOUR,
      emailLinksPerHour: e.RATE_LIMIT_EMAIL_LINKS_PER_HOUR,
      emailLinksPerIpPerHour: e.RATE_LIMIT_EMAIL_LINKS_PER_IP_PER_HOUR,
      feedPerHour: e.RATE_LIMIT_FEED_PER_HOUR,
      linkPreviewsPerHour: e.RATE_LIMIT_LINK_PREVIEWS_PER_HOUR,
      linkPreviewsPerIpPerHour: e.RATE_LIMIT_LINK_PREVIEWS_PER_IP_PER_HOUR,
    },
    trustProxy: trustProxySetting(e.TRUST_PROXY),
    workers: e.WORKERS === 'on',
    jobListCacheSeconds: e.JOB_LIST_CACHE_SECONDS,
    jobTermBitmaps: e.JOB_TERM_BITMAPS === 'on',
    ingestion: {
      fetchTimeoutMs: e.INGESTION_FETCH_TIMEOUT_MS,
      maxFeedBytes: e.INGESTION_MAX_FEED_BYTES,
      allowPrivateAddresses: e.INGESTION_ALLOW_PRIVATE_ADDRESSES,
      attempts: e.INGESTION_ATTEMPTS,
      backoffMs: e.INGESTION_BACKOFF_MS,
    },
    logos: { maxBytes: e.LOGO_MAX_BYTES, fetchTimeoutMs: e.LOGO_FETCH_TIMEOUT_MS, refreshDays: e.LOGO_REFRESH_DAYS },
    jobLinks: { fetchTimeoutMs: e.JOB_LINK_FETCH_TIMEOUT_MS, maxBytes: e.JOB_LINK_MAX_BYTES, atsApiBases: e.JOB_LINK_ATS_API_BASES },
    inboundMail: {
      // On by default where people try the app (`npm start`), so the forwarding address it shows works.
      port: e.INBOUND_MAIL_PORT ?? (e.NODE_ENV === 'development' ? DEV_INBOUND_MAIL_PORT : null),
      host: e.INBOUND_MAIL_HOST,
      domain: (e.INBOUND_MAIL_DOMAIN ?? new URL(e.PUBLIC_URL).hostname).toLowerCase(),
    },
    queueLockMs: e.QUEUE_LOCK_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mail: { attempts: e.MAIL_ATTEMPTS, backoffMs: e.MAIL_BACKOFF_MS, concurrency: e.MAIL_CONCURRENCY },
    workerQueues: Object.freeze(e.WORKER_QUEUES),
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
    },
    secureCookies: e.SECURE_COOKIES,
  });
}

/** "false" must reach Express as false: as a string it is read as an address, and Express throws. */
function trustProxySetting(value: string): boolean | number | string {
  const text = value.trim();
  if (text === 'true' || text === 'false') return text === 'true';
  return /^\d+$/.test(text) ? Number(text) : text;
}
