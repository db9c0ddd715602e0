import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { isUuid } from '../common/validate';
import { type FileStorage, StoredObjectMissing } from '../files/file-storage';
import type { FetchBytesResult, FetchFeedOptions, FeedValidators } from '../ingestion/fetch/fetch-feed';
import { logoFromBytes } from './logo-image';
import { siteIconUrls } from './site-icons';

export type BytesFetcher = (url: string, previous: FeedValidators | null, opts: FetchFeedOptions) => Promise<FetchBytesResult>;

export interface LogosOptions {
  /** Every download's policy: public addresses only (outside tests), deadline, byte cap. */
  fetch: Pick<FetchFeedOptions, 'timeoutMs' | 'maxBytes' | 'userAgent' | 'allowPrivateAddresses'>;
  /** Days before a stored logo is fetched again. */
  refreshDays: number;
}

/** What one look at a company's logo did. */
export type LogoRefresh =
  | { status: 'stored'; from: string; version: string }
  | { status: 'unchanged'; from: string; version: string }
  | { status: 'failed'; reason: string; retryAt: Date }
  /** Another worker holds the company, or it is not due any more: nothing was fetched. */
  | { status: 'skipped' };

/** A claimed company is the claimer's for this long; after it, the sweep may hand it out again. */
const CLAIM_MINUTES = 15;
/** A failed look is retried after 1 hour, then 4, 16, 64... and at the latest after refreshDays. */
const FIRST_RETRY_HOURS = 1;
const RETRY_FACTOR = 4;
const IMAGE_ACCEPT = 'image/webp, image/png, image/jpeg, image/gif, image/x-icon, image/vnd.microsoft.icon;q=0.9, */*;q=0.1';
const PAGE_ACCEPT = 'text/html, application/xhtml+xml;q=0.9, */*;q=0.1';

interface CompanyLogoRow {
  logo_source: string | null;
  url: string | null;
  logo_key: string | null;
  logo_version: string | null;
  logo_failures: number;
}

const storageKey = (companyId: string) => `logos/companies/${companyId}.webp`;

/**
 * Company logos we host (docs/architecture.md, "Company logos"). A logo is fetched from the
 * address its feed gave, else from the company's website (the home page's icon links, then
 * /favicon.ico), only through the ingestion fetcher (public addresses, a deadline, a byte cap),
 * re-encoded as a small square WebP and kept in the file storage. Pages only ever name our copy.
 *
 * `companies.logo_due_at` is the schedule: due now for a new company or a new logo address, in
 * refreshDays after a success, after a growing backoff after a failure, never when null. The
 * sweep claims due companies for the queue and the job takes its company with a compare-and-set
 * on that claim, so two workers never fetch one logo at once, and a failure never loops.
 */
export class LogosService {
  constructor(
    private readonly db: DataSource,
    private readonly storage: FileStorage,
    private readonly fetcher: BytesFetcher,
    private readonly opts: LogosOptions,
  ) {}

  /**
   * Claims up to `limit` companies whose logo is due, oldest due first, for CLAIM_MINUTES; answers
   * each with its claim, which refresh() must present. SKIP LOCKED: sweeps in several processes
   * share the due companies out rather than waiting on each other.
   */
  async claimDue(limit: number): Promise<{ companyId: string; claim: string }[]> {
    // TypeORM answers an UPDATE with [rows, count].
    const [rows]: [{ id: string; claim: Date }[], number] = await this.db.query(
      `UPDATE companies c SET logo_due_at = date_trunc('milliseconds', now()) + make_interval(mins => $2)
        WHERE c.id IN (SELECT id FROM companies WHERE logo_due_at <= now() ORDER BY logo_due_at LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING c.id, c.logo_due_at AS claim`,
      [limit, CLAIM_MINUTES],
    );
    return rows.map((r) => ({ companyId: r.id, claim: r.claim.toISOString() }));
  }

  /**
   * Looks at one company's logo now: fetches it, and stores our copy when it is new. `claim` is
   * what claimDue answered; a company claimed again since (its job waited past the claim), or
   * already done, is skipped. Fetch and image failures are recorded with the company and answered,
   * never thrown: the schedule retries them, not the queue.
   */
  async refresh(companyId: string, claim?: string): Promise<LogoRefresh> {
    const company = await this.take(companyId, claim);
    if (!company) return { status: 'skipped' };
    const failures: string[] = [];
    for await (const candidate of this.candidates(company, failures)) {
      try {
        const webp = await logoFromBytes(candidate.body);
        return await this.keep(companyId, company, webp, candidate.url);
      } catch (error) {
        failures.push(`${candidate.url}: ${describe(error)}`);
      }
    }
    return this.recordFailure(companyId, company, failures.length ? failures.join('; ') : 'no logo address and no website');
  }

