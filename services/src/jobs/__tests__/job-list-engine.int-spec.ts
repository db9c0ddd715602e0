import { randomUUID } from 'node:crypto';
import type { Services } from '../../app/services';
import { createJob, createUser } from '../../test/factories';
import { createTestServices } from '../../test/services';
import { factGroups, type JobCriteria } from '../job-criteria';
import { type FacetGroup, type FacetLimits, type FacetPath, findJobFacets } from '../job-facets';
import { findJobList, type JobListAnswer, type ListLimits, gathersPinned, pinnedMatches, readOnly, sortedByPayBands } from '../job-list-engine';
import { sweepJobSearch } from '../job-search-sweep';
import { sweepKeywordCubes, wantKeywordCube } from '../keyword-facets';
import { decideEligibility, type Eligibility, type Seeker } from '../../eligibility/eligibility';
import { placeTermsFor, type PlaceFilter } from '../../eligibility/place-terms';
import { storedRule, type StoredRule } from '../job-facts';
import { JobTermIndex } from '../search-index/job-term-index';
import type { JobSearchIndex } from '../search-index/job-search-index';
import { PostgresSearchIndex } from '../search-index/postgres-search-index';

/**
 * The list engine against a plain reference query (every condition spelled out, one ORDER BY,
 * no cleverness), page by page, for every filter kind and some combinations. Small limits
 * (reach 12, a walk of at most 40 jobs) send a catalogue of a few dozen jobs down every path the
 * engine has: matches sorted, the date walk, a broad but sparse list sorting all its matches when
 * the walk runs out of budget, and past the reach.
 */
let services: Services;
let userId: string;
const run = randomUUID().slice(0, 8);
const tag = (name: string) => `${name}-${run}`;
const company = `Engine Co ${run}`;
const boards: Record<string, string> = {};
// Keywords' own counts are read only where a test builds them (below).
// Pinned matches gathered whenever a term or keyword allows (the test below walks them too).
const limits: ListLimits = { reach: 12, walkBudget: 40, keywordCubes: false, pinnedWalkShare: 1 };
const factCompanies = [`Facts One ${run}`, `Facts Two ${run}`, `Facts Three ${run}`];
let hiddenCompanyId = '';
const HOUR = 3600_000;

