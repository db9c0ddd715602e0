import { randomUUID } from 'node:crypto';
import type { Services } from '../../app/services';
import { createJob, createUser } from '../../test/factories';
import { createTestServices } from '../../test/services';
import type { JobCriteria } from '../job-criteria';
import { type FacetGroup, type FacetLimits, type FacetPath, findJobFacets } from '../job-facets';
import { findJobList, type JobListAnswer, type ListLimits } from '../job-list-engine';
import { sweepJobSearch } from '../job-search-sweep';
import { sweepKeywordCubes, wantKeywordCube } from '../keyword-facets';

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
const limits: ListLimits = { reach: 12, walkBudget: 40, keywordCubes: false };
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
    await add({ category: 'programming', tags: [tag('common'), i % 3 ? 'typescript' : 'go'], board: i % 2 ? 'RemoteOK' : 'Remotive', worldwide: i % 4 === 0, companyName: i < 8 ? company : undefined, title: i % 5 ? 'Backend Engineer' : 'Golang Platform Engineer' });
  }
  // A tag common in design and rare in sales & marketing (the planner's trap).
  for (let i = 0; i < 15; i++) await add({ category: 'design', tags: [tag('common'), tag('figma')], board: 'Himalayas' });
  await add({ category: 'sales-marketing', tags: [tag('common'), tag('figma')], board: 'Himalayas' });
  // Two tags each under the reach in writing and together over it: the counts table can only
  // bound writing's count with both chosen (9 and 9, 15 jobs).
  for (let i = 0; i < 15; i++) await add({ category: 'writing', tags: i < 6 ? [tag('pair-a')] : i < 12 ? [tag('pair-b')] : [tag('pair-a'), tag('pair-b')], board: 'Remotive' });
  // Pinned postings, one of them old: pinned first whatever their date.
  await add({ category: 'programming', tags: [tag('common')], pinTill: new Date(now + 48 * HOUR), datePosted: new Date(now - 900 * HOUR) });
  await add({ category: 'design', tags: [tag('common'), tag('figma')], pinTill: new Date(now + 24 * HOUR) });
  // Not live: a pin that ran out, an expired and a filled posting, all carrying the tags.
  await add({ category: 'programming', tags: [tag('common')], pinTill: new Date(now - HOUR) });
  await add({ category: 'programming', tags: [tag('common'), tag('figma')], datePosted: new Date(now - 40 * 24 * HOUR), validThrough: new Date(now - HOUR) });
  await add({ category: 'design', tags: [tag('common'), tag('figma')], filled: true });
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
  const rows = await services.db.query(
    `SELECT j.id FROM jobs j WHERE $1::uuid IS NOT NULL AND ${conditions.join(' AND ')}
      ORDER BY CASE WHEN j.pin_till > now() THEN 0 ELSE 1 END, j.date_posted DESC, j.id DESC`,
    values,
  );
  return rows.map((r: { id: string }) => r.id);
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
  ['every facet group and hide viewed', { boardIds: [boards.Himalayas, boards.RemoteOK], categorySlugs: ['design', 'programming'], tags: common, worldwide: true, hideViewed: true }],
  ['a keyword', { query: 'golang', tags: common }],
  ['a keyword present in one category and absent from the other', { query: 'golang', categorySlugs: ['programming', 'design'] }],
  ['a keyword with a category and hide viewed', { query: 'engineer', categorySlugs: ['programming'], hideViewed: true }],
  ['a broad keyword', { query: 'engineer' }],
  ['a company', { companyName: company.toUpperCase() }],
  ['a company and worldwide', { companyName: company, worldwide: true }],
];

