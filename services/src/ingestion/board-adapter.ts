import type { Eligibility } from '../eligibility/eligibility';
import type { Seniority } from '../job-kind/seniority';

/**
 * The contract between a job board's payload and the rest of ingestion: an
 * adapter turns one fetched body into postings ready to upsert, and says why
 * it left any out. Adapters know nothing of the database, queues or HTTP.
 */

export interface ParseContext {
  /** The board's site, e.g. https://remoteok.com; relative links resolve against it. */
  boardUrl: string;
  /** When the payload was fetched; nothing in a posting is derived from the wall clock. */
  now: Date;
}

export interface BoardAdapter {
  /** the folder name in ../shared/feeds and the value stored in job_boards.adapter */
  readonly name: string;
  /** scan + normalize. Throws FeedFormatError when the body as a whole cannot be read. */
  parse(body: string, context: ParseContext): ParseResult;
  /**
   * The payload's postings as the board sent them, not yet normalized, each with a
   * fingerprint of its raw fields: ingestion normalizes only the ones whose
   * fingerprint it has not stored (normalizing is most of the CPU a posting costs).
   * Throws FeedFormatError when the body as a whole cannot be read.
   */
  scan(body: string): ScannedEntry[];
  normalize(entries: readonly ScannedEntry[], context: ParseContext): ParseResult;
  /**
   * Whether the payload says the board holds more postings than it sent (a page of a paged API,
   * a count above the list): then a posting missing from it may still be open. Boards whose
   * payload cannot say leave it out.
   */
  isPartial?(body: string): boolean;
}

export interface ScannedEntry {
  /** The board's id for the posting, when it has a usable one. */
  externalId: string | null;
  /** Changes whenever the board changes anything in the posting (or our normalizing changes). */
  fingerprint: string;
  entry: unknown;
}

export interface ParseResult {
  postings: NormalizedPosting[];
  /** Each posting's ScannedEntry.fingerprint, by external id. */
  fingerprints: ReadonlyMap<string, string>;
  /** Postings that lack data a job needs; each with a short, stable reason. */
  skipped: SkippedPosting[];
  /** Postings the adapter threw on or produced invalid output for: bugs, never data problems. */
  failed: FailedPosting[];
}

export interface SkippedPosting {
  externalId: string | null;
  reason: string;
}

export interface FailedPosting {
  externalId: string | null;
  error: string;
}

export type SalaryPeriod = 'hour' | 'day' | 'week' | 'month' | 'year';

export interface Salary {
  min: number | null;
  max: number | null;
  /** ISO 4217 code. */
  currency: string | null;
  period: SalaryPeriod | null;
}

export interface NormalizedPosting {
  /** The board's own id (stable). */
  externalId: string;
  /** Plain text, entities decoded, mojibake repaired. */
  title: string;
  /** Plain text, entities decoded (CI&amp;T -> CI&T), repaired. */
  companyName: string;
  /** Absolute URL (relative ones resolved against boardUrl), null when empty. */
  companyImage: string | null;
  companyUrl: string | null;
  /** Where Apply goes (the board's page when the board's terms ask for it). */
  applyUrl: string;
  /** The posting's page on the board itself. */
  boardJobUrl: string | null;
  /** Sanitized HTML (allow-list). */
  descriptionHtml: string;
  /** One of the canonical category titles (normalize/canonical-categories.ts). */
  category: string;
  /** normalizeTags(). */
  tags: string[];
  /** Cleaned location text. */
  location: string | null;
  /** The spec's tag rule (isWorldwide) or a worldwide location. */
  worldwide: boolean;
  /** e.g. "USA Only" -> "USA"; null when worldwide or unknown. */
  regionalRestriction: string | null;
  /** Where the job can be done from (eligibility/posting-eligibility.ts): the location fields, then the description's own words. */
  eligibility: Eligibility;
  /** Full-Time, Part-Time, Contract, ... (the posting form's spelling). */
  jobType: string | null;
  /** From the board's level field, else the title's words (job-kind/seniority.ts); null when neither says. */
  seniority: Seniority | null;
  /** Null when not given (RemoteOK's 0 means unknown). */
  salary: Salary | null;
  datePosted: Date;
  /** From the feed, else datePosted + JOB_VALIDITY_DAYS. */
  validThrough: Date;
}