beforeAll(async () => {
  services = await createTestServices();
  // Earlier runs' ended jobs out of job_search, so the counts table's lower bounds are tight and
  // broad filters take the path that skips gathering their matches.
  await sweepJobSearch(services.db);
  ({ userId } = await createUser(services));
  for (const row of await services.db.query(`SELECT id, name FROM job_boards`)) boards[row.name] = row.id;
  const now = Date.now();
  let n = 0;
  const add = (overrides: Parameters<typeof createJob>[1]) => createJob(services, { datePosted: new Date(now - ++n * HOUR), ...overrides });
  // A broad tag: 30 programming jobs over two boards, some worldwide.
  for (let i = 0; i < 30; i++) {
    await add({ category: 'programming', tags: [tag('common'), i % 3 ? 'typescript' : 'go'], board: i % 2 ? 'Remote OK' : 'Remotive', worldwide: i % 4 === 0, companyName: i < 8 ? company : undefined, title: i % 5 ? 'Backend Engineer' : 'Golang Platform Engineer' });
  }
  // A tag common in design and rare in sales & marketing (the planner's trap).
  for (let i = 0; i < 15; i++) await add({ category: 'design', tags: [tag('common'), tag('figma')], board: 'Himalayas' });
  await add({ category: 'sales-marketing', tags: [tag('common'), tag('figma')], board: 'Himalayas' });
  // Two tags each under the reach in writing and together over it: the counts table can only
  // bound writing's count with both chosen (9 and 9, 15 jobs).
  for (let i = 0; i < 15; i++) await add({ category: 'writing', tags: i < 6 ? [tag('pair-a')] : i < 12 ? [tag('pair-b')] : [tag('pair-a'), tag('pair-b')], board: 'Remotive' });
  // Pinned postings, one of them old: pinned first whatever their date.
  await add({ category: 'programming', tags: [tag('common')], pinTill: new Date(now + 48 * HOUR), datePosted: new Date(now - 900 * HOUR), title: 'Pinned Staff Engineer' });
  await add({ category: 'design', tags: [tag('common'), tag('figma')], pinTill: new Date(now + 24 * HOUR), title: 'Pinned Design Engineer' });
  // Not live: a pin that ran out, an expired and a filled posting, all carrying the tags.
  await add({ category: 'programming', tags: [tag('common')], pinTill: new Date(now - HOUR) });
  await add({ category: 'programming', tags: [tag('common'), tag('figma')], datePosted: new Date(now - 40 * 24 * HOUR), validThrough: new Date(now - HOUR) });
  await add({ category: 'design', tags: [tag('common'), tag('figma')], filled: true });
  // The seeker's facts (issue #19): places, pay, type, seniority, second sources, a hidden company.
  const EUROPE: Eligibility = { anywhere: false, countries: ['DE', 'FR', 'NL', 'PL', 'ES'], timezones: null };
  const places: Eligibility[] = [
    { anywhere: true, countries: [], timezones: null },
    { anywhere: false, countries: ['US'], timezones: null },
    EUROPE,
    { anywhere: false, countries: [], timezones: null },
    { anywhere: false, countries: [], timezones: { minUtcOffset: -5, maxUtcOffset: 1 } },
    { anywhere: false, countries: ['US', 'CA'], timezones: null },
    { anywhere: true, countries: [], timezones: { minUtcOffset: 5, maxUtcOffset: 9 } },
  ];
  const pays = [
    null,
    { min: 120_000, max: 150_000, currency: 'USD', period: 'year' as const },
    { min: 60_000, max: 75_000, currency: 'EUR', period: 'year' as const },
    { min: 50, max: null, currency: 'USD', period: 'hour' as const },
    { min: 95_000, max: null, currency: 'USD', period: 'year' as const },
    { min: 40_000, max: 45_000, currency: 'USD', period: 'year' as const },
  ];
  const types = [null, 'Full-Time', 'Contract', 'Part-Time'];
  const levels = [null, 'senior', 'junior', 'lead'];
  for (let i = 0; i < 42; i++) {
    const { id } = await add({
      category: i % 3 ? 'product' : 'design',
      tags: [tag('facts')],
      board: i % 2 ? 'Remotive' : 'Himalayas',
      title: 'Analyst',
      companyName: factCompanies[i % factCompanies.length],
      eligibility: places[i % places.length],
      salary: pays[i % pays.length],
      jobType: types[i % types.length] ?? undefined,
      seniority: levels[(i >> 1) % levels.length],
      worldwide: i % 5 === 0,
    });
    // Every fourth is also on Remote OK, as a second source.
    if (i % 4 === 0) {
      await services.db.query(`INSERT INTO job_sources (board_id, external_id, job_id, board_job_url, apply_url, content_hash) VALUES ($1, $2, $3, 'https://example.com/also', 'https://example.com/apply', 'h')`, [boards['Remote OK'], randomUUID(), id]);
    }
    if (i === 7) hiddenCompanyId = (await services.db.query(`SELECT company_id FROM jobs WHERE id = $1`, [id]))[0].company_id;
  }
  // Jobs the caller has viewed, hidden by "hide viewed".
  const viewed = await services.db.query(
    `SELECT id FROM jobs WHERE $1 = ANY(tags) AND category_slug = 'programming' ORDER BY date_posted DESC LIMIT 7`,
    [tag('common')],
  );
  for (const { id } of viewed) await services.db.query(`INSERT INTO job_visits (user_id, job_id) VALUES ($1, $2)`, [userId, id]);
  // A job whose time ran out since job_search's last sweep: still a row there and in its counts.
  const { id: ended } = await add({ category: 'design', tags: [tag('common'), tag('figma')], board: 'Himalayas', worldwide: true });
  await services.db.transaction(async (tx) => {
    await tx.query(`SET LOCAL session_replication_role = replica`);
    await tx.query(`UPDATE jobs SET valid_through = now() - interval '1 minute' WHERE id = $1`, [ended]);
    await tx.query(`UPDATE job_search SET valid_through = now() - interval '1 minute' WHERE id = $1`, [ended]);
    await tx.query(`UPDATE job_search_words SET valid_through = now() - interval '1 minute' WHERE id = $1`, [ended]);
  });
  // Viewed too: hide viewed's cells (job_visit_cells) count it, and so does the ended rows'
  // correction, which must not take it off twice.
  await services.db.query(`INSERT INTO job_visits (user_id, job_id) VALUES ($1, $2)`, [userId, ended]);
});

afterAll(async () => {
  await services.close();
});

/** The term bitmaps of the catalogue as it is now (search-index/), kept current by each answer. */
let termIndex: JobTermIndex | undefined;
const FACETS_BY_PATHS: FacetLimits = { reach: limits.reach, passLimit: 0, keywordCubes: false, boundedPassLimit: 0, factPassRowsPerCount: 0, factPassLimit: 0 };
/** The search index as the services have it (search-index/postgres-search-index.ts), with this file's small bounds. */
async function searchOnBitmaps(terms?: JobTermIndex): Promise<JobSearchIndex> {
  // Every lexeme kept: a catalogue of a few dozen jobs has none on 8 jobs.
  termIndex ??= new JobTermIndex(services.db, { keepLexemesFrom: 1 });
  const index = terms ?? termIndex;
  await index.ready();
  return new PostgresSearchIndex(services.db, index, { list: limits, panel: FACETS_BY_PATHS });
}

