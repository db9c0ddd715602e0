import type { DataSource } from 'typeorm';
import type { JobCriteria } from '@remotehunt/services/jobs/job-criteria';
import { parseInput } from '@remotehunt/services/common/validate';
import { jobFilterSchema } from '@remotehunt/services/jobs/job-filter.schema';
import { resolveJobFilter } from '@remotehunt/services/jobs/jobs.service';
import { type EngineTiming, pageOf, timeEngineOnce } from './engine-profile';
import type { HttpRequest } from './load';
import { percentile } from './load';
import { Draw } from './prng';
import { checkJobList, type ApiSession, type JobFilterBody, type ListPageRequest, type ListRequestBuilder } from './scenarios';

/**
 * The long tail: many different filters, each sent once in turn, as a crowd of users filtering
 * for themselves would send them, with the job-list cache off, so every request runs the list
 * engine. Built from the catalogue's own values with a seeded generator: the same catalogue
 * gives the same list on every run.
 *
 * A later scenario (facets, say) reuses the list with a request builder of its own:
 *   buildListFilters(await readCatalogueValues(db)).map((f) => myRequest(session, f))
 */

/** How many different filters the long-tail scenarios cycle through. */
export const LONG_TAIL_FILTERS = 1_000;
export const LONG_TAIL_SEED = 20_261_124;
export const LONG_TAIL_PAGE_SIZE = 20;
const MAX_PAGE = 5;
/** How many of the most common tags (tags.job_count) the filters pick from. */
const COMMON_TAGS = 200;

/** What people type in the search box; some match thousands of jobs, some a few. */
export const LONG_TAIL_KEYWORDS: readonly string[] = [
  'react', 'golang', 'python', 'data engineer', 'figma', 'kubernetes', 'customer success', 'sql', 'excel',
  'typescript', 'java', 'product manager', 'marketing', 'seo', 'recruiter', 'account executive', 'devops', 'aws',
  'machine learning', 'nurse', 'teacher', 'copywriter', 'accountant', 'ux designer', 'salesforce', 'full stack',
  'ios', 'android', 'project manager', 'data analyst', 'php', 'rust', 'zendesk', 'shopify', 'bookkeeping',
];

/** The catalogue's real values, in a fixed order (so the seeded choices are stable). */
export interface CatalogueValues {
  /** Category titles, as the web app sends them. */
  categories: string[];
  /** Listed job boards' names (the "sources" filter). */
  boards: string[];
  /** The most common tags, most common first. */
  tags: string[];
  keywords: readonly string[];
}

export async function readCatalogueValues(db: DataSource): Promise<CatalogueValues> {
  const [categories, boards, tags] = await Promise.all([
    db.query(`SELECT title FROM job_categories ORDER BY position, title`),
    db.query(`SELECT name FROM job_boards WHERE listed ORDER BY name`),
    db.query(`SELECT name FROM tags ORDER BY job_count DESC, name LIMIT $1`, [COMMON_TAGS]),
  ]);
  const values: CatalogueValues = {
    categories: categories.map((r: { title: string }) => r.title),
    boards: boards.map((r: { name: string }) => r.name),
    tags: tags.map((r: { name: string }) => r.name),
    keywords: LONG_TAIL_KEYWORDS,
  };
  if (!values.categories.length || !values.boards.length || !values.tags.length) {
    throw new Error(`The catalogue has ${values.categories.length} categories, ${values.boards.length} listed boards and ${values.tags.length} tags; the long-tail filters need some of each`);
  }
  return values;
}

export type FilterKind = 'categories + tag' | 'keyword' | 'category + keyword' | 'boards + tag' | 'tags';

const KIND_WEIGHTS: Record<FilterKind, number> = {
  'categories + tag': 3,
  keyword: 2,
  'category + keyword': 2,
  'boards + tag': 1,
  tags: 2,
};

/**
 * The filter of one kind, drawn from the catalogue's values (the alert bench's saved searches draw
 * theirs the same way, with a category alone as one more kind and keywords of their own).
 */
