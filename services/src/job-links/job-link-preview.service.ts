import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import type { RequestMeta } from '../accounts/accounts.service';
import type { Owner } from '../auth/authorization';
import { DomainError } from '../common/domain-error';
import { parseInput } from '../common/validate';
import { isWebAddress } from '../forms/tracked-job';
import type { FetchBytesResult, FetchFeedOptions, FeedValidators } from '../ingestion/fetch/fetch-feed';
import { FeedFetchError } from '../ingestion/fetch/feed-fetch-error';
import { selectJobsByIds } from '../jobs/job-queries';
import { type JobSalaryView, toJobView } from '../jobs/job-view';
import { jobIdOfPageSegment } from '../public-pages/job-url';
import type { AttemptBudgets } from '../throttle/attempt-budgets';
import type { AppliedJobsService } from '../tracking/applied-jobs.service';
import { jobLinkKey } from '../tracking/job-link-key';
import { type AtsName, atsApiFor, readAtsAnswer } from './ats-apis';
import type { EmploymentType, JobDraft } from './job-draft';
import { pagePartsFromHtml } from './page-parts';
import { readJob } from './read-job';

export type FetchBytes = (url: string, previous: FeedValidators | null, opts: FetchFeedOptions) => Promise<FetchBytesResult>;

export interface JobLinkPreviewOptions {
  fetch: Omit<FetchFeedOptions, 'crossHostRedirects' | 'accept' | 'maxRedirects'>;
  /** Our own address: a link to one of our public job pages is read from the catalogue. */
  publicUrl: string;
  /** Where each applicant tracking system's API is (tests serve them locally); the real ones otherwise. */
  atsApiBases?: Partial<Record<AtsName, string>>;
  /** How long a page's reading is kept, so a double click or a second user fetches it once. */
  cacheSeconds: number;
}

/** What the user already has of this job, so the form says so instead of adding it twice. */
export interface AlreadyTracked {
  appliedJobId: string | null;
  saved: boolean;
  appliedAt: string | null;
  shortlistedJobId: string | null;
}

export interface JobLinkPreview {
  url: string;
  job: JobDraft;
  /** The catalogue job the link is (its page, its apply address or the board's page of it). */
  matchedJobId: string | null;
  alreadyTracked: AlreadyTracked | null;
}

const previewSchema = z.object({
  url: z
    .string({ message: 'url: please paste the job’s address' })
    .trim()
    .min(1, { message: 'url: please paste the job’s address' })
    .max(2000, { message: 'url: the address is too long' })
    .refine(isWebAddress, { message: 'url: please paste a web address starting with http:// or https://' }),
});

const optionalAddress = (field: string) =>
  z
    .string()
    .trim()
    .max(2000, { message: `${field}: the address is too long` })
    .refine((v) => v === '' || isWebAddress(v), { message: `${field}: please give a web address starting with http:// or https://` })
    .nullish();
const matchSchema = previewSchema.extend({ canonicalUrl: optionalAddress('canonicalUrl'), applyUrl: optionalAddress('applyUrl') });

const HTML_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5';

/**
 * Reads a job from a link pasted into the tracker's Add job form (issue 47): the page through the
 * feed fetcher's address policy (public addresses only, each redirect checked, size and time
 * capped), the applicant tracking system's public API first when the link is theirs, and the
 * catalogue when the link is one of our jobs. The person reviews the answer before saving.
 */
export class JobLinkPreviewService {
  /** Readings in flight, so two presses at once fetch once. */
  private readonly inFlight = new Map<string, Promise<JobDraft>>();

  constructor(
    private readonly db: DataSource,
    private readonly redis: Redis,
    private readonly redisPrefix: string,
    private readonly budgets: AttemptBudgets,
    private readonly appliedJobs: AppliedJobsService,
    private readonly fetchBytes: FetchBytes,
    private readonly options: JobLinkPreviewOptions,
  ) {}

  async preview(owner: Owner, input: unknown, meta: RequestMeta = {}): Promise<JobLinkPreview> {
    const { url } = parseInput(previewSchema, input);
    const address = meta.ip;
    const ownJobId = this.ownJobId(url);
    const own = ownJobId ? await this.catalogueDraft(owner.userId, ownJobId) : null;
    const job = own ?? (await this.read(url, owner, address));
    const matchedJobId = own ? ownJobId : await this.matchCatalogue([url, job.canonicalUrl, job.applyUrl]);
    return { url, job, matchedJobId, alreadyTracked: await this.alreadyTracked(owner, [url, job.canonicalUrl, job.applyUrl], matchedJobId) };
  }