/** The reference: the same filter written out plainly, sorted in full. */
async function reference(criteria: JobCriteria): Promise<string[]> {
  const values: unknown[] = [userId];
  const conditions = ['j.valid_through > now()', 'NOT j.filled'];
  const bind = (value: unknown) => `$${values.push(value)}`;
  if (criteria.categorySlugs) conditions.push(`j.category_slug IN (SELECT unnest(${bind(criteria.categorySlugs)}::text[]))`);
  if (criteria.boardIds) conditions.push(`j.board_id IN (SELECT unnest(${bind(criteria.boardIds)}::uuid[]))`);
  if (criteria.tags?.length) conditions.push(`EXISTS (SELECT 1 FROM unnest(j.tags) t WHERE t = ANY(${bind(criteria.tags)}::text[]))`);
  if (criteria.hideViewed) conditions.push(`j.id NOT IN (SELECT job_id FROM job_visits WHERE user_id = $1)`);
  if (criteria.worldwide) conditions.push('j.worldwide = true');
  if (criteria.query) conditions.push(`j.search @@ websearch_to_tsquery('english', ${bind(criteria.query)})`);
  if (criteria.companyName) conditions.push(`lower(j.company_name) = lower(${bind(criteria.companyName)})`);
  const pay = 'coalesce(j.salary_annual_usd_max, j.salary_annual_usd_min)';
  if (criteria.minPayUsd !== undefined) conditions.push(`${pay} >= ${bind(criteria.minPayUsd)}`);
  if (criteria.withPay) conditions.push(`${pay} IS NOT NULL`);
  if (criteria.jobTypes) conditions.push(`lower(j.job_type) IN (SELECT unnest(${bind(criteria.jobTypes)}::text[]))`);
  if (criteria.seniorities) conditions.push(`j.seniority IN (SELECT unnest(${bind(criteria.seniorities)}::text[]))`);
  if (criteria.hiddenCompanyIds) conditions.push(`j.company_id NOT IN (SELECT unnest(${bind(criteria.hiddenCompanyIds)}::uuid[]))`);
  // Second sources: a chosen board lists the job as one too.
  if (criteria.boardIds) conditions[conditions.findIndex((c) => c.startsWith('j.board_id'))] += ` OR j.id IN (SELECT job_id FROM job_sources WHERE board_id IN (SELECT unnest(${bind(criteria.boardIds)}::uuid[])))`;
  const order = criteria.sort === 'pay' ? `${pay} DESC NULLS LAST, j.date_posted DESC, j.id DESC` : 'CASE WHEN j.pin_till > now() THEN 0 ELSE 1 END, j.date_posted DESC, j.id DESC';
  const rows: (StoredRule & { id: string })[] = await services.db.query(
    `SELECT j.id, j.eligible_anywhere, j.eligible_countries, j.utc_min, j.utc_max FROM jobs j
      WHERE $1::uuid IS NOT NULL AND ${conditions.map((c) => `(${c})`).join(' AND ')} ORDER BY ${order}`,
    values,
  );
  // The seeker's place, decided job by job with the one rule (never through job_places).
  const place = (criteria as Reference).place;
  const admitted = (row: StoredRule) => {
    if (!place) return true;
    const decision = decideEligibility(storedRule(row), place.seeker);
    return place.filter === 'confirmed' ? decision === 'may-apply' : decision !== 'may-not';
  };
  return rows.filter(admitted).map((r) => r.id);
}

/** Criteria with the seeker whose place terms the engine is given, for the reference to decide row by row. */
type Reference = JobCriteria & { place?: { seeker: Seeker; filter: PlaceFilter } };

/** The criteria the engine gets for a reference's seeker: their place terms from job_places. */
async function withPlaceTerms(criteria: Reference): Promise<JobCriteria> {
  const { place, ...rest } = criteria;
  return place ? { ...rest, placeTerms: await placeTermsFor(services.db, place.seeker, place.filter) } : rest;
}

const common = [tag('common')];
const FILTERS: [string, JobCriteria][] = [
  ['nothing but live', {}],
  ['a broad tag', { tags: common }],
  ['a rare tag inside the chosen categories', { categorySlugs: ['programming', 'sales-marketing'], tags: [tag('figma')] }],
  ['two tags, one broad', { tags: [tag('figma'), tag('common')] }],
  ['two tags, each under the reach in a category, together over it', { tags: [tag('pair-a'), tag('pair-b')] }],
  ['one category', { categorySlugs: ['design'], tags: common }],
  ['a category with no jobs of the tag', { categorySlugs: ['legal'], tags: common }],
  ['categories that match nothing', { categorySlugs: [] }],
  ['a board', { boardIds: [boards.Remotive], tags: common }],
  ['two boards and a category', { boardIds: [boards.Remotive, boards.Himalayas], categorySlugs: ['design'], tags: common }],
  ['worldwide', { worldwide: true, tags: common }],
  ['worldwide alone', { worldwide: true }],
  ['hide viewed', { hideViewed: true, tags: common }],
  ['hide viewed alone', { hideViewed: true }],
  ['every facet group and hide viewed', { boardIds: [boards.Himalayas, boards['Remote OK']], categorySlugs: ['design', 'programming'], tags: common, worldwide: true, hideViewed: true }],
  ['a keyword', { query: 'golang', tags: common }],
  ['a keyword present in one category and absent from the other', { query: 'golang', categorySlugs: ['programming', 'design'] }],
  ['a keyword with a category and hide viewed', { query: 'engineer', categorySlugs: ['programming'], hideViewed: true }],
  ['a broad keyword', { query: 'engineer' }],
  ['a company', { companyName: company.toUpperCase() }],
  ['a company and worldwide', { companyName: company, worldwide: true }],
];

