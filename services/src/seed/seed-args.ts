import { parseArgs } from 'node:util';
import { MAX_PARALLEL, STARTER_CATALOGUE } from './seed-catalogue';

export const SEED_USAGE = `Usage: npm run seed -- [--jobs N] [--companies M] [--seed S] [--parallel P] [--reset]

  --jobs N        jobs to add (default ${STARTER_CATALOGUE.jobs})
  --companies M   companies to spread them over (default: one per 5 jobs)
  --seed S        generator seed, 0 to 4294967295 (default 1); the same seed gives the same catalogue
  --parallel P    connections inserting jobs at once, 1 to ${MAX_PARALLEL} (default 1: one transaction);
                  one per CPU core is fastest for large sets
  --reset         delete every job, company and tag first`;

export interface SeedArgs {
  jobs: number;
  companies?: number;
  seed?: number;
  parallel: number;
  reset: boolean;
  help: boolean;
}

export class SeedUsageError extends Error {}

const MAX_JOBS = 10_000_000;

export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        jobs: { type: 'string' },
        companies: { type: 'string' },
        seed: { type: 'string' },
        parallel: { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (e) {
    throw new SeedUsageError((e as Error).message);
  }
  const { values } = parsed;
  return {
    jobs: values.jobs === undefined ? STARTER_CATALOGUE.jobs : wholeNumber('--jobs', values.jobs, 1, MAX_JOBS),
    companies: values.companies === undefined ? undefined : wholeNumber('--companies', values.companies, 1, MAX_JOBS),
    seed: values.seed === undefined ? undefined : wholeNumber('--seed', values.seed, 0, 0xffffffff),
    parallel: values.parallel === undefined ? 1 : wholeNumber('--parallel', values.parallel, 1, MAX_PARALLEL),
    reset: values.reset ?? false,
    help: values.help ?? false,
  };
}

function wholeNumber(flag: string, text: string, min: number, max: number): number {
  // Number('') is 0 and Number('1e3') is 1000; only plain digits are accepted.
  const value = /^\d+$/.test(text.replace(/_/g, '')) ? Number(text.replace(/_/g, '')) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new SeedUsageError(`${flag} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}