describe('the job list engine equals a plain reference query', () => {
  const seen = new Set<JobListAnswer['path']>();

  afterAll(() => {
    // The table above must keep reaching every path, or a path could break unseen.
    expect([...seen].sort()).toEqual(['beyond-reach', 'matches', 'sorted-matches', 'walk']);
  });

  /** Pages 1 to 4 of the filter against the reference; how each page's total was learned. */
  const expectPages = async (filter: JobCriteria, listLimits: ListLimits): Promise<JobListAnswer['totalFrom'][]> => {
    const criteria: JobCriteria = { ...filter, liveOnly: true };
    const all = await reference(criteria);
    const limit = 5;
    const from: JobListAnswer['totalFrom'][] = [];
    for (let page = 1; page <= 4; page++) {
      const offset = (page - 1) * limit;
      const answer = await findJobList(services.db, userId, criteria, { page, limit, offset }, listLimits);
      seen.add(answer.path);
      from.push(answer.totalFrom);
      expect(answer.ids).toEqual(all.slice(offset, Math.max(offset, Math.min(offset + limit, listLimits.reach))));
      if (all.length <= listLimits.reach) expect([answer.total, answer.totalIsExact]).toEqual([all.length, true]);
      else expect([answer.total, answer.totalIsExact]).toEqual([listLimits.reach, false]);
    }
    return from;
  };

  it.each(FILTERS)('%s: every page and the total', async (_name, filter) => {
    await expectPages(filter, limits);
  });

  it('with the keywords’ own counts, built by the sweep: a broad keyword’s total without gathering its matches', async () => {
    const keywordFilters = FILTERS.filter(([, c]) => c.query);
    for (const [, { query }] of keywordFilters) await wantKeywordCube(services.db, query!);
    // The building step alone: the job whose time ran out stays in job_search_words and in the
    // keyword's cells, so the lower bound must take it off.
    await sweepKeywordCubes(services.db);
    const from: Record<string, JobListAnswer['totalFrom'][]> = {};
    for (const [name, filter] of keywordFilters) from[name] = await expectPages(filter, { ...limits, keywordCubes: true });
    // Broad enough that the keyword's cells put even its lower bound past the reach.
    expect(from['a broad keyword']).toEqual(['keyword-counts', 'keyword-counts', 'keyword-counts', 'keyword-counts']);
    // A narrow one is gathered and counted exactly, as without counts of its own.
    expect(from['a keyword']).toEqual(['matches', 'matches', 'matches', 'matches']);
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
    expect([...seen].sort()).toEqual(['bounded', 'facet-counts', 'keyword-counts', 'keyword-pass', 'keyword-sampled']);
  });

  // The panel is not offered on a company's page.
  const FACET_FILTERS = FILTERS.filter(([, c]) => !c.companyName);
  const choices = () => ({
    boards: Object.entries(boards).map(([name, id]) => ({ id, name })),
    categories: ['programming', 'design', 'sales-marketing', 'writing', 'legal'].map((slug) => ({ slug, title: slug })),
    tags: [tag('common'), tag('figma'), 'typescript', 'go'],
  });
  const optionCriteria = (criteria: JobCriteria, group: FacetGroup, value: string): JobCriteria => {
    if (group === 'boards') return { ...criteria, boardIds: [boards[value]] };
    if (group === 'categories') return { ...criteria, categorySlugs: [value] };
    if (group === 'tags') return { ...criteria, tags: [value] };
    return { ...criteria, worldwide: true };
  };
  const capped = (n: number) => ({ count: Math.min(n, limits.reach), countIsExact: n <= limits.reach });

  const expectCounts = async (facetLimits: FacetLimits) => {
    for (const [name, filter] of FACET_FILTERS) {
      const criteria: JobCriteria = { ...filter, liveOnly: true };
      const facets = await findJobFacets(services.db, userId, criteria, choices(), facetLimits);
      if (facetLimits.keywordCubes && criteria.query) expect({ filter: name, path: facets.paths.categories }).toEqual({ filter: name, path: 'keyword-counts' });
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
    await expectCounts({ reach: limits.reach, passLimit, keywordCubes: false, boundedPassLimit: passLimit });
  });

  it('with the keywords’ own counts, built by the sweep for keywords searched', async () => {
    for (const [, { query }] of FACET_FILTERS) if (query) await wantKeywordCube(services.db, query);
    // The sweep's building step alone: the job whose time ran out keeps its row in
    // job_search_words, counted in the keyword's cells as in job_facet_counts, and the panel
    // must take it off.
    await sweepKeywordCubes(services.db);
    await expectCounts({ reach: limits.reach, passLimit: 0, keywordCubes: true, boundedPassLimit: 10_000 });
  });
});
