import { z } from 'zod';
import type { DataSource } from 'typeorm';
import type { Owner } from '../auth/authorization';
import { DomainError } from '../common/domain-error';
import { type Page, type Paging, parsePaging } from '../common/paging';
import { isUuid, parseInput } from '../common/validate';
import type { SessionFilters } from '../accounts/user.entity';
import { type JobFilter, jobFilterSchema } from './job-filter.schema';
import type { JobCriteria } from './job-criteria';
import { placeTermsFor } from '../eligibility/place-terms';
import { utcOffsetOf } from '../eligibility/seeker';
import type { FacetChoices, JobFacets } from './job-facets';
import { type ListContext, resolveListContext, selectDescriptions, selectJobsByIds } from './job-queries';
import { facetChoices } from './facet-choices';
import type { JobListCache, JobListVersions } from './job-list-cache';
import { listSourceFor, type ListSource, uncachedSourceFor } from './list-source';
import type { ReplicaReads } from '../database/read-replica';
import type { JobSearchIndex } from './search-index/job-search-index';
import { type JobView, toJobView, toJobViews } from './job-view';

export interface PagingInput {
  page?: unknown;
  limit?: unknown;
}

/**
 * A discovery list page. `total` is exact up to LIST_REACH (1,000) jobs; past it, total is
 * LIST_REACH and totalIsExact is false ("1,000+"), and pages past it are empty.
 */
export interface JobListPage extends Page<JobView> {
  totalIsExact: boolean;
}

/** A visitor's search: a page of jobs, the panel's counts, and the filter as read (for the page's form). */
export interface PublicSearch extends JobListPage {
  facets: JobFacets;
  filter: JobFilter;
}

/** The public search is nobody's: no user has this id, so no viewed jobs, hidden companies or place of their own. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** How many popular tags the filter panel offers counts for, beside the ones chosen. */
export const FACET_TOP_TAGS = 12;

/** What the transport knows of the request: the caller's country by their address (pricing's). */
export interface ListRequest {
  country?: string | null;
  /**
   * false for a view of the list that must not become the user's starting point, such as a
   * category page: the list is filtered, the saved session filters stay as they were. A boolean,
   * or REST's query text `true`/`false`; anything else is refused naming the field.
   */
  saveAsSession?: unknown;
}

const saveAsSessionSchema = z.object({
  saveAsSession: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')], { error: 'saveAsSession must be true or false' })
    .default(true),
});

export interface ClientStats {
  jobs: number;
  companies: number;
  jobBoards: number;
  jobsToday: number;
}

export class JobsService {
  /** `reads`: where lists and counts may read, a replica when one is set and answering (database/read-replica.ts). */
  constructor(
    private readonly db: DataSource,
    private readonly cache: JobListCache,
    private readonly reads: ReplicaReads,
    /** What answers every list, count and panel (search-index/job-search-index.ts). */
    private readonly search: JobSearchIndex,
  ) {}

  /**
   * The discovery list. The caller's filters are saved in their session so
   * the next visit starts where they left off (the keyword is not saved), unless the
   * request says the list is only a view (`saveAsSession: false`). The
   * list's own first statement tells whether they changed, so the common case
   * (paging, the same filter again) writes nothing.
   */
  async listJobs({ userId }: Owner, filterInput: unknown, pagingInput: PagingInput, request: ListRequest = {}): Promise<JobListPage> {
    const filter = parseInput(jobFilterSchema, filterInput);
    const paging = parsePaging(pagingInput);
    const session: SessionFilters = {
      tags: filter.tags,
      categories: filter.categories,
      sources: filter.sources,
      hideViewedJobs: filter.hideViewedJobs,
      worldwide: filter.worldwide,
      ...(filter.eligibility !== undefined && { eligibility: filter.eligibility }),
      ...(filter.minPay !== undefined && { minPay: filter.minPay, payCurrency: filter.payCurrency ?? 'USD' }),
      ...(filter.withPayOnly && { withPayOnly: true }),
      ...(filter.jobTypes?.length && { jobTypes: filter.jobTypes }),
      ...(filter.seniorities?.length && { seniorities: filter.seniorities }),
      ...(filter.sort === 'pay' && { sort: filter.sort }),
    };
    const { saveAsSession: save } = parseInput(saveAsSessionSchema, { saveAsSession: request.saveAsSession });
    const { versions, criteria, sessionSaved, ownCountry } = await resolveJobFilter(this.db, userId, filter, request, save ? session : undefined);
    // What is saved must read back (issue 50): the session keeps no country, and its later reads
    // (the next visit, "new since your last visit") have no request's address to look from, so
    // "jobs I can take" is kept only for a user with a country of their own. Rare, so that case
    // compares in the UPDATE rather than in the context statement.
    const placeless = save && session.eligibility !== undefined && session.eligibility !== 'any' && !ownCountry;
    if (placeless) delete session.eligibility;
    const [page] = await Promise.all([
      this.findPage(userId, criteria, versions, paging),
      !save || (sessionSaved && !placeless)
        ? undefined
        : this.db.query(`UPDATE users SET session_filters = $2 WHERE id = $1 AND session_filters IS DISTINCT FROM $2::jsonb`, [userId, JSON.stringify(session)]),
    ]);
    return page;
  }