  /**
   * What the browser extension asks of the page it read itself: whether the link (or the page's
   * canonical or apply address) is a RemoteHunt job and what the user already has of it. Fetches
   * nothing, so it spends no budget.
   */
  async match(owner: Owner, input: unknown): Promise<Pick<JobLinkPreview, 'matchedJobId' | 'alreadyTracked'>> {
    const { url, canonicalUrl, applyUrl } = parseInput(matchSchema, input);
    const addresses = [url, canonicalUrl || null, applyUrl || null];
    const matchedJobId = this.ownJobId(url) ?? (await this.matchCatalogue(addresses));
    return { matchedJobId, alreadyTracked: await this.alreadyTracked(owner, addresses, matchedJobId) };
  }

  /** From the short cache, or fetched once (spending the caller's budget) and cached. */
  private async read(url: string, owner: Owner, address: string | undefined): Promise<JobDraft> {
    const key = `${this.redisPrefix}link-preview:${createHash('sha256').update(url).digest('base64url')}`;
    // A cache that cannot be read is a miss: the budget below then answers for Redis (a 503).
    const cached = await this.redis.get(key).catch(() => null);
    if (cached) return JSON.parse(cached) as JobDraft;
    const running = this.inFlight.get(url);
    if (running) return running;
    const reading = (async () => {
      await this.budgets.linkPreview(owner, address);
      const draft = await this.fetchAndRead(url);
      await this.redis.set(key, JSON.stringify(draft), 'EX', this.options.cacheSeconds).catch(() => undefined);
      return draft;
    })();
    this.inFlight.set(url, reading);
    try {
      return await reading;
    } finally {
      this.inFlight.delete(url);
    }
  }

  private async fetchAndRead(url: string): Promise<JobDraft> {
    const ats = atsApiFor(url, this.options.atsApiBases);
    if (ats) {
      // The API says more, and more reliably, than the page; a failing API falls back to the page.
      const answer = await this.fetch(ats.apiUrl, 'application/json').catch(() => null);
      const draft = answer ? readAtsAnswer(ats.ats, parseJson(answer.text), url) : null;
      // Some APIs (Lever, Ashby, Workable) do not name the company: the page may.
      if (draft?.companyName) return draft;
      if (draft) return fillGaps(draft, await this.fetch(url, HTML_ACCEPT).then((page) => readJob(pagePartsFromHtml(page.text, page.url)), () => null));
    }
    const page = await this.fetch(url, HTML_ACCEPT).catch((err: unknown) => {
      throw err instanceof FeedFetchError ? fetchProblem(err) : err;
    });
    return readJob(pagePartsFromHtml(page.text, page.url));
  }

  private async fetch(url: string, accept: string): Promise<{ text: string; url: string }> {
    const result = await this.fetchBytes(url, null, { ...this.options.fetch, accept, crossHostRedirects: true, maxRedirects: 5 });
    if (result.status !== 'fetched') throw new FeedFetchError(`${url} answered 304 to an unconditional request`, 'bad-response');
    return { text: decode(result.body, result.contentType), url: result.url };
  }

  /** The job id of a link to one of our own public job pages, which is read from the catalogue. */
  private ownJobId(url: string): string | null {
    const link = new URL(url);
    const ours = new URL(this.options.publicUrl);
    if (link.host !== ours.host) return null;
    const match = /^\/jobs\/([^/]+)\/?$/.exec(link.pathname);
    return match ? jobIdOfPageSegment(match[1]) : null;
  }

  private async catalogueDraft(userId: string, jobId: string): Promise<JobDraft | null> {
    const [row] = await selectJobsByIds(this.db, userId, [jobId], { withDescription: true });
    if (!row) return null;
    const job = toJobView(row);
    return {
      jobTitle: job.jobTitle,
      companyName: job.companyName,
      location: job.regionalRestriction ?? (job.worldwide ? 'Remote, worldwide' : 'Remote'),
      description: job.description ?? null,
      salary: salaryText(job.salary),
      employmentType: job.jobType ? employmentTypeOf(job.jobType) : null,
      applyUrl: job.applyUrl,
      canonicalUrl: job.pagePath ? new URL(job.pagePath, this.options.publicUrl).toString() : null,
      datePosted: job.datePosted.toISOString(),
      source: job.source.name,
      isJobPage: true,
    };
  }