/** Issue #19's filters, alone and with the others; built when run (the hidden company is made in beforeAll). */
const facts = [tag('facts')];
const FACT_FILTERS: [string, () => Reference][] = [
  ['jobs open to DE', () => ({ place: { seeker: { country: 'DE' }, filter: 'open' }, tags: facts })],
  ['jobs confirmed for DE, alone', () => ({ place: { seeker: { country: 'DE' }, filter: 'confirmed' } })],
  ['jobs confirmed for the US at UTC−5', () => ({ place: { seeker: { country: 'US', utcOffset: -5 }, filter: 'confirmed' }, tags: facts })],
  ['jobs open to IN, whose zone a window leaves out', () => ({ place: { seeker: { country: 'IN', utcOffset: 5.5 }, filter: 'open' } })],
  ['a minimum pay inside a band', () => ({ minPayUsd: 95_500, tags: facts })],
  ['a minimum pay on a band’s edge, alone', () => ({ minPayUsd: 100_000 })],
  ['with pay only', () => ({ withPay: true, tags: facts })],
  ['types and seniorities', () => ({ jobTypes: ['contract', 'part-time'], seniorities: ['senior', 'lead'] })],
  ['a hidden company', () => ({ hiddenCompanyIds: [hiddenCompanyId], tags: facts })],
  ['a hidden company, alone', () => ({ hiddenCompanyIds: [hiddenCompanyId] })],
  ['a board with its second sources', () => ({ boardIds: [boards['Remote OK']], tags: facts })],
  ['sorted by pay', () => ({ sort: 'pay', tags: facts })],
  ['sorted by pay, everything', () => ({ sort: 'pay' })],
  ['sorted by pay, a keyword', () => ({ sort: 'pay', query: 'analyst' })],
  ['jobs open to DE with a keyword and hide viewed', () => ({ place: { seeker: { country: 'DE' }, filter: 'open' }, query: 'analyst', hideViewed: true })],
  [
    'everything together',
    () => ({ place: { seeker: { country: 'DE' }, filter: 'open' }, withPay: true, boardIds: [boards['Remote OK'], boards.Himalayas], hiddenCompanyIds: [hiddenCompanyId], hideViewed: true, sort: 'pay' }),
  ],
];