  /**
   * The filter panel's counts for a filter (the list's own filter body): every listed board,
   * every category, the chosen tags and the most used ones, and Worldwide. See findJobFacets
   * for what each count means. Unlike listJobs it saves nothing.
   */
  async jobFacets({ userId }: Owner, filterInput: unknown, request: ListRequest = {}): Promise<JobFacets> {
    const filter = parseInput(jobFilterSchema, filterInput);
    const [{ criteria }, { boards, categories, popularTags }] = await Promise.all([
      resolveJobFilter(this.db, userId, filter, request),
      facetChoices(this.db, { publicPagesOnly: false, topTags: FACET_TOP_TAGS }),
    ]);
    const tags = [...new Set([...filter.tags, ...popularTags])];
    // Counted afresh, not cached as the public search's are: the app's panel counts a job whose
    // time ran out as gone at once, where a cached one would until the minute sweep.
    const { paths: _paths, ...facets } = await this.reads.read(async (reads) => {
      const source = uncachedSourceFor(this.db, reads, criteria);
      return this.search.panel(source, userId, criteria, { boards, categories, tags });
    });
    return facets;
  }

  /**
   * The public search (issue 49): what a visitor sees at `/remote-jobs`, the app's own engine and
   * rules for nobody in particular (no viewed jobs, hidden companies or saved filters), among the
   * boards whose terms allow public pages only, with the panel's counts. Saves nothing.
   */
  async publicSearch(filterInput: unknown, pagingInput: PagingInput, request: ListRequest = {}): Promise<PublicSearch> {
    const filter = { ...parseInput(jobFilterSchema, filterInput), hideViewedJobs: false };
    const paging = parsePaging(pagingInput);
    const [{ boards: publicBoards, categories, popularTags }, { criteria, versions }] = await Promise.all([
      facetChoices(this.db, { publicPagesOnly: true, topTags: FACET_TOP_TAGS }),
      resolveJobFilter(this.db, NOBODY, filter, request),
    ]);
    const allowed = new Set(publicBoards.map((board) => board.id));
    // A board whose terms keep its jobs off public pages is never searched, chosen or not.
    criteria.boardIds = criteria.boardIds ? criteria.boardIds.filter((id) => allowed.has(id)) : [...allowed];
    const tags = [...new Set([...filter.tags, ...popularTags])];
    const source = await this.sourceFor(criteria, versions);
    const [page, facets] = await Promise.all([
      this.findPage(NOBODY, criteria, versions, paging, source),
      this.countPanel(NOBODY, criteria, source, { boards: publicBoards, categories, tags }),
    ]);
    return { ...page, facets, filter };
  }

  async listCompanyJobs({ userId }: Owner, companyName: string, pagingInput: PagingInput): Promise<JobListPage> {
    const name = companyName.trim();
    if (!name || name.length > 200) throw DomainError.validation('Please provide a valid company name');
    const { versions } = await resolveListContext(this.db, userId);
    const criteria: JobCriteria = { companyName: name, liveOnly: true };
    const paging = parsePaging(pagingInput);
    return this.findPage(userId, criteria, versions, paging);
  }

  /**
   * The public search's panel counts, from the cache or the search index: a visitor pages through
   * one search and each page shows the panel. Like a cached list's total, a count may include a
   * job whose time ran out (which no write announces) until the minute sweep moves the catalogue.
   */
  private countPanel(userId: string, criteria: JobCriteria, source: ListSource, choices: FacetChoices): Promise<JobFacets> {
    return this.cache.facets(
      userId,
      criteria,
      source.versions,
      choices,
      async () => {
        const { paths: _paths, ...facets } = await this.search.panel(source.reads, userId, criteria, choices);
        return facets;
      },
      source,
    );
  }

  private sourceFor(criteria: JobCriteria, versions: JobListVersions): Promise<ListSource> {
    return this.reads.read((reads) => listSourceFor(this.db, reads, criteria, versions));
  }