  /**
   * A catalogue job whose apply address or board page is one of these addresses (as given, and
   * with the other scheme or trailing slash); an open one before an ended one.
   */
  private async matchCatalogue(addresses: (string | null)[]): Promise<string | null> {
    const variants = [...new Set(addresses.filter((a): a is string => Boolean(a)).flatMap(addressVariants))];
    if (!variants.length) return null;
    const [row]: { id: string }[] = await this.db.query(
      `SELECT id FROM jobs WHERE apply_url = ANY ($1) OR board_job_url = ANY ($1)
        ORDER BY (expired_at IS NULL AND NOT filled) DESC, date_posted DESC LIMIT 1`,
      [variants],
    );
    return row?.id ?? null;
  }

  private async alreadyTracked(owner: Owner, addresses: (string | null)[], matchedJobId: string | null): Promise<AlreadyTracked | null> {
    const keys = addresses.map((address) => (address ? jobLinkKey(address) : null)).filter((key): key is string => Boolean(key));
    const applied = (matchedJobId ? await this.appliedJobs.findByJobId(owner, matchedJobId) : null) ?? (await this.appliedJobs.findByLinkKeys(owner, keys));
    const [shortlisted]: { id: string }[] = matchedJobId
      ? await this.db.query(`SELECT id FROM shortlisted_jobs WHERE user_id = $1 AND job_id = $2`, [owner.userId, matchedJobId])
      : [];
    if (!applied && !shortlisted) return null;
    return {
      appliedJobId: applied?._id ?? null,
      saved: applied ? applied.saved : true,
      appliedAt: applied?.appliedAt ?? null,
      shortlistedJobId: shortlisted?.id ?? null,
    };
  }
}

/** The catalogue's pay as the form's one line: "USD 120,000–150,000 a year". */
function salaryText(salary: JobSalaryView | null): string | null {
  if (!salary || (salary.min === null && salary.max === null)) return null;
  const amounts = [salary.min, salary.max].filter((n): n is number => n !== null).map((n) => n.toLocaleString('en-US'));
  const range = amounts.length === 2 && amounts[0] !== amounts[1] ? `${amounts[0]}–${amounts[1]}` : amounts[0];
  return [salary.currency, range, salary.period ? `a ${salary.period}` : null].filter(Boolean).join(' ');
}

/** The catalogue's job types ("Full-Time", "Contract") in the form's words. */
function employmentTypeOf(jobType: string): EmploymentType {
  const kind = jobType.toLowerCase().replace(/[\s_]+/g, '-');
  return (['full-time', 'part-time', 'contract', 'temporary', 'internship', 'volunteer'] as const).find((k) => k === kind) ?? 'other';
}

/** The API's reading, with what it left out taken from the page's. */
function fillGaps(draft: JobDraft, page: JobDraft | null): JobDraft {
  if (!page) return draft;
  const filled = { ...draft };
  for (const key of Object.keys(filled) as (keyof JobDraft)[]) {
    if (filled[key] === null) (filled as Record<string, unknown>)[key] = page[key];
  }
  return filled;
}

/** The same address with and without a trailing slash, over http and https. */
function addressVariants(address: string): string[] {
  const bare = address.replace(/\/+$/, '');
  const other = bare.startsWith('https://') ? `http://${bare.slice(8)}` : bare.startsWith('http://') ? `https://${bare.slice(7)}` : bare;
  return [bare, `${bare}/`, other, `${other}/`];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The body as text in the charset the server named (UTF-8 when it named none or one we do not know). */
function decode(body: Buffer, contentType: string | null): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** Why the page could not be read, for the person who pasted it: they can still fill the form in. */
function fetchProblem(err: FeedFetchError): DomainError {
  const byHand = 'fill in the job by hand';
  const message = (() => {
    switch (err.reason) {
      case 'blocked-address':
        return `url: that address is on a private network, which RemoteHunt does not read; ${byHand}`;
      case 'timeout':
        return `url: the page took too long to answer; try again, or ${byHand}`;
      case 'too-large':
        return `url: the page is too large to read; ${byHand}`;
      case 'http-status':
        if (err.httpStatus === 404 || err.httpStatus === 410) return `url: the site says this page does not exist (${err.httpStatus}); ${byHand}`;
        if (err.httpStatus === 401 || err.httpStatus === 403) return `url: the site does not show this page without a sign-in (${err.httpStatus}); use the browser extension, or ${byHand}`;
        return `url: the site answered ${err.httpStatus}; try again later, or ${byHand}`;
      case 'redirect':
        return `url: the page redirects too many times; ${byHand}`;
      default:
        return `url: the page could not be read (${err.message}); ${byHand}`;
    }
  })();
  return DomainError.validation(message, { field: 'url' });
}