describe('the job list engine equals a plain reference query', () => {
  const seen = new Set<JobListAnswer['path']>();

  afterAll(() => {
    // The table above must keep reaching every path, or a path could break unseen.
    expect([...seen].sort()).toEqual(['beyond-reach', 'bitmaps', 'keyword-walk', 'known-empty', 'matches', 'sorted-matches', 'tag-walk', 'walk']);
  });

  /** Pages 1 to 4 of the filter against the reference; how each page's total was learned, and its path. */
  const expectPages = async (filter: Reference, listLimits: ListLimits, search?: JobSearchIndex): Promise<{ from: JobListAnswer['totalFrom'][]; paths: JobListAnswer['path'][] }> => {
    const all = await reference({ ...filter, liveOnly: true });
    const criteria = await withPlaceTerms({ ...filter, liveOnly: true });
    const limit = 5;
    const from: JobListAnswer['totalFrom'][] = [];
    const paths: JobListAnswer['path'][] = [];
    for (let page = 1; page <= 4; page++) {
      const offset = (page - 1) * limit;
      const answer = search ? await search.list(services.db, userId, criteria, { page, limit, offset }) : await findJobList(services.db, userId, criteria, { page, limit, offset }, listLimits);
      if (search && !criteria.companyName) expect(answer.path).toBe('bitmaps');
      seen.add(answer.path);
      from.push(answer.totalFrom);
      paths.push(answer.path);
      expect(answer.ids).toEqual(all.slice(offset, Math.max(offset, Math.min(offset + limit, listLimits.reach))));
      if (all.length <= listLimits.reach) expect([answer.total, answer.totalIsExact]).toEqual([all.length, true]);
      else expect([answer.total, answer.totalIsExact]).toEqual([listLimits.reach, false]);
    }
    return { from, paths };
  };

  it.each(FILTERS)('%s: every page and the total', async (_name, filter) => {
    await expectPages(filter, limits);
  });

  it.each(FACT_FILTERS)('%s: every page and the total', async (_name, filter) => {
    await expectPages(filter(), limits);
  });

  it('on the term bitmaps: every filter kind, sorted by date (pinned first) and by pay, every page and the total', async () => {
    const search = await searchOnBitmaps();
    for (const [, filter] of FILTERS) await expectPages(filter, limits, search);
    for (const [, filter] of FACT_FILTERS) await expectPages(filter(), limits, search);
    // Jobs written after the build are numbered out of date order: still listed in it.
    const late = [await createJob(services, { category: 'design', tags: [tag('late')], datePosted: new Date(Date.now() - 500 * HOUR) }), await createJob(services, { category: 'design', tags: [tag('late')], pinTill: new Date(Date.now() + HOUR), datePosted: new Date(Date.now() - 600 * HOUR) })];
    await services.db.query(`UPDATE jobs SET date_posted = now() - interval '2 hours' WHERE id = (SELECT id FROM jobs WHERE category_slug = 'design' AND $1 = ANY(tags) AND NOT filled AND valid_through > now() ORDER BY date_posted LIMIT 1)`, [tag('common')]);
    await expectPages({ categorySlugs: ['design'] }, limits, search);
    await expectPages({ categorySlugs: ['design'], sort: 'pay' }, limits, search);
    for (const { id } of late) await services.db.query(`DELETE FROM jobs WHERE id = $1`, [id]);
  });

  it('with the keywords’ own counts, built by the sweep: a broad keyword’s total without gathering its matches', async () => {
    const keywordFilters = FILTERS.filter(([, c]) => c.query);
    for (const [, { query }] of keywordFilters) await wantKeywordCube(services.db, query!);
    // The building step alone: the job whose time ran out stays in job_search_words and in the
    // keyword's cells, so the lower bound must take it off.
    await sweepKeywordCubes(services.db);
    const from: Record<string, JobListAnswer['totalFrom'][]> = {};
    const paths: Record<string, JobListAnswer['path'][]> = {};
    for (const [name, filter] of keywordFilters) ({ from: from[name], paths: paths[name] } = await expectPages(filter, { ...limits, keywordCubes: true }));
    // Broad enough that the keyword's cells put even its lower bound past the reach.
    expect(from['a broad keyword']).toEqual(['keyword-counts', 'keyword-counts', 'keyword-counts', 'keyword-counts']);
    // So its pages within the reach walk the keyword's own jobs by date (keyword_jobs), pinned first.
    expect(paths['a broad keyword']).toEqual(['keyword-walk', 'keyword-walk', 'keyword-walk', 'beyond-reach']);
    // A narrow one is gathered and counted exactly, as without counts of its own.
    expect(from['a keyword']).toEqual(['matches', 'matches', 'matches', 'matches']);
    // With hide viewed and a category, the walk tests the rest of the filter on each of the keyword's jobs.
    for (const [name, filter] of keywordFilters) {
      const hideViewed = await expectPages({ ...filter, hideViewed: true, categorySlugs: ['programming', 'design'] }, { ...limits, keywordCubes: true });
      if (name === 'a broad keyword') expect(hideViewed.paths).toContain('keyword-walk');
    }
    // A keyword its cells hold none of in a category: nothing to gather.
    expect(await expectPages({ query: 'golang', categorySlugs: ['legal'] }, { ...limits, keywordCubes: true })).toEqual({
      from: Array(4).fill('keyword-counts'),
      paths: Array(4).fill('known-empty'),
    });
    // A walk out of its budget before the page is full takes the other paths, with the same pages.
    const broadKeyword = keywordFilters.find(([name]) => name === 'a broad keyword')![1];
    const outOfBudget = await expectPages(broadKeyword, { ...limits, keywordCubes: true, walkBudget: 3 });
    expect(outOfBudget.paths).not.toContain('keyword-walk');
    // A pinned posting among the keyword's newest jobs comes first, once: the walk leaves pins out.
    const { id: newest } = await createJob(services, { category: 'programming', tags: common, title: 'Pinned Newest Engineer', datePosted: new Date(), pinTill: new Date(Date.now() + 24 * HOUR) });
    try {
      expect((await expectPages(broadKeyword, { ...limits, keywordCubes: true })).paths[0]).toBe('keyword-walk');
    } finally {
      await services.db.query(`DELETE FROM jobs WHERE id = $1`, [newest]);
    }
  });

  it('counts that say no live job matches are the answer, and a job written since is listed at once', async () => {
    const absent: JobCriteria = { categorySlugs: ['legal'], tags: [tag('figma')] };
    const before = await expectPages(absent, limits);
    expect(before).toEqual({ from: Array(4).fill('facet-counts'), paths: Array(4).fill('known-empty') });
    // The counts' deltas are written with the job, not by the sweep: no stale "none".
    const { id } = await createJob(services, { category: 'legal', tags: [tag('figma')], title: 'Contracts Counsel' });
    try {
      const after = await expectPages(absent, limits);
      expect(after.paths[0]).toBe('matches');
      expect((await findJobList(services.db, userId, { ...absent, liveOnly: true }, { page: 1, limit: 5, offset: 0 }, limits)).ids).toEqual([id]);
    } finally {
      await services.db.query(`DELETE FROM jobs WHERE id = $1`, [id]);
    }
    expect((await expectPages(absent, limits)).paths[0]).toBe('known-empty');
  });

  it('broad tags sparse in the catalogue walk their own jobs newest first (tag_jobs), every page as the reference', async () => {
    // 17 jobs, the newest two and 3 others carrying both tags: merged by date, each listed once.
    // Deeper pages read most of the 22 tag rows, where sorting the 17 matches costs less.
    const both: string[] = [];
    for (const hours of [0.1, 0.2]) both.push((await createJob(services, { category: 'writing', tags: [tag('pair-a'), tag('pair-b')], datePosted: new Date(Date.now() - hours * HOUR) })).id);
    const pair: JobCriteria = { tags: [tag('pair-a'), tag('pair-b')] };
    try {
      expect((await expectPages(pair, limits)).paths).toEqual(['tag-walk', 'sorted-matches', 'sorted-matches', 'beyond-reach']);
    } finally {
      await services.db.query(`DELETE FROM jobs WHERE id = ANY($1::uuid[])`, [both]);
    }
    // With hide viewed and a category each of the tags' jobs is tested for the whole filter.
    expect((await expectPages({ ...pair, categorySlugs: ['writing', 'design'], hideViewed: true }, limits)).paths).toContain('tag-walk');
    // A pinned posting carrying one of the tags comes first, once, however old.
    const { id: pinned } = await createJob(services, { category: 'writing', tags: [tag('pair-b')], title: 'Pinned Editor', datePosted: new Date(Date.now() - 2000 * HOUR), pinTill: new Date(Date.now() + 24 * HOUR) });
    try {
      expect((await expectPages(pair, limits)).paths[0]).toBe('tag-walk');
    } finally {
      await services.db.query(`DELETE FROM jobs WHERE id = $1`, [pinned]);
    }
    // A walk out of its budget before the page is full takes the other paths, with the same pages.
    expect((await expectPages(pair, { ...limits, walkBudget: 3 })).paths).not.toContain('tag-walk');
  });

  it('a broad keyword sorted by pay walks the pay index of job_search_words, every page as the reference', async () => {
    const criteria: JobCriteria = { liveOnly: true, query: 'engineer', sort: 'pay' };
    // The walk-or-sort rule bounds a keyword by its words' frequencies, as ANALYZE (autovacuum) keeps them.
    await services.db.query('ANALYZE job_search_words');
    const all = await reference(criteria);
    expect(all.length).toBeGreaterThan(limits.reach);
    for (let page = 1; page <= 2; page++) {
      const offset = (page - 1) * 5;
      const answer = await findJobList(services.db, userId, criteria, { page, limit: 5, offset }, { ...limits, walkBudget: 10_000 });
      // Before job_search_words had a pay index, a keyword sorted by pay sorted every match.
      expect([answer.path, answer.ids]).toEqual(['walk', all.slice(offset, offset + 5)]);
    }
  });
});