export function filterOfKind(kind: FilterKind | 'category', draw: Draw, values: CatalogueValues, keyword: () => string): JobFilterBody {
  switch (kind) {
    case 'category':
      return { categories: [draw.pick(values.categories)] };
    case 'categories + tag':
      return { categories: draw.pickDistinct(values.categories, draw.int(1, 2)), tags: [draw.pick(values.tags)] };
    case 'keyword':
      return { query: keyword() };
    case 'category + keyword': {
      const categories = [draw.pick(values.categories)];
      return { categories, query: keyword() };
    }
    case 'boards + tag':
      return { sources: draw.pickDistinct(values.boards, draw.int(1, 2)), tags: [draw.pick(values.tags)] };
    case 'tags':
      return { tags: draw.pickDistinct(values.tags, draw.int(1, 3)) };
  }
}

export interface ListFilter extends ListPageRequest {
  kind: FilterKind;
}

/** The seekers' countries the long tail looks from (issue #19's sample: US, DE, IN, BR, PH). */
const SEEKER_COUNTRIES = ['US', 'DE', 'IN', 'BR', 'PH', 'GB'];
const MIN_PAYS: [number, string][] = [[50_000, 'USD'], [80_000, 'USD'], [100_000, 'USD'], [120_000, 'USD'], [150_000, 'USD'], [60_000, 'EUR'], [45_000, 'GBP']];
const JOB_TYPES = ['Full-Time', 'Contract', 'Part-Time', 'Freelance'];
const SENIORITY_LEVELS = ['junior', 'mid', 'senior', 'lead', 'manager'];

/**
 * A seeker's facts laid over a filter (issue #19), drawn from their own stream so the filters
 * themselves stay those of earlier runs: jobs I can take from a country on for 40% (a fifth of
 * them confirmed only), a minimum pay for 15%, with pay only for 10%, types for 10%, seniorities
 * for 15%, sorted by pay for 10%.
 */
export function withSeekerFacts(filter: JobFilterBody, draw: Draw): JobFilterBody {
  const facts: JobFilterBody = {};
  if (draw.chance(0.4)) {
    facts.eligibility = draw.chance(0.2) ? 'confirmed' : 'open';
    facts.country = draw.pick(SEEKER_COUNTRIES);
  }
  if (draw.chance(0.15)) [facts.minPay, facts.payCurrency] = draw.pick(MIN_PAYS);
  if (draw.chance(0.1)) facts.withPayOnly = true;
  if (draw.chance(0.1)) facts.jobTypes = draw.pickDistinct(JOB_TYPES, draw.int(1, 2));
  if (draw.chance(0.15)) facts.seniorities = draw.pickDistinct(SENIORITY_LEVELS, draw.int(1, 2));
  if (draw.chance(0.1)) facts.sort = 'pay';
  return { ...filter, ...facts };
}

/**
 * `count` different filters (a repeat is drawn again): 1–2 categories and a tag, a keyword,
 * a category and a keyword, 1–2 boards and a tag, or 1–3 tags; each with worldwide and hide
 * viewed on or off, and the seeker's facts (withSeekerFacts), on page 1 to 5 of 20 jobs.
 */
export function buildListFilters(values: CatalogueValues, count = LONG_TAIL_FILTERS, seed = LONG_TAIL_SEED): ListFilter[] {
  const draw = new Draw(seed);
  const factDraw = new Draw(seed + 1);
  const filters: ListFilter[] = [];
  const seen = new Set<string>();
  for (let attempts = 0; filters.length < count; attempts++) {
    if (attempts > count * 20) throw new Error(`Only ${filters.length} different filters could be drawn from this catalogue's values`);
    const kind = draw.weighted(KIND_WEIGHTS);
    const filter: JobFilterBody = { ...filterOfKind(kind, draw, values, () => draw.pick(values.keywords)) };
    if (draw.chance(0.25)) filter.worldwide = true;
    if (draw.chance(0.3)) filter.hideViewedJobs = true;
    const list: ListFilter = { kind, filter: withSeekerFacts(asSentByTheWebApp(filter), factDraw), page: draw.int(1, MAX_PAGE), limit: LONG_TAIL_PAGE_SIZE };
    const identity = JSON.stringify([list.filter, list.page]);
    if (seen.has(identity)) continue;
    seen.add(identity);
    filters.push(list);
  }
  return filters;
}

/** Every field present, as the web app's filter form sends it. */
export function asSentByTheWebApp(filter: JobFilterBody): JobFilterBody {
  return {
    categories: filter.categories ?? [],
    sources: filter.sources ?? [],
    tags: filter.tags ?? [],
    hideViewedJobs: filter.hideViewedJobs ?? false,
    worldwide: filter.worldwide ?? false,
    ...(filter.query ? { query: filter.query } : {}),
  };
}