  /** Which jobs (from the cache or the list engine), then their fields and the caller's flags, always live on the primary. */
  private async findPage(userId: string, criteria: JobCriteria, versions: JobListVersions, paging: Paging, known?: ListSource): Promise<JobListPage> {
    const source = known ?? (await this.sourceFor(criteria, versions));
    const { ids, total, totalIsExact } = await this.cache.answer(
      userId,
      criteria,
      source.versions,
      paging,
      () => this.search.list(source.reads, userId, criteria, paging),
      source,
    );
    const rows = await selectJobsByIds(this.db, userId, ids);
    return { data: toJobViews(rows), total, totalIsExact };
  }

  /** One job with its description and the caller's flags. */
  async getJob({ userId }: Owner, jobId: string): Promise<JobView> {
    if (!isUuid(jobId)) throw DomainError.notFound('The job');
    const [row] = await selectJobsByIds(this.db, userId, [jobId], { withDescription: true });
    if (!row) throw DomainError.notFound('The job');
    return toJobView(row);
  }

  descriptions(ids: readonly string[]): Promise<Map<string, string>> {
    return selectDescriptions(this.db, ids);
  }

  /** Public counts for the landing pages. */
  async clientStats(): Promise<ClientStats> {
    const [row] = await this.reads.read((db) => db.query(`
      SELECT
        (SELECT count(*)::int FROM jobs WHERE valid_through > now() AND NOT filled) AS jobs,
        (SELECT count(*)::int FROM companies) AS companies,
        (SELECT count(*)::int FROM job_boards WHERE listed) AS "jobBoards",
        (SELECT count(*)::int FROM jobs WHERE date_posted >= date_trunc('day', now())) AS "jobsToday"`));
    return row;
  }
}

/**
 * A parsed filter as the engine's criteria, and the versions a cached answer is valid for: names
 * resolved, pay converted to USD, the seeker's place decided into place terms, the caller's hidden
 * companies added. The list, the panel and the benchmark all build their criteria here.
 */
export async function resolveJobFilter(
  db: DataSource,
  userId: string,
  filter: JobFilter,
  request: ListRequest,
  session?: SessionFilters,
): Promise<{ criteria: JobCriteria; versions: JobListVersions; sessionSaved: boolean; ownCountry: string | null }> {
  const context = await resolveListContext(db, userId, filter, session, filter.payCurrency);
  const criteria = await criteriaFromContext(db, filter, context, request);
  return { criteria, versions: context.versions, sessionSaved: context.sessionSaved, ownCountry: context.country };
}

/**
 * resolveJobFilter's second step: the filter as criteria, given its context (names resolved,
 * the caller's place, hidden companies, exchange rate). Saved-search alerts build the contexts of
 * many searches at once (saved-searches/alert-criteria.ts) and come through here too.
 */
export async function criteriaFromContext(
  db: DataSource,
  filter: JobFilter,
  context: Omit<ListContext, 'versions' | 'sessionSaved'>,
  request: ListRequest,
): Promise<JobCriteria> {
  const criteria: JobCriteria = {
    categorySlugs: context.categorySlugs,
    boardIds: context.boardIds,
    tags: filter.tags,
    hideViewed: filter.hideViewedJobs,
    worldwide: filter.worldwide,
    query: filter.query || undefined,
    liveOnly: true,
    withPay: filter.withPayOnly || undefined,
    jobTypes: filter.jobTypes?.length ? filter.jobTypes : undefined,
    seniorities: filter.seniorities?.length ? filter.seniorities : undefined,
    hiddenCompanyIds: context.hiddenCompanyIds.length ? context.hiddenCompanyIds : undefined,
    sort: filter.sort === 'pay' ? 'pay' : undefined,
  };
  if (filter.minPay !== undefined && filter.minPay > 0) {
    if (context.usdPer === null) throw DomainError.validation(`payCurrency: there is no exchange rate for ${filter.payCurrency}`, { field: 'payCurrency' });
    // Rounded down: a job paying exactly the minimum in its own currency is never left out by a rounding.
    criteria.minPayUsd = Math.floor(filter.minPay * context.usdPer);
  }
  // Jobs I can take from {country}: on by default once the user has said where they work from.
  const place = filter.eligibility ?? (context.country ? 'open' : 'any');
  if (place !== 'any') {
    const country = filter.country ?? context.country ?? request.country ?? null;
    if (!country) throw DomainError.validation('country: say which country you work from (Account Settings, or the filter’s country)', { field: 'country' });
    // The caller's own zone counts only with their own country; another country is judged by its zones.
    const utcOffset = context.timezone && country === context.country ? utcOffsetOf(context.timezone) : undefined;
    criteria.placeTerms = await placeTermsFor(db, utcOffset === undefined ? { country } : { country, utcOffset }, place, context.places);
  }
  return criteria;
}
