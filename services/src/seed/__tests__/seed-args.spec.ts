import { parseSeedArgs, SeedUsageError } from '../seed-args';

describe('parseSeedArgs', () => {
  it('defaults to the starter catalogue in one transaction', () => {
    expect(parseSeedArgs([])).toEqual({ jobs: 500, companies: undefined, seed: undefined, parallel: 1, reset: false, help: false });
  });

  it('reads every flag, in both spellings', () => {
    expect(parseSeedArgs(['--jobs', '100000', '--companies=2500', '--seed', '0', '--parallel', '2', '--reset'])).toEqual({
      jobs: 100_000,
      companies: 2500,
      seed: 0,
      parallel: 2,
      reset: true,
      help: false,
    });
    expect(parseSeedArgs(['--jobs=100_000']).jobs).toBe(100_000);
    expect(parseSeedArgs(['-h']).help).toBe(true);
  });

  it.each([
    [['--jobs', 'many'], /--jobs must be a whole number/],
    [['--jobs', '0'], /--jobs must be a whole number from 1/],
    [['--jobs', '-5'], /--jobs/],
    [['--jobs', '1e5'], /--jobs/],
    [['--jobs', '2.5'], /--jobs/],
    [['--jobs='], /--jobs/],
    [['--companies', '0'], /--companies/],
    [['--seed', '4294967296'], /--seed must be a whole number from 0 to 4294967295/],
    [['--parallel', '9'], /--parallel must be a whole number from 1 to 8/],
    [['--job', '5'], /--job/],
    [['500'], /500/],
    [['--reset=yes'], /--reset/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseSeedArgs(argv)).toThrow(SeedUsageError);
    expect(() => parseSeedArgs(argv)).toThrow(message);
  });
});