/**
 * Each keyword of the list alone, as the web app sends it without the seeker's facts: a keyword
 * searched with narrow facts has a cheap panel and asks for no counts of its own, which the same
 * keyword searched alone by other users of a day does (keyword-panels.ts).
 */
export function keywordsAlone(filters: readonly ListFilter[]): ListFilter[] {
  const keywords = [...new Set(filters.flatMap((f) => (f.filter.query ? [f.filter.query] : [])))];
  return keywords.map((query) => ({ kind: 'keyword', filter: asSentByTheWebApp({ query }), page: 1, limit: LONG_TAIL_PAGE_SIZE }));
}

/** One line for a report: only the parts of the filter that are set. */
export function describeFilter(list: ListPageRequest): string {
  const f = list.filter;
  const parts: string[] = [];
  if (f.categories?.length) parts.push(`categories ${f.categories.join(' + ')}`);
  if (f.sources?.length) parts.push(`boards ${f.sources.join(' + ')}`);
  if (f.tags?.length) parts.push(`tags ${f.tags.join(', ')}`);
  if (f.query) parts.push(`keyword "${f.query}"`);
  if (f.worldwide) parts.push('worldwide');
  if (f.hideViewedJobs) parts.push('hide viewed');
  if (f.eligibility) parts.push(`${f.eligibility === 'confirmed' ? 'confirmed for' : 'open to'} ${f.country}`);
  if (f.minPay) parts.push(`pay ≥ ${f.minPay} ${f.payCurrency}`);
  if (f.withPayOnly) parts.push('with pay');
  if (f.jobTypes) parts.push(f.jobTypes.join('/'));
  if (f.seniorities) parts.push(f.seniorities.join('/'));
  if (f.sort === 'pay') parts.push('by pay');
  return `${parts.join(', ') || 'no filter'}; page ${list.page} of ${list.limit}`;
}

/** The criteria the service builds from this filter (jobs.service.ts listJobs), by the same function. */
export async function criteriaOfFilter(db: DataSource, userId: string, filter: JobFilterBody): Promise<JobCriteria> {
  return (await resolveJobFilter(db, userId, parseInput(jobFilterSchema, filter), {})).criteria;
}

export function listRequests(session: ApiSession, filters: readonly ListPageRequest[], build: ListRequestBuilder): HttpRequest[] {
  return filters.map((f) => build(session, f));
}

/**
 * Sends `replays` of the requests (spread over the list) once each and checks every answer:
 * a 2xx, no GraphQL errors, a job page. The load itself cannot see a GraphQL error (status 200).
 */
export async function replayAndCheck(requests: readonly HttpRequest[], replays: number): Promise<number> {
  const step = Math.max(1, Math.floor(requests.length / replays));
  let checked = 0;
  for (let i = 0; i < requests.length && checked < replays; i += step, checked++) await checkJobList(requests[i]);
  return checked;
}

/** The engine alone over every filter of the list, once each, one at a time. */
export interface EngineSweep {
  filters: number;
  p50: number;
  p95: number;
  max: number;
  /** How many filters each path answered. */
  paths: Record<string, number>;
  /** The slowest filters, slowest first. */
  slowest: { filter: string; kind: FilterKind; timing: EngineTiming }[];
}

export async function sweepEngine(db: DataSource, userId: string, filters: readonly ListFilter[], slowest = 5): Promise<EngineSweep> {
  const timed: { list: ListFilter; timing: EngineTiming }[] = [];
  for (const list of filters) {
    const criteria = await criteriaOfFilter(db, userId, list.filter);
    timed.push({ list, timing: await timeEngineOnce(db, userId, criteria, pageOf(list.page, list.limit)) });
  }
  const ms = timed.map((t) => t.timing.ms).sort((a, b) => a - b);
  const paths: Record<string, number> = {};
  for (const t of timed) paths[t.timing.path] = (paths[t.timing.path] ?? 0) + 1;
  return {
    filters: timed.length,
    p50: percentile(ms, 0.5),
    p95: percentile(ms, 0.95),
    max: ms[ms.length - 1],
    paths,
    slowest: timed
      .sort((a, b) => b.timing.ms - a.timing.ms)
      .slice(0, slowest)
      .map((t) => ({ filter: describeFilter(t.list), kind: t.list.kind, timing: t.timing })),
  };
}