/**
 * A broad list's pinned matches come first. They are gathered from the pinned rows' own GIN
 * indexes (migration 1765800000000) when the filter has a term or keyword to gather by, and
 * walked along the pinned rows' date index otherwise: both must give the reference's pinned
 * jobs in its order. (Which index the planner reads is the benchmark's to show: on a catalogue
 * of a few dozen rows any of them is as cheap.)
 */
describe('a broad list’s pinned matches', () => {
  const PINNED_FILTERS: [string, Reference][] = [
    ['a broad tag', { tags: common }],
    ['a category, the tag and hide viewed', { categorySlugs: ['design'], tags: common, hideViewed: true }],
    ['two tags', { tags: [tag('figma'), tag('pair-a')] }],
    ['a keyword', { query: 'engineer' }],
    ['a keyword and a category', { query: 'engineer', categorySlugs: ['design'] }],
  ];

  /** The reference's pinned jobs (pin_till in the future), in its order. */
  const referencePinned = async (criteria: Reference): Promise<string[]> => {
    const all = await reference(criteria);
    const pinned = new Set<string>(
      (await services.db.query(`SELECT id::text FROM jobs WHERE id = ANY($1::uuid[]) AND pin_till > now()`, [all])).map((r: { id: string }) => r.id),
    );
    return all.filter((id) => pinned.has(id));
  };

  it.each(PINNED_FILTERS)('%s: gathered and walked, the reference’s pinned jobs in its order', async (_name, filter) => {
    const criteria = await withPlaceTerms({ ...filter, liveOnly: true });
    const want = await referencePinned({ ...filter, liveOnly: true });
    expect(want.length).toBeGreaterThan(0);
    const found = await readOnly(services.db, async (client) => ({
      walked: await pinnedMatches(client, userId, criteria, limits.reach, 'walk'),
      gathered: await pinnedMatches(client, userId, criteria, limits.reach, 'gather'),
    }));
    expect(found).toEqual({ walked: want, gathered: want });
  });

  it('a list with nothing to gather by walks them, as one whose filter is dense; a sparser one or a keyword gathers them', async () => {
    const page = { page: 1, limit: 5, offset: 0 };
    for (const criteria of [{}, { hideViewed: true }] as JobCriteria[]) {
      const answer = await findJobList(services.db, userId, { ...criteria, liveOnly: true }, page, limits);
      expect({ path: answer.path, pinned: answer.pinned, ids: answer.ids }).toEqual({ path: 'walk', pinned: 'walked', ids: (await reference({ ...criteria, liveOnly: true })).slice(0, 5) });
    }
    const tags: JobCriteria = { liveOnly: true, tags: common };
    const bounds = (estimate: number) => ({ lower: 0, upper: estimate, scanned: 16_000, estimate });
    expect(gathersPinned(tags, tags, bounds(1_000), 1 / 16)).toBe(true);
    expect(gathersPinned(tags, tags, bounds(1_001), 1 / 16)).toBe(false);
    // A keyword without counts of its own has no estimate; a company's list reads jobs, which has no such index.
    expect(gathersPinned({ liveOnly: true, query: 'engineer' }, { liveOnly: true, query: 'engineer' }, undefined, 1 / 16)).toBe(true);
    expect(gathersPinned({ liveOnly: true, companyName: company }, { liveOnly: true, companyName: company }, undefined, 1)).toBe(false);
    // Facts alone, all of them tested on rows: nothing to gather by but every pinned row.
    const dense: JobCriteria = { liveOnly: true, withPay: true, rowFacts: ['pay'] };
    expect(gathersPinned(dense, dense, bounds(10), 1)).toBe(false);
  });
});

/**
 * A broad list sorted by pay is read from the top pay bands down (sortedByPayBands): batch after
 * batch of bands, then the jobs without pay. Its first `reach` jobs must be the reference's.
 */
