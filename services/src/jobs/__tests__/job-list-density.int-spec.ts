import { randomUUID } from 'node:crypto';
import type { Services } from '../../app/services';
import { createJob, createUser } from '../../test/factories';
import { createTestServices } from '../../test/services';
import type { JobCriteria } from '../job-criteria';
import { keywordEstimate, sortBeatsWalk, sortIsCheaper, termBounds } from '../job-list-density';
import { readOnly } from '../job-list-engine';
import { findKeywordCube, sweepKeywordCubes, wantKeywordCube } from '../keyword-facets';

/**
 * Which way a list of more than LIST_REACH matches is read: the date walk for a dense filter, a
 * sort of every match for a sparse one (the 1M benchmark's slowest lists were sparse lists walked).
 */
describe('the walk or the sort, by the rule', () => {
  it.each([
    // keyword "nurse" at a million jobs: 10,066 live matches; page 5 walks ~5,000 toasted rows.
    ['a keyword in 1% of jobs, page 5', { matches: 10_066, scanned: 1_000_000, reach: 50, table: 'jobs' as const }, true],
    // keyword "excel": 150,000 matches, page 5 found within ~330 rows.
    ['a keyword in 15% of jobs, page 5', { matches: 150_000, scanned: 1_000_000, reach: 50, table: 'jobs' as const }, false],
    // a tag in 6% of live jobs, page 1: ~160 narrow rows.
    ['a common tag, page 1', { matches: 40_000, scanned: 670_000, reach: 10, table: 'job_search' as const }, false],
    // two tags with 2,000 jobs between them: page 2 walks ~6,700 rows to sort 2,000.
    ['two sparse tags, page 2', { matches: 2_000, scanned: 670_000, reach: 20, table: 'job_search' as const }, true],
  ])('%s', (_name, input, sort) => {
    expect(sortIsCheaper(input)).toBe(sort);
  });
});

