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
  // eslint-disable-next-line no-restricted-syntax -- a cache keyed by the viewer, reached only through JobsService after its Owner check
  answer(userId: string, criteria: JobCriteria, versions: JobListVersions, paging: Paging, find: () => Promise<CachedJobList>): Promise<CachedJobList> {
    const key = `${this.key(userId, criteria, versions)}:answer:${paging.offset}:${paging.limit}`;
    return this.cached(key, find, (answer) => JSON.stringify([answer.ids, answer.total, answer.totalIsExact]), (text) => {
      const [ids, total, totalIsExact] = JSON.parse(text) as [string[], number, boolean];
      return { ids, total, totalIsExact };
    });
  }

  /**
   * The filter panel's counts for a filter and the options offered, read once per versions like a
   * page: paging through one search (the public search counts the panel on every page it serves),
   * or many people opening the same list, counts it once.
   */
  // eslint-disable-next-line no-restricted-syntax -- a cache keyed by the viewer, reached only through JobsService after its Owner check
  facets(userId: string, criteria: JobCriteria, versions: JobListVersions, choices: FacetChoices, count: () => Promise<JobFacets>): Promise<JobFacets> {
    const offered = createHash('sha1')
      .update(JSON.stringify([choices.boards.map((b) => b.id), choices.categories.map((c) => c.slug), choices.tags]))
      .digest('base64url');
    return this.cached(`${this.key(userId, criteria, versions)}:facets:${offered}`, count, JSON.stringify, (text) => JSON.parse(text) as JobFacets);
  }

  private async cached<T>(key: string, read: () => Promise<T>, encode: (value: T) => string, decode: (text: string) => T): Promise<T> {
    if (this.ttlSeconds <= 0) return read();
    const hit = await this.redis.get(key).catch(() => null);
    if (hit !== null) return decode(hit);
    const value = await read();
    await this.redis.set(key, encode(value), 'EX', this.ttlSeconds).catch(() => undefined);
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