describe('a broad list sorted by pay, read by pay band', () => {
  const BY_PAY: [string, () => Reference][] = [
    ['the facts’ tag: paid jobs over several batches, then the unpaid ones', () => ({ sort: 'pay', tags: facts })],
    ['a minimum pay inside a band: from its own band down to it', () => ({ sort: 'pay', tags: facts, minPayUsd: 95_500 })],
    ['with pay only: never the unpaid ones', () => ({ sort: 'pay', tags: facts, withPay: true })],
    ['a keyword, on job_search_words', () => ({ sort: 'pay', query: 'analyst' })],
    ['a place, hide viewed and a hidden company', () => ({ sort: 'pay', tags: facts, place: { seeker: { country: 'DE' }, filter: 'open' }, hideViewed: true, hiddenCompanyIds: [hiddenCompanyId] })],
  ];

  it.each(BY_PAY)('%s', async (_name, filter) => {
    const criteria = await withPlaceTerms({ ...filter(), liveOnly: true });
    const want = await reference({ ...filter(), liveOnly: true });
    expect(want.length).toBeGreaterThan(3);
    for (const reach of [3, limits.reach, 1_000]) {
      const found = await readOnly(services.db, (client) => sortedByPayBands(client, userId, criteria, reach));
      expect({ reach, found }).toEqual({ reach, found: want.slice(0, reach) });
    }
  });
});

/**
 * The filter panel's counts: each option's count is the reference list's length with that option
 * alone in its group, capped at the reach. Three bounds on the one pass send every group down
 * each path the counting has: job_facet_counts (with the unswept ended job and the viewed ones
 * taken off), one pass over the whole set, and a pass over part of it (20 jobs: some options
 * already past the reach of 12 there, the others counted one by one), for tags and a keyword;
 * then the keywords' own counts (keyword_facet_counts), built by the sweep.
 */