describe('the bounds it reads', () => {
  let services: Services;
  let userId: string;
  const rare = `rare-${randomUUID().slice(0, 8)}`;
  const other = `${rare}-other`;
  beforeAll(async () => {
    services = await createTestServices();
    ({ userId } = await createUser(services));
    // Three design jobs of the rare tag, one of them with the other tag too; one more of the other.
    for (let i = 0; i < 3; i++) await createJob(services, { category: 'design', tags: i ? [rare] : [rare, other], title: `Zyxwvu${rare.slice(5)} designer` });
    await createJob(services, { category: 'writing', tags: [other] });
  });

  const bounds = (criteria: JobCriteria) => readOnly(services.db, (client) => termBounds(client, userId, { liveOnly: true, ...criteria }));

  it('counts one tag within the chosen categories exactly, from the counts table', async () => {
    expect((await bounds({ tags: [rare], categorySlugs: ['design', 'writing'] })).upper).toBe(3);
    expect((await bounds({ tags: [other], categorySlugs: ['writing'] })).upper).toBe(1);
    expect((await bounds({ tags: [rare], categorySlugs: ['writing'] })).upper).toBe(0);
  });

  it('bounds several tags between the largest and their sum (a job may carry both)', async () => {
    const { lower, upper } = await bounds({ tags: [rare, other] });
    expect(upper).toBe(5); // 4 jobs
    expect(lower).toBeLessThanOrEqual(3);
  });

  it('takes the caller’s viewed jobs off the lower bound when they are hidden', async () => {
    const [seen] = await services.db.query(`SELECT id FROM jobs WHERE $1 = ANY(tags) LIMIT 1`, [rare]);
    await services.db.query(`INSERT INTO job_visits (user_id, job_id) VALUES ($1, $2)`, [userId, seen.id]);
    const shown = await bounds({ tags: [rare] });
    const hidden = await bounds({ tags: [rare], hideViewed: true });
    expect(hidden.upper).toBe(shown.upper);
    expect(hidden.lower).toBe(Math.max(shown.lower - 1, 0));
  });
  it('counts one seeker’s fact within the chosen tag exactly, and bounds two from both sides, from the cells by fact term', async () => {
    const kind = `kind-${randomUUID().slice(0, 8)}`;
    // Five jobs of the tag: three senior (two of them contracts), two junior contracts.
    for (const [seniority, jobType] of [['senior', 'Contract'], ['senior', 'Contract'], ['senior', 'Full-Time'], ['junior', 'Contract'], ['junior', 'Contract']]) {
      await createJob(services, { category: 'design', tags: [kind], seniority, jobType });
    }
    // Without the cells by fact term, a fact group's bounds were its size in the whole catalogue.
    expect(await bounds({ tags: [kind], seniorities: ['senior'] })).toMatchObject({ lower: 3, upper: 3 });
    expect(await bounds({ tags: [kind], jobTypes: ['contract'], categorySlugs: ['design'] })).toMatchObject({ lower: 4, upper: 4 });
    // Senior contracts: at most the 3 seniors, at least 3 + 4 − 5 of the tag's jobs.
    expect(await bounds({ tags: [kind], seniorities: ['senior'], jobTypes: ['contract'] })).toMatchObject({ lower: 2, upper: 3 });
  });

  it('test a minimum pay of many bands on rows for a keyword whose own cells hold fewer jobs, never on job_search', async () => {
    // Paid jobs of other words: the pay group (bands $50k and up: 46 terms) outnumbers the keyword's 3 jobs.
    for (let i = 0; i < 4; i++) await createJob(services, { category: 'writing', salary: { min: 90_000, max: 110_000, currency: 'USD', period: 'year' } });
    const query = `zyxwvu${rare.slice(5)}`;
    await wantKeywordCube(services.db, query);
    await sweepKeywordCubes(services.db);
    const keyword = await readOnly(services.db, async (client) => {
      const cube = await findKeywordCube(client, query);
      return termBounds(client, userId, { liveOnly: true, query, minPayUsd: 50_000 }, cube!.id);
    });
    // Its GIN scan would evaluate the 46-band tsquery on each of the keyword's jobs.
    expect(keyword.wideFacts).toEqual(['pay']);
    expect(keyword.denseFacts).toContain('pay');
    // On job_search the bands' overlap is cheap to gather: only a dense group is tested on rows.
    expect((await bounds({ tags: [rare], minPayUsd: 50_000 })).wideFacts).toEqual([]);
    // Fewer bands than MANY_TERMS: gathered.
    const topBands = await readOnly(services.db, async (client) => termBounds(client, userId, { liveOnly: true, query, minPayUsd: 460_000 }, (await findKeywordCube(client, query))!.id));
    expect(topBands.wideFacts).toEqual([]);
  });

  it('are read in transactions that plan no parallel workers (they would compete with the other requests for the cores)', async () => {
    const [{ max_parallel_workers_per_gather: workers }] = await services.db.query('SHOW max_parallel_workers_per_gather');
    expect(workers).not.toBe('0');
    const inside = await readOnly(services.db, async (client) => (await client.query('SHOW max_parallel_workers_per_gather')).rows[0].max_parallel_workers_per_gather);
    expect(inside).toBe('0');
  });

  afterAll(() => services.close());

  const decide = (criteria: JobCriteria, reach: number) => readOnly(services.db, (client) => sortBeatsWalk(client, userId, { liveOnly: true, ...criteria }, reach));

  it('sorts a rare tag’s matches rather than walk the catalogue for them', async () => {
    expect(await decide({ tags: [rare] }, 1000)).toBe(true);
  });

  it('walks when the chosen categories hold every live job', async () => {
    const categories: { slug: string }[] = await services.db.query(`SELECT slug FROM job_categories`);
    expect(await decide({ categorySlugs: categories.map((c) => c.slug) }, 1)).toBe(false);
  });

  it('sorts a rare keyword’s matches (its rarest word in the lexeme statistics)', async () => {
    await services.db.query(`ANALYZE job_search_words`);
    expect(await decide({ query: `zyxwvu${rare.slice(5)}` }, 1000)).toBe(true);
  });

  it('bounds a keyword by its rarest word, not by its words’ frequencies multiplied', async () => {
    // Both words are in exactly the three jobs: independence would guess 3 × 3 ÷ the catalogue.
    await services.db.query(`ANALYZE job_search_words`);
    const words = `zyxwvu${rare.slice(5)} designer`;
    const bound = await readOnly(services.db, (client) => keywordEstimate(client, 'job_search_words', words));
    expect(bound).toBeGreaterThanOrEqual(3);
  });

  it('walks when nothing bounds the matches (a company)', async () => {
    expect(await decide({ companyName: 'Anyone' }, 1000)).toBe(false);
  });
});