  /**
   * Our copy of a company's logo: its version (the ETag) at once, its bytes when opened, so an
   * unchanged copy is answered without touching the storage. Not found while there is none.
   */
  async logo(companyId: string): Promise<{ version: string; open(): Promise<{ stream: Readable; size: number }> }> {
    const [row]: { logo_key: string | null; logo_version: string | null }[] = isUuid(companyId)
      ? await this.db.query(`SELECT logo_key, logo_version FROM companies WHERE id = $1`, [companyId])
      : [];
    const key = row?.logo_key;
    if (!key) throw DomainError.notFound('The logo');
    return {
      version: row.logo_version ?? companyId,
      open: () =>
        this.storage.getStream(key).catch((e: unknown) => {
          throw e instanceof StoredObjectMissing ? DomainError.notFound('The logo') : e;
        }),
    };
  }

  /** The company, if this claim is still its own (or, without one, whatever its schedule says). */
  private async take(companyId: string, claim: string | undefined): Promise<CompanyLogoRow | null> {
    if (!isUuid(companyId)) return null;
    const [rows]: [CompanyLogoRow[], number] = await this.db.query(
      `UPDATE companies SET logo_due_at = now() + make_interval(mins => $3)
        WHERE id = $1 AND ($2::timestamptz IS NULL OR logo_due_at = $2::timestamptz)
       RETURNING logo_source, url, logo_key, logo_version, logo_failures`,
      [companyId, claim ?? null, CLAIM_MINUTES],
    );
    return rows[0] ?? null;
  }

  /** The images to try, in order, fetched one at a time and only as far as needed. */
  private async *candidates(company: CompanyLogoRow, failures: string[]): AsyncGenerator<{ url: string; body: Buffer }> {
    if (company.logo_source) {
      const image = await this.download(company.logo_source, IMAGE_ACCEPT, failures);
      if (image) yield image;
    }
    const site = httpUrl(company.url);
    if (!site) return;
    const home = await this.download(site, PAGE_ACCEPT, failures);
    // Without the page (too big, down), the site's /favicon.ico may still answer.
    const icons = home ? siteIconUrls(home.body.toString('utf8'), home.url) : [new URL('/favicon.ico', site).href];
    for (const icon of icons) {
      const image = await this.download(icon, IMAGE_ACCEPT, failures);
      if (image) yield image;
    }
  }

  private async download(url: string, accept: string, failures: string[]): Promise<{ url: string; body: Buffer } | null> {
    try {
      const result = await this.fetcher(url, null, { ...this.opts.fetch, accept, crossHostRedirects: true });
      if (result.status !== 'fetched') return null;
      return { url: result.url, body: result.body };
    } catch (error) {
      failures.push(`${url}: ${describe(error)}`);
      return null;
    }
  }

  private async keep(companyId: string, company: CompanyLogoRow, webp: Buffer, from: string): Promise<LogoRefresh> {
    const version = createHash('sha256').update(webp).digest('base64url').slice(0, 16);
    const key = storageKey(companyId);
    const unchanged = company.logo_key === key && company.logo_version === version;
    if (!unchanged) await this.storage.putStream(key, webp, { contentType: 'image/webp' });
    await this.db.query(
      `UPDATE companies SET logo_key = $2, logo_version = $3, logo_checked_at = now(), logo_failures = 0, logo_error = NULL,
              logo_due_at = now() + make_interval(days => $4)
        WHERE id = $1`,
      [companyId, key, version, this.opts.refreshDays],
    );
    return { status: unchanged ? 'unchanged' : 'stored', from, version };
  }

  /** A failed look keeps any copy we have, and waits longer after each failure in a row. */
  private async recordFailure(companyId: string, company: CompanyLogoRow, reason: string): Promise<LogoRefresh> {
    const failures = company.logo_failures + 1;
    const hours = Math.min(FIRST_RETRY_HOURS * RETRY_FACTOR ** Math.min(failures - 1, 10), this.opts.refreshDays * 24);
    const [[row]]: [{ retry_at: Date }[], number] = await this.db.query(
      `UPDATE companies SET logo_failures = $2, logo_error = left($3, 1000), logo_checked_at = now(),
              logo_due_at = now() + make_interval(hours => $4)
        WHERE id = $1 RETURNING logo_due_at AS retry_at`,
      [companyId, failures, reason, hours],
    );
    return { status: 'failed', reason, retryAt: row.retry_at };
  }
}

function httpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
