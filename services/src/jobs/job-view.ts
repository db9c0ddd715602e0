import { eligibilityBadge } from '../eligibility/eligibility-badge';
import type { Eligibility, EligibilityDecision } from '../eligibility/eligibility';
import { decisionFor } from '../eligibility/seeker';
import { storedRule } from './job-facts';
import type { SalaryPeriod } from '../ingestion/board-adapter';
import { isExpired } from './job-rules';
import { jobPagePath } from '../public-pages/job-url';

/** Where a job can be done from, with the words its card shows (null when unknown). */
export interface JobEligibilityView extends Eligibility {
  badge: string | null;
  /** Whether the caller may take it from where they work (Account Settings); null until they say. */
  forYou: EligibilityDecision | null;
}

/** What a job pays, as the employer wrote it, and its annual USD equivalent by the admin's rates. */
export interface JobSalaryView {
  min: number | null;
  max: number | null;
  currency: string | null;
  period: SalaryPeriod | null;
  annualUsdMin: number | null;
  annualUsdMax: number | null;
}

/** A job as callers see it: the spec's fields plus the caller's own flags. */
export interface JobView {
  _id: string;
  jobTitle: string;
  companyName: string;
  companyImage: string | null;
  /**
   * The board the job came from. `attribution` is the credit its terms ask for ("Source: {name}"
   * where they ask none, postings made here included, so every card credits its board the same
   * way) and `jobUrl` the job's own page there, the link back every card shows (null for jobs
   * posted here).
   */
  source: { name: string; url: string; attribution: string; jobUrl: string | null };
  /**
   * The job's public page (`/jobs/{slug}-{shortId}`), to share or for search engines; null when
   * its board's terms keep its jobs off public pages.
   */
  pagePath: string | null;
  tags: string[];
  category: string;
  categorySlug: string;
  /** Only present when loaded (job detail); lists leave it out. */
  description?: string;
  applyUrl: string;
  datePosted: Date;
  validThrough: Date;
  metadata: { highlight: boolean; pinTill: Date | null };
  company: { hq: string | null; email: string | null; description: string | null; statement: string | null; websiteUrl: string | null };
  jobType: string | null;
  regionalRestriction: string | null;
  salary: JobSalaryView | null;
  worldwide: boolean;
  eligibility: JobEligibilityView;
  /** intern, junior, mid, senior, lead, principal, manager, director; null when not said. */
  seniority: string | null;
  /** When and why ingestion ended the job before its valid_through (its board stopped listing it). */
  expiredAt: Date | null;
  expiredReason: string | null;
  /** Why the job may no longer be hiring ("Open for 75 days", "Reposted 3 times"); null when fresh. */
  staleReason: string | null;
  /** The job's first listing, across reposts (its own date when never reposted). */
  firstPostedAt: Date;
  repostCount: number;
  /** Other boards that list the same job, each with the job's page there. */
  alsoOn: { name: string; url: string }[];
  expired: boolean;
  filled: boolean;
  isSubscription: boolean;
  shortlisted: boolean;
  shortlistedJobId: string | null;
  /** The job's one status for the caller: their application's once they applied, else their shortlisted job's. */
  status: string | null;
  visited: boolean;
  applied: boolean;
  /** The caller's application for the job, where its status is changed once applied; null when not applied. */
  appliedJobId: string | null;
}

/** The columns job-queries.ts selects for a job row. */
export interface JobRow {
  id: string;
  title: string;
  company_name: string;
  /** Our own logo address: a paid posting's upload or our copy of the company's logo (job-queries.ts). */
  company_image: string | null;
  source_name: string;
  source_url: string;
  source_attribution: string;
  /** Whether the job's board lets its jobs have public pages (job_boards.public_pages). */
  public_page: boolean;
  board_job_url: string | null;
  tags: string[];
  category_title: string;
  category_slug: string;
  description?: string;
  apply_url: string;
  date_posted: Date;
  valid_through: Date;
  highlight: boolean;
  pin_till: Date | null;
  company_hq: string | null;
  company_email: string | null;
  company_description: string | null;
  company_statement: string | null;
  company_url: string | null;
  job_type: string | null;
  regional_restriction: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: SalaryPeriod | null;
  salary_annual_usd_min: number | null;
  salary_annual_usd_max: number | null;
  eligible_anywhere: boolean;
  eligible_countries: string[];
  utc_min: number | null;
  utc_max: number | null;
  seniority: string | null;
  expired_at: Date | null;
  expired_reason: string | null;
  repost_count: number;
  first_posted_at: Date | null;
  also_on: { name: string; url: string }[];
  /** The caller's own place, for the decision on each job. */
  caller_country: string | null;
  caller_timezone: string | null;
  worldwide: boolean;
  filled: boolean;
  is_subscription: boolean;
  shortlisted_job_id: string | null;
  shortlist_status: string | null;
  applied_job_id: string | null;
  applied_status: string | null;
  visited: boolean;
}

