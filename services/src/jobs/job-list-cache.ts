import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import type { Paging } from '../common/paging';
import type { JobCriteria } from './job-criteria';
import type { FacetChoices, JobFacets } from './job-facets';

/** What the cache keeps of a list page: which jobs, never their fields. */
export interface CachedJobList {
  ids: string[];
  total: number;
  totalIsExact: boolean;
}

/** What a cached list is only valid for (read in the same round trip as the filter names). */
export interface JobListVersions {
  /** Moves on every write to jobs (a statement trigger; see migration 1764000000000). */
  catalogue: string;
  /** Moves when the caller's visits change; only "hide viewed" lists depend on it. */
  userVisits: string;
  /**
   * Where the primary's WAL stood when the versions were read (pg_current_wal_insert_lsn): a read
   * replica that has replayed this far holds at least the catalogue of this version
   * (jobs/list-source.ts). Not part of any key.
   */
  walPosition?: string;
}

/**
 * Which jobs a filtered list holds (each page's ids, and the total), shared by
 * every gateway through Redis. The list engine (job-list-engine.ts) already finds
 * them at a cost bounded by LIST_REACH; the cache saves even that for a user
 * paging back and forth, and for the default lists everyone opens. The answer only
 * changes when the catalogue does, or, under "hide viewed", the caller's
 * visits: both are part of the key, so a write is seen by the next request.
 * Jobs also leave a list by expiring, which no write announces; that is what
 * the time to live bounds (JOB_LIST_CACHE_SECONDS, 0 turns the cache off).
 * The jobs' fields and the caller's flags are always read live, by id.
 * Redis being down costs speed, never the answer: the list is read instead.
 * Every key sits under the database's namespace (database/database-namespace.ts): the versions
 * are counters that start again at 1 in each database, so without it two databases behind one
 * Redis (and one prefix) would answer with each other's job ids.
 */
/**
 * `keep: false` reads a cached answer but keeps no new one: it was read where the versions may not
 * have arrived yet (a lagging read replica, jobs/list-source.ts), so it must not stand for them.
 */
export interface KeepOption {
  keep?: boolean;
}

/** Every cached list's key matches this pattern (for tools and tests that must start cold). */
const KEY_SPACE = 'jobs:list:';

export const jobListKeyPattern = (prefix: string): string => `${prefix}${KEY_SPACE}*`;

export class JobListCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds: number,
    private readonly databaseNamespace: string,
  ) {}

  /** One page's answer (ids, total, whether the total is exact), read once per versions. */
  answer(
    // eslint-disable-next-line no-restricted-syntax -- a cache keyed by the viewer, reached only through JobsService after its Owner check
    userId: string,
    criteria: JobCriteria,
    versions: JobListVersions,
    paging: Paging,
    find: () => Promise<CachedJobList>,
    { keep = true }: KeepOption = {},
  ): Promise<CachedJobList> {
    const key = `${this.key(userId, criteria, versions)}:answer:${paging.offset}:${paging.limit}`;
    const encode = (answer: CachedJobList) => JSON.stringify([answer.ids, answer.total, answer.totalIsExact]);
    return this.cached(key, find, keep ? encode : null, (text) => {
      const [ids, total, totalIsExact] = JSON.parse(text) as [string[], number, boolean];
      return { ids, total, totalIsExact };
    });
  }

  /**
   * The filter panel's counts for a filter and the options offered, read once per versions like a
   * page: paging through one search (the public search counts the panel on every page it serves),
   * or many people opening the same list, counts it once.
   */
  facets(
    // eslint-disable-next-line no-restricted-syntax -- a cache keyed by the viewer, reached only through JobsService after its Owner check
    userId: string,
    criteria: JobCriteria,
    versions: JobListVersions,
    choices: FacetChoices,
    count: () => Promise<JobFacets>,
    { keep = true }: KeepOption = {},
  ): Promise<JobFacets> {
    const offered = createHash('sha1')
      .update(JSON.stringify([choices.boards.map((b) => b.id), choices.categories.map((c) => c.slug), choices.tags]))
      .digest('base64url');
    return this.cached(`${this.key(userId, criteria, versions)}:facets:${offered}`, count, keep ? JSON.stringify : null, (text) => JSON.parse(text) as JobFacets);
  }

  /** Reads the key, else `read`s and keeps the value, unless `encode` is null (an answer that may be older than its versions). */
  private async cached<T>(key: string, read: () => Promise<T>, encode: ((value: T) => string) | null, decode: (text: string) => T): Promise<T> {
    if (this.ttlSeconds <= 0) return read();
    const hit = await this.redis.get(key).catch(() => null);
    if (hit !== null) return decode(hit);
    const value = await read();
    if (encode) await this.redis.set(key, encode(value), 'EX', this.ttlSeconds).catch(() => undefined);
    return value;
  }

  private key(userId: string, criteria: JobCriteria, versions: JobListVersions): string {
    const sorted = (list?: string[]) => (list ? [...list].sort() : null);
    const identity = JSON.stringify([
      versions.catalogue,
      // Only a hide-viewed list belongs to one user.
      criteria.hideViewed ? [userId, versions.userVisits] : null,
      sorted(criteria.categorySlugs),
      sorted(criteria.boardIds),
      criteria.tags?.length ? sorted(criteria.tags) : null,
      !!criteria.worldwide,
      criteria.query?.trim().toLowerCase() || null,
      criteria.companyName?.toLowerCase() ?? null,
      !!criteria.liveOnly,
      sorted(criteria.placeTerms),
      criteria.minPayUsd ?? null,
      !!criteria.withPay,
      sorted(criteria.jobTypes),
      sorted(criteria.seniorities),
      criteria.hiddenCompanyIds?.length ? sorted(criteria.hiddenCompanyIds) : null,
      criteria.sort ?? 'date',
    ]);
    return `${this.prefix}${KEY_SPACE}${this.databaseNamespace}:${createHash('sha1').update(identity).digest('base64url')}`;
  }
}
