import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { APP_ACCESS_MESSAGE, assertRole, type Owner } from '../auth/authorization';
import { ACCESS_STATUSES } from '../billing/subscription-access';
import { DomainError, isDomainError } from '../common/domain-error';
import { isUuid } from '../common/validate';
import type { JobSearchIndex } from '../jobs/search-index/job-search-index';
import { listSourceFor } from '../jobs/list-source';
import { ReplicaReads } from '../database/read-replica';
import type { JobListCache } from '../jobs/job-list-cache';
import type { JobFilter } from '../jobs/job-filter.schema';
import { selectJobsByIds } from '../jobs/job-queries';
import { preparedQuery } from '../database/prepared-query';
import { type JobView, toJobViews } from '../jobs/job-view';
import { resolveJobFilter } from '../jobs/jobs.service';
import type { AttemptBudgets } from '../throttle/attempt-budgets';

/** How many of a search's newest jobs its feed carries. */
export const FEED_JOBS = 50;
/** Feeds' newest changes kept per process (a key is a version and 50 ids: about 2 KB). */
const MAX_REMEMBERED_CHANGES = 10_000;

export const FEED_FORMATS = ['rss', 'atom', 'json'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** 32 random bytes, base64url: 43 characters, 256 bits nobody guesses. */
const TOKEN_BYTES = 32;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A saved search's feed as its owner sees it: the three URLs (the token is in them) and when they were made. */
export interface SavedSearchFeedView {
  savedSearchId: string;
  rssUrl: string;
  atomUrl: string;
  jsonUrl: string;
  createdAt: Date;
}

/** Something a feed says instead of jobs: why it cannot list them, and where to fix that. */
export interface FeedNotice {
  /** Stable, so a reader shows it once. */
  id: string;
  title: string;
  text: string;
  /** A path of the web app under PUBLIC_URL. */
  path: string;
  date: Date;
}

/**
 * What a feed request finds: the search, the validators of what the feed would say, and how to
 * read its items when the caller does not have them already (`items`, only then).
 */
export interface SavedSearchFeedState {
  search: { id: string; name: string };
  /** Changes whenever what the feed says changes (its jobs, their fields, the search, the token). */
  version: string;
  /** The newest change among the feed's jobs, its search and its token, to the second. */
  lastModified: Date;
  /** Set when the feed lists no jobs for a reason its owner can act on (plan ended, filter no longer valid). */
  notice: FeedNotice | null;
  items(): Promise<JobView[]>;
}

interface FeedRow {
  id: string;
  user_id: string;
  name: string;
  filter: JobFilter;
  updated_at: Date;
  feed_token_created_at: Date;
  has_app_access: boolean;
  access_ended_at: Date | null;
}

/**
 * Feeds per saved search (issue 22, item 3): RSS, Atom and JSON Feed URLs that carry a random
 * token, so feed readers, which cannot sign in, can follow a search. The owner makes the token
 * (again, which replaces it) and revokes it; deleting the search deletes it. Anyone holding the
 * URL reads the search's newest jobs as its owner's list shows them, FEED_JOBS of them, within a
 * per-token budget.
 */
export class SavedSearchFeedsService {
  private readonly changes = new Map<string, Date | null>();

  constructor(
    private readonly db: DataSource,
    private readonly cache: JobListCache,
    private readonly budgets: AttemptBudgets,
    private readonly publicUrl: string,
    /** Where a feed's list reads: the replica when one is set (database/read-replica.ts). */
    private readonly reads: ReplicaReads,
    /** What answers a feed's list (search-index/job-search-index.ts). */
    private readonly search: JobSearchIndex,
  ) {}

  /** The search's feed URLs, or null while it has none. */
  async get({ userId }: Owner, id: string): Promise<SavedSearchFeedView | null> {
    if (!isUuid(id)) throw DomainError.notFound('The saved search');
    const [row]: { id: string; feed_token: string | null; feed_token_created_at: Date | null }[] = await this.db.query(
      `SELECT id, feed_token, feed_token_created_at FROM saved_searches WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    if (!row) throw DomainError.notFound('The saved search');
    return row.feed_token ? this.view(row.id, row.feed_token, row.feed_token_created_at!) : null;
  }

  /**
   * Makes the search's feed URLs, or new ones in place of the old (which answer 404 from then on):
   * what to do when a URL was shared too widely. A feed lists jobs, so it needs app access.
   */
  async rotate(owner: Owner, id: string): Promise<SavedSearchFeedView> {
    assertRole(owner.actor, 'subscriber');
    if (!isUuid(id)) throw DomainError.notFound('The saved search');
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const [rows]: [{ feed_token_created_at: Date }[], number] = await this.db.query(
      `UPDATE saved_searches SET feed_token = $3, feed_token_created_at = clock_timestamp() WHERE id = $1 AND user_id = $2 RETURNING feed_token_created_at`,
      [id, owner.userId, token],
    );
    if (!rows.length) throw DomainError.notFound('The saved search');
    return this.view(id, token, rows[0].feed_token_created_at);
  }

  /** Turns the feed off: its URLs answer 404. Revoking a search without a feed does nothing. */
  async revoke({ userId }: Owner, id: string): Promise<void> {
    if (!isUuid(id)) throw DomainError.notFound('The saved search');
    const [, updated]: [unknown, number] = await this.db.query(
      `UPDATE saved_searches SET feed_token = NULL, feed_token_created_at = NULL WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    if (!updated) throw DomainError.notFound('The saved search');
  }

  /**
   * A feed request by its token: null for a token that names no feed (malformed, unknown or
   * revoked), checked before anything is counted so guessing leaves nothing behind. Spends the
   * token's budget (RATE_LIMITED when spent), then finds which jobs the feed holds, through the
   * job-list cache, and their last change; the jobs themselves are read only by `items()`.
   */
  async read(token: string): Promise<SavedSearchFeedState | null> {
    if (!TOKEN.test(token)) return null;
    // Prepared, as every statement a feed request makes: planning this join cost more than running it.
    const [row] = await preparedQuery<FeedRow>(
      this.db,
      `SELECT s.id, s.user_id, s.name, s.filter, s.updated_at, s.feed_token_created_at,
              u.is_admin OR COALESCE(a.lifetime OR (a.status = ANY($2::text[]) AND (a.end_time IS NULL OR a.end_time > now())), false)
                OR EXISTS (SELECT 1 FROM access_switches WHERE key = 'enableFreeAccessForApp' AND enabled) AS has_app_access,
              a.end_time AS access_ended_at
         FROM saved_searches s JOIN users u ON u.id = s.user_id LEFT JOIN app_subscriptions a ON a.user_id = u.id
        WHERE s.feed_token = $1`,
      [token, [...ACCESS_STATUSES]],
    );
    if (!row) return null;
    // The budget and the list's context at once: a refused request wastes one small read.
    const [, resolved] = await Promise.all([this.budgets.feedRead(token), row.has_app_access ? resolveFilter(this.db, row) : null]);
    const search = { id: row.id, name: row.name };
    const since = [row.updated_at, row.feed_token_created_at];
    if (!resolved) {
      // The owner's trial or plan ended: the feed says so once, as an item a reader shows, rather
      // than failing in a way readers only show as "feed broken".
      const date = row.access_ended_at && row.access_ended_at > row.feed_token_created_at ? row.access_ended_at : row.feed_token_created_at;
      return this.noticeState(search, since, {
        id: `plan-ended:${row.id}:${date.getTime()}`,
        title: 'Your RemoteHunt plan has ended: this feed is paused',
        text: `${APP_ACCESS_MESSAGE}. The feed lists new jobs again as soon as it does.`,
        path: '/#/subscription',
        date,
      });
    }
    if ('invalid' in resolved) {
      return this.noticeState(search, since, {
        id: `invalid:${row.id}:${row.updated_at.getTime()}`,
        title: `Your saved search "${row.name}" needs a change`,
        text: resolved.invalid,
        path: '/#/remote-jobs',
        date: row.updated_at,
      });
    }
    const { criteria } = resolved;
    const source = await this.reads.read((reads) => listSourceFor(this.db, reads, criteria, resolved.versions));
    const { versions } = source;
    const paging = { page: 1, limit: FEED_JOBS, offset: 0 };
    const { ids } = await this.cache.answer(row.user_id, criteria, versions, paging, () => this.search.list(source.reads, row.user_id, criteria, paging), source);
    // Every write to a job moves its updated_at; the ids say which jobs joined or left.
    const changed = await this.newestChange(ids, versions.catalogue);
    return {
      search,
      version: digest(['jobs', ids, changed?.getTime() ?? null, since.map((d) => d.getTime())]),
      lastModified: toSecond(latest([...since, ...(changed ? [changed] : [])])),
      notice: null,
      items: async () => toJobViews(await selectJobsByIds(this.db, row.user_id, ids)),
    };
  }

  /**
   * The newest change among these jobs. Remembered per catalogue version: every statement that
   * writes `jobs` moves it (migration 1764000000000), so for the same ids and version the answer
   * cannot differ, and most polls of a feed find both unchanged.
   */
  private async newestChange(ids: string[], catalogue: string): Promise<Date | null> {
    if (!ids.length) return null;
    const key = `${catalogue}|${ids.join(',')}`;
    const known = this.changes.get(key);
    if (known !== undefined) return known;
    const [{ changed }] = await preparedQuery<{ changed: Date | null }>(
      this.db,
      `SELECT max(greatest(date_posted, updated_at)) AS changed FROM jobs WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    if (this.changes.size >= MAX_REMEMBERED_CHANGES) this.changes.clear();
    this.changes.set(key, changed);
    return changed;
  }

  private noticeState(search: SavedSearchFeedState['search'], since: Date[], notice: FeedNotice): SavedSearchFeedState {
    return {
      search,
      version: digest(['notice', notice.id, notice.text, since.map((d) => d.getTime())]),
      lastModified: toSecond(latest([...since, notice.date])),
      notice,
      items: async () => [],
    };
  }

  private view(savedSearchId: string, token: string, createdAt: Date): SavedSearchFeedView {
    const url = (format: FeedFormat) => `${this.publicUrl}/feeds/${token}.${format}`;
    return { savedSearchId, rssUrl: url('rss'), atomUrl: url('atom'), jsonUrl: url('json'), createdAt };
  }
}

/** The search's filter as the list engine's criteria (newest first), or why it no longer resolves. */
async function resolveFilter(db: DataSource, row: FeedRow): Promise<Pick<Awaited<ReturnType<typeof resolveJobFilter>>, 'criteria' | 'versions'> | { invalid: string }> {
  const filter: JobFilter = { ...row.filter, sort: 'date' };
  try {
    return await resolveJobFilter(db, row.user_id, filter, {});
  } catch (err) {
    // A filter that was valid when saved may not be now (its owner cleared their country).
    if (!isDomainError(err) || err.code !== 'VALIDATION') throw err;
    return { invalid: err.message };
  }
}

const digest = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 27);
const latest = (dates: Date[]): Date => new Date(Math.max(...dates.map((d) => d.getTime())));
/** HTTP dates have whole seconds: a Last-Modified with milliseconds would never equal If-Modified-Since. */
const toSecond = (date: Date): Date => new Date(Math.floor(date.getTime() / 1000) * 1000);
