import type { Eligibility } from '../eligibility/eligibility';
import type { Salary } from '../ingestion/board-adapter';
import { annualUsd, type UsdRates } from '../pay/annual-usd';

/**
 * What a seeker asks of a job first, as every writer (ingestion, paid postings, the seed, tests'
 * factories) hands it over: where it can be done from, what it pays, how senior it is. The job
 * type has its own column from before and is written beside these.
 */
export interface JobFacts {
  eligibility: Eligibility;
  salary: Salary | null;
  seniority: string | null;
}

/**
 * The stored columns of JobFacts, each with its type in a parallel-array insert (unnest) and how
 * a row's value is read back from it. Countries travel joined by a unit separator: arrays of
 * arrays do not unnest row by row.
 */
export const JOB_FACT_COLUMNS = [
  { name: 'eligible_anywhere', type: 'bool', select: (v: string) => v },
  { name: 'eligible_countries', type: 'text', select: (v: string) => `string_to_array(${v}, chr(31))` },
  { name: 'utc_min', type: 'real', select: (v: string) => v },
  { name: 'utc_max', type: 'real', select: (v: string) => v },
  { name: 'salary_min', type: 'float8', select: (v: string) => v },
  { name: 'salary_max', type: 'float8', select: (v: string) => v },
  { name: 'salary_currency', type: 'text', select: (v: string) => v },
  { name: 'salary_period', type: 'text', select: (v: string) => v },
  { name: 'salary_annual_usd_min', type: 'int', select: (v: string) => v },
  { name: 'salary_annual_usd_max', type: 'int', select: (v: string) => v },
  { name: 'seniority', type: 'text', select: (v: string) => v },
] as const;

const cents = (n: number | null | undefined) => (n === null || n === undefined ? null : Math.round(n * 100) / 100);
const whole = (n: number | null | undefined) => (n === null || n === undefined ? null : Math.round(n));

/** A salary's annual USD range as stored, in whole dollars; nulls when it has none (no pay, currency or period). */
export function storedAnnualUsd(salary: Salary | null, rates: UsdRates): [min: number | null, max: number | null] {
  const annual = salary ? annualUsd(salary, rates) : null;
  return [whole(annual?.annualUsdMin), whole(annual?.annualUsdMax)];
}

/** One job's values of JOB_FACT_COLUMNS, in their order; the annual equivalent from today's rates. */
export function jobFactValues(facts: JobFacts, rates: UsdRates): unknown[] {
  const { eligibility: e, salary } = facts;
  return [
    e.anywhere,
    e.countries.join('\u001f'),
    e.timezones?.minUtcOffset ?? null,
    e.timezones?.maxUtcOffset ?? null,
    cents(salary?.min),
    cents(salary?.max),
    salary?.currency ?? null,
    salary?.period ?? null,
    ...storedAnnualUsd(salary, rates),
    facts.seniority,
  ];
}

/** Many jobs' values as one array per column, as unnest takes them. */
export function jobFactArrays(facts: readonly JobFacts[], rates: UsdRates): unknown[][] {
  const rows = facts.map((f) => jobFactValues(f, rates));
  return JOB_FACT_COLUMNS.map((_, i) => rows.map((row) => row[i]));
}

/** The eligibility columns as a job row carries them. */
export interface StoredRule {
  eligible_anywhere: boolean;
  eligible_countries: string[];
  utc_min: number | null;
  utc_max: number | null;
}

/** The rule a job was stored with (JOB_FACT_COLUMNS), back as an Eligibility. */
export function storedRule(row: StoredRule): Eligibility {
  return {
    anywhere: row.eligible_anywhere,
    countries: row.eligible_countries,
    timezones: row.utc_min === null || row.utc_max === null ? null : { minUtcOffset: row.utc_min, maxUtcOffset: row.utc_max },
  };
}