describe('the filter panel counts equal the reference list with each option picked', () => {
  const seen = new Set<FacetPath>();
  afterAll(() => {
    expect([...seen].sort()).toEqual(['bitmaps', 'bounded', 'facet-counts', 'fact-counts', 'fact-pass', 'keyword-counts', 'keyword-pass', 'keyword-sampled']);
  });

  // The panel is not offered on a company's page.
  const FACET_FILTERS: [string, Reference][] = FILTERS.filter(([, c]) => !c.companyName);
  const factFacetFilters = (): [string, Reference][] => FACT_FILTERS.map(([name, filter]) => [name, filter()]);
  const choices = () => ({
    boards: Object.entries(boards).map(([name, id]) => ({ id, name })),
    categories: ['programming', 'design', 'sales-marketing', 'writing', 'legal', 'product'].map((slug) => ({ slug, title: slug })),
    tags: [tag('common'), tag('figma'), 'typescript', 'go', tag('facts')],
  });
  const optionCriteria = (criteria: Reference, group: FacetGroup, value: string): Reference => {
    if (group === 'boards') return { ...criteria, boardIds: [boards[value]] };
    if (group === 'categories') return { ...criteria, categorySlugs: [value] };
    if (group === 'tags') return { ...criteria, tags: [value] };
    return { ...criteria, worldwide: true };
  };
  const capped = (n: number) => ({ count: Math.min(n, limits.reach), countIsExact: n <= limits.reach });

  const expectCounts = async (facetLimits: FacetLimits, filters = FACET_FILTERS, search?: JobSearchIndex) => {
    for (const [name, filter] of filters) {
      const criteria: Reference = { ...filter, liveOnly: true };
      const withPlaces = await withPlaceTerms(criteria);
      const facets = search ? await search.panel(services.db, userId, withPlaces, choices()) : await findJobFacets(services.db, userId, withPlaces, choices(), facetLimits);
      if (search) expect({ filter: name, path: facets.paths.boards }).toEqual({ filter: name, path: 'bitmaps' });
      // A keyword with built counts reads its cells, by fact term when the seeker's facts are on.
      if (facetLimits.keywordCubes && criteria.query && !criteria.sort) {
        const expected = factGroups(withPlaces).length ? (facets.paths.categories === 'fact-pass' ? 'fact-pass' : 'fact-counts') : 'keyword-counts';
        expect({ filter: name, path: facets.paths.categories }).toEqual({ filter: name, path: expected });
      }
      Object.values(facets.paths).forEach((p) => seen.add(p));
      for (const group of ['boards', 'categories', 'tags'] as const) {
        for (const { value, count, countIsExact } of facets[group]) {
          const want = capped((await reference(optionCriteria(criteria, group, value))).length);
          expect({ filter: name, value, count, countIsExact }).toEqual({ filter: name, value, ...want });
        }
      }
      const worldwide = capped((await reference(optionCriteria(criteria, 'worldwide', ''))).length);
      expect({ filter: name, ...facets.worldwide }).toEqual({ filter: name, ...worldwide });
    }
  };

  it.each([0, 20, 10_000])('with at most %i jobs counted in one pass', async (passLimit) => {
    // The same bound for the options in between with several tags: counted one by one at 0 and
    // 20, in one pass at 10,000.
    await expectCounts({ reach: limits.reach, passLimit, keywordCubes: false, boundedPassLimit: passLimit, factPassRowsPerCount: 0, factPassLimit: 0 });
  });

  it.each([0, 20, 10_000])('the seeker’s facts, hidden companies and second sources, with at most %i jobs counted in one pass', async (passLimit) => {
    await expectCounts({ reach: limits.reach, passLimit, keywordCubes: false, boundedPassLimit: passLimit, factPassRowsPerCount: 0, factPassLimit: 0 }, factFacetFilters());
  });

  it('on the term bitmaps: every filter kind, the seeker’s facts, hidden companies, second sources, OR and NOT, and the job whose time ran out since the sweep', async () => {
    const search = await searchOnBitmaps();
    await expectCounts(FACETS_BY_PATHS, [...FACET_FILTERS, ...factFacetFilters(), ['a keyword with OR and NOT', { query: 'golang or analyst -backend' }]], search);
    // A phrase needs word positions, and a lexeme on fewer jobs than a copy keeps is not in it:
    // PostgreSQL counts both.
    const phrase = await search.panel(services.db, userId, { query: '"platform engineer"', liveOnly: true }, choices());
    expect(phrase.paths.boards).not.toBe('bitmaps');
    const pruned = await searchOnBitmaps(new JobTermIndex(services.db, { keepLexemesFrom: 10 }));
    const rare = await pruned.panel(services.db, userId, { query: 'golang', liveOnly: true }, choices());
    const common = await pruned.panel(services.db, userId, { query: 'analyst', liveOnly: true }, choices());
    expect([rare.paths.boards === 'bitmaps', common.paths.boards]).toEqual([false, 'bitmaps']);
  });

  it('with the keywords’ own counts, built by the sweep for keywords searched', async () => {
    for (const [, { query }] of FACET_FILTERS) if (query) await wantKeywordCube(services.db, query);
    // The sweep's building step alone: the job whose time ran out keeps its row in
    // job_search_words, counted in the keyword's cells as in job_facet_counts, and the panel
    // must take it off.
    await sweepKeywordCubes(services.db);
    await expectCounts({ reach: limits.reach, passLimit: 0, keywordCubes: true, boundedPassLimit: 10_000, factPassRowsPerCount: 0, factPassLimit: 0 });
  });

  it('the seeker’s facts with a keyword’s own counts, its cells by fact term built by the sweep', async () => {
    // Every fact filter with a broad keyword and a narrow one; the sweep builds both keywords'
    // cells, by fact term too (keyword_fact_counts), which the panel reads instead of a pass.
    const filters = factFacetFilters().flatMap(([name, filter]): [string, Reference][] =>
      filter.sort ? [] : [[`${name}, keyword "engineer"`, { ...filter, query: 'engineer' }], [`${name}, keyword "analyst"`, { ...filter, query: 'analyst' }]],
    );
    for (const query of ['engineer', 'analyst']) await wantKeywordCube(services.db, query);
    await sweepKeywordCubes(services.db);
    await expectCounts({ reach: limits.reach, passLimit: 0, keywordCubes: true, boundedPassLimit: 0, factPassRowsPerCount: 0, factPassLimit: 0 }, filters);
  });

  it.each([
    ['every job carrying the facts', 1_000_000],
    ['at most 2 jobs, the options it leaves within the reach then counted on their own', 2],
  ])('the seeker’s facts counted in one pass over %s, with and without a keyword’s own counts', async (_, factPassLimit) => {
    // Options the cells leave undecided would each be counted on their own; with a pass allowed
    // any number of rows per option, every panel that has two of them reads the jobs carrying all
    // its facts instead. A pass cut short at its limit gives lower bounds and must still end exact.
    const paths = new Set<FacetPath>();
    const facetLimits: FacetLimits = { reach: limits.reach, passLimit: 0, keywordCubes: true, boundedPassLimit: 0, factPassRowsPerCount: 1_000_000, factPassLimit };
    const filters = factFacetFilters().flatMap(([name, filter]): [string, Reference][] => (filter.sort ? [] : [[name, filter], [`${name}, keyword "engineer"`, { ...filter, query: 'engineer' }]]));
    for (const [name, filter] of filters) {
      const criteria = await withPlaceTerms({ ...filter, liveOnly: true });
      if (!factGroups(criteria).length) continue;
      const facets = await findJobFacets(services.db, userId, criteria, choices(), facetLimits);
      paths.add(facets.paths.categories);
      await expectCounts(facetLimits, [[name, filter]]);
    }
    expect(paths.has('fact-pass')).toBe(true);
  });

  it('with a keyword’s own counts, the boards’ second-source jobs among its matches', async () => {
    // Every fourth Analyst is also on Remote OK: counted for Remote OK's option, and for every
    // option when Remote OK is chosen, found by their lexemes beside the keyword's.
    await wantKeywordCube(services.db, 'analyst');
    await sweepKeywordCubes(services.db);
    await expectCounts({ reach: limits.reach, passLimit: 0, keywordCubes: true, boundedPassLimit: 10_000, factPassRowsPerCount: 0, factPassLimit: 0 }, [
      ['a keyword whose jobs have second sources', { query: 'analyst' }],
      ['the same keyword on a board it is a second source of', { query: 'analyst', boardIds: [boards['Remote OK']] }],
    ]);
  });
});