/** One clock reading for a whole list, so every job's `expired` is judged at the same instant. */
export function toJobViews(rows: JobRow[], now = new Date()): JobView[] {
  return rows.map((row) => toJobView(row, now));
}

export function toJobView(row: JobRow, now = new Date()): JobView {
  const hasSalary = row.salary_min !== null || row.salary_max !== null;
  return {
    _id: row.id,
    jobTitle: row.title,
    companyName: row.company_name,
    companyImage: row.company_image,
    source: { name: row.source_name, url: row.source_url, attribution: row.source_attribution || `Source: ${row.source_name}`, jobUrl: row.board_job_url },
    pagePath: row.public_page ? jobPagePath({ id: row.id, title: row.title, companyName: row.company_name }) : null,
    tags: row.tags,
    category: row.category_title,
    categorySlug: row.category_slug,
    ...(row.description !== undefined ? { description: row.description } : {}),
    applyUrl: row.apply_url,
    datePosted: row.date_posted,
    validThrough: row.valid_through,
    metadata: { highlight: row.highlight, pinTill: row.pin_till },
    company: {
      hq: row.company_hq,
      email: row.company_email,
      description: row.company_description,
      statement: row.company_statement,
      websiteUrl: row.company_url,
    },
    jobType: row.job_type,
    regionalRestriction: row.regional_restriction,
    salary: hasSalary
      ? {
          min: row.salary_min,
          max: row.salary_max,
          currency: row.salary_currency,
          period: row.salary_period,
          annualUsdMin: row.salary_annual_usd_min,
          annualUsdMax: row.salary_annual_usd_max,
        }
      : null,
    worldwide: row.worldwide,
    eligibility: eligibilityView(row, now),
    seniority: row.seniority,
    expiredAt: row.expired_at,
    expiredReason: row.expired_reason,
    staleReason: staleReason(row, now),
    firstPostedAt: row.first_posted_at ?? row.date_posted,
    repostCount: row.repost_count,
    alsoOn: row.also_on,
    expired: isExpired(row.valid_through, now),
    filled: row.filled,
    isSubscription: row.is_subscription,
    shortlisted: row.shortlisted_job_id !== null,
    shortlistedJobId: row.shortlisted_job_id,
    status: row.applied_status ?? row.shortlist_status,
    visited: row.visited,
    applied: row.applied_job_id !== null,
    appliedJobId: row.applied_job_id,
  };
}

function eligibilityView(row: JobRow, now: Date): JobEligibilityView {
  const rule = storedRule(row);
  const forYou = decisionFor(rule, { country: row.caller_country ?? null, timezone: row.caller_timezone ?? null }, now);
  return { ...rule, badge: eligibilityBadge(rule), forYou };
}

/** A job open this long, or listed again this often, may no longer be hiring (a "ghost job"). */
export const STALE_AFTER_DAYS = 60;
export const STALE_AFTER_REPOSTS = 3;
const DAY_MS = 86_400_000;

function staleReason(row: JobRow, now: Date): string | null {
  const openDays = Math.floor((now.getTime() - (row.first_posted_at ?? row.date_posted).getTime()) / DAY_MS);
  const reasons: string[] = [];
  if (openDays > STALE_AFTER_DAYS) reasons.push(`Open for ${openDays} days`);
  if (row.repost_count >= STALE_AFTER_REPOSTS) reasons.push(`Reposted ${row.repost_count} times`);
  return reasons.length ? reasons.join('; ') : null;
}
