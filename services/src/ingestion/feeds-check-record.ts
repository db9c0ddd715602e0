import type { Eligibility } from '../eligibility/eligibility';
import { UNKNOWN_ELIGIBILITY } from '../eligibility/eligibility';
import { annualUsd, type UsdRates } from '../pay/annual-usd';
import type { JobSalaryView } from '../jobs/job-view';
import type { NormalizedPosting } from './board-adapter';

/**
 * One line of `npm run feeds:check -- DIR --json`: what ingestion would store of a posting's
 * place, pay and kind, for checking the parsers against real postings. Annual USD is worked out
 * with the rate snapshot the database is seeded with (the check reads no database).
 */
export interface PostingRecord {
  /** The adapter's name, as the feed folders are named. */
  board: string;
  externalId: string | null;
  title: string | null;
  /** Why the posting would not be stored (a skip, or "failed: ..." for an adapter bug). */
  skipped?: string;
  eligibility: Eligibility;
  salary: JobSalaryView | null;
  jobType: string | null;
  seniority: string | null;
}

export function postingRecord(board: string, posting: NormalizedPosting, rates: UsdRates): PostingRecord {
  const { salary } = posting;
  const annual = salary ? annualUsd(salary, rates) : null;
  return {
    board,
    externalId: posting.externalId,
    title: posting.title,
    eligibility: posting.eligibility,
    salary: salary && {
      min: salary.min,
      max: salary.max,
      currency: salary.currency,
      period: salary.period,
      annualUsdMin: annual?.annualUsdMin ?? null,
      annualUsdMax: annual?.annualUsdMax ?? null,
    },
    jobType: posting.jobType,
    seniority: posting.seniority,
  };
}

/** A posting read but not stored: its id and why, with nothing else claimed about it. */
export function skippedRecord(board: string, externalId: string | null, reason: string): PostingRecord {
  return { board, externalId, title: null, skipped: reason, eligibility: UNKNOWN_ELIGIBILITY, salary: null, jobType: null, seniority: null };
}
