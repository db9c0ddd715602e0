import { parseArgs } from 'node:util';
import { loadConfig } from '@remotehunt/services/config/config';

export const BENCH_USAGE = `Usage: npm run bench -- [--jobs N] [--reseed] [--skip-web] [--only alerts|import|public-search] [--check]

  --jobs N     catalogue size (default 100000); the bench database is reseeded when it holds another count
               (over 2 connections from 200000 on; 1000000 takes several minutes); the long-tail and
               adversarial figures of each size go to bench/results/jobs-N.json
  --reseed     reseed even when the count matches
  --skip-web   measure the API only (no JavaScript size, no Lighthouse)
  --skip-ingestion        leave out job-board ingestion throughput
  --ingest-postings N     postings for the ingestion passes (default 50000)
  --skip-newsletter       leave out the newsletter digest build and mail send
  --subscribers N         newsletter subscribers for the digest build (default 100000)
  --skip-alerts           leave out the saved-search alert run
  --saved-searches N      saved searches with alerts for the alert run (default 100000)
  --skip-import           leave out importing CSV files into the tracker
  --only alerts           the catalogue (seeded if needed) and the alert run alone: no gateway, no
                          other scenario, and bench/RESULTS.md is left as it is
  --only import           the tracker import alone (1,000 to 20,000 CSV rows; no catalogue needed): only its
                          section of bench/RESULTS.md is rewritten
  --only public-search    the catalogue (seeded if needed) and 1,000 visitors' searches at /remote-jobs:
                          only its section of bench/RESULTS.md is rewritten
  --check      exit with status 1 when a target is missed

Environment: BENCH_DATABASE_URL (default: DATABASE_URL's server, database remotehunt_bench),
BENCH_PORT (default 4500; the long-tail gateway, cache off, listens on BENCH_PORT + 1),
BENCH_SECONDS (default 10), REDIS_URL.`;

export interface BenchOptions {
  jobs: number;
  reseed: boolean;
  skipWeb: boolean;
  skipIngestion: boolean;
  /** Postings for the ingestion throughput passes. */
  ingestPostings: number;
  skipNewsletter: boolean;
  /** Newsletter subscribers whose digests are built (against 5,000 new jobs). */
  subscribers: number;
  skipAlerts: boolean;
  /** Saved searches with alerts matched by the alert run (against 5,000 new jobs). */
  savedSearches: number;
  skipImport: boolean;
  /** One scenario alone (its figures printed, RESULTS.md untouched); null for the whole bench. */
  only: BenchScenario | null;
  check: boolean;
  databaseUrl: string;
  redisUrl: string;
  port: number;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  viewedJobs: number;
  shortlistedJobs: number;
}

/** The scenarios `--only` can run alone. */
export const ONLY_SCENARIOS = ['alerts', 'import', 'public-search'] as const;
export type BenchScenario = (typeof ONLY_SCENARIOS)[number];

export class BenchUsageError extends Error {}

/** The only place the benchmark reads its arguments and environment. */
export function loadBenchOptions(argv: readonly string[], env: NodeJS.ProcessEnv): BenchOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      options: {
        jobs: { type: 'string' },
        reseed: { type: 'boolean', default: false },
        'skip-web': { type: 'boolean', default: false },
        'skip-ingestion': { type: 'boolean', default: false },
        'ingest-postings': { type: 'string' },
        'skip-newsletter': { type: 'boolean', default: false },
        subscribers: { type: 'string' },
        'skip-alerts': { type: 'boolean', default: false },
        'saved-searches': { type: 'string' },
        'skip-import': { type: 'boolean', default: false },
        only: { type: 'string' },
        check: { type: 'boolean', default: false },
      },
    }));
  } catch (e) {
    throw new BenchUsageError((e as Error).message);
  }
  const appConfig = loadConfig(env);
  return {
    jobs: wholeNumber('--jobs', values.jobs ?? '100000', 1_000),
    reseed: values.reseed ?? false,
    skipWeb: values['skip-web'] ?? false,
    skipIngestion: values['skip-ingestion'] ?? false,
    ingestPostings: wholeNumber('--ingest-postings', values['ingest-postings'] ?? '50000', 500),
    skipNewsletter: values['skip-newsletter'] ?? false,
    subscribers: wholeNumber('--subscribers', values.subscribers ?? '100000', 1_000),
    skipAlerts: values['skip-alerts'] ?? false,
    savedSearches: wholeNumber('--saved-searches', values['saved-searches'] ?? '100000', 1_000),
    skipImport: values['skip-import'] ?? false,
    only: onlyScenario(values.only),
    check: values.check ?? false,
    databaseUrl: env.BENCH_DATABASE_URL || benchDatabaseUrl(appConfig.databaseUrl),
    redisUrl: appConfig.redisUrl,
    port: wholeNumber('BENCH_PORT', env.BENCH_PORT ?? '4500', 1),
    seconds: wholeNumber('BENCH_SECONDS', env.BENCH_SECONDS ?? '10', 1),
    warmupSeconds: 2,
    connections: 10,
    viewedJobs: 5_000,
    shortlistedJobs: 500,
  };
}

// The same server as the app's database, so the benchmark needs no setup of its own; never the app's data.
function benchDatabaseUrl(appDatabaseUrl: string): string {
  const url = new URL(appDatabaseUrl);
  url.pathname = '/remotehunt_bench';
  return url.toString();
}

function onlyScenario(value: string | undefined): BenchScenario | null {
  if (value === undefined) return null;
  const scenario = ONLY_SCENARIOS.find((s) => s === value);
  if (!scenario) throw new BenchUsageError(`--only must be one of ${ONLY_SCENARIOS.join(', ')}, got "${value}"`);
  return scenario;
}

function wholeNumber(name: string, text: string, min: number): number {
  const value = /^\d+$/.test(text.replace(/_/g, '')) ? Number(text.replace(/_/g, '')) : NaN;
  if (!Number.isSafeInteger(value) || value < min) throw new BenchUsageError(`${name} must be a whole number of at least ${min}, got "${text}"`);
  return value;
}
