import { randomUUID } from 'node:crypto';
import type { Services } from '../../app/services';
import { createJob, createUser } from '../../test/factories';
import { createTestServices } from '../../test/services';
import type { JobCriteria } from '../job-criteria';
import { type FacetLimits, findJobFacets } from '../job-facets';
import { findJobList } from '../job-list-engine';
import { sweepJobSearch } from '../job-search-sweep';
import { KEYWORD_BUILDS_PER_SWEEP, sweepKeywordCubes, wantKeywordCube } from '../keyword-facets';

/**
 * A searched keyword's own panel counts (keyword_facet_counts): asked for when its panel had to
 * be sampled, built by the sweep, then read instead of counting; built without missing a writer
 * that was mid-transaction; dropped when nobody searched it for a week. Each run uses words of its
 * own, so other runs' jobs and keywords do not count here.
 */
let services: Services;
let userId: string;
const run = randomUUID().slice(0, 8);
// Letters only, so the English parser keeps each as one word.
const suffix = [...run].map((c) => String.fromCharCode(97 + parseInt(c, 16))).join('');
const word = (name: string) => `${name}${suffix}`;
const keyword = word('quokka');
const limits: FacetLimits = { reach: 12, passLimit: 3, keywordCubes: true, boundedPassLimit: 0, factPassRowsPerCount: 0, factPassLimit: 0 };
const choices = { boards: [], categories: ['programming', 'design'].map((slug) => ({ slug, title: slug })), tags: [] };

beforeAll(async () => {
  services = await createTestServices();
  ({ userId } = await createUser(services));
  for (let i = 0; i < 6; i++) await createJob(services, { title: `Senior ${keyword} Engineer`, category: i < 4 ? 'programming' : 'design' });
});

afterAll(async () => {
  // This run's keywords go with their counts, so a database the tests reuse never fills up.
  await services.db.transaction(async (tx) => {
    const [gone]: [{ id: number }[], number] = await tx.query(`DELETE FROM keyword_facets WHERE key LIKE '%' || $1 || '%' RETURNING id`, [suffix]);
    await tx.query(`DELETE FROM keyword_facet_counts WHERE keyword_id = ANY($1::int[])`, [gone.map((g) => g.id)]);
    await tx.query(`DELETE FROM keyword_jobs WHERE keyword_id = ANY($1::int[])`, [gone.map((g) => g.id)]);
  });
  await services.close();
});

const facetsFor = (query: string) => findJobFacets(services.db, userId, { query, liveOnly: true } satisfies JobCriteria, choices, limits);
const counts = (facets: Awaited<ReturnType<typeof facetsFor>>) => Object.fromEntries(facets.categories.map((c) => [c.value, c.count]));
const registered = async (query: string) =>
  (await services.db.query(`SELECT id, built FROM keyword_facets WHERE key = websearch_to_tsquery('english', $1)::text`, [query]))[0] as { id: number; built: boolean } | undefined;

/**
 * The keyword's stored cells against a plain count of the live jobs whose text matches it, and its
 * listed jobs (keyword_jobs, which its broad lists walk) against those jobs by date.
 */
async function expectKeywordExact(query: string): Promise<void> {
  const [{ stored, reference }] = await services.db.query(
    `SELECT (SELECT coalesce(array_agg(concat_ws(' ', board, category, worldwide, tag, n) ORDER BY concat_ws(' ', board, category, worldwide, tag, n)), '{}') FROM (
               SELECT board, category, worldwide, tag, sum(live) AS n FROM keyword_facet_counts
                WHERE keyword_id = (SELECT id FROM keyword_facets WHERE key = websearch_to_tsquery('english', $1)::text)
                GROUP BY 1, 2, 3, 4 HAVING sum(live) <> 0) s) AS stored,
            (SELECT coalesce(array_agg(concat_ws(' ', board, category, worldwide, tag, n) ORDER BY concat_ws(' ', board, category, worldwide, tag, n)), '{}') FROM (
               SELECT 'b:' || board_id AS board, 'c:' || category_slug AS category, worldwide, tag, count(*) AS n
                 FROM (SELECT j.*, '' AS tag FROM jobs j UNION ALL SELECT j.*, 't:' || unnest(j.tags) FROM jobs j) c
                WHERE NOT filled AND valid_through > now() AND search @@ websearch_to_tsquery('english', $1)
                GROUP BY 1, 2, 3, 4) r) AS reference`,
    [query],
  );
  expect(stored).toEqual(reference);
  expect(reference.length).toBeGreaterThan(0);
  const [{ listed, live }] = await services.db.query(
    `SELECT (SELECT coalesce(array_agg(concat_ws(' ', l.id, l.date_posted) ORDER BY l.date_posted DESC, l.id DESC), '{}') FROM keyword_jobs l
              WHERE l.keyword_id = (SELECT id FROM keyword_facets WHERE key = websearch_to_tsquery('english', $1)::text)) AS listed,
            (SELECT coalesce(array_agg(concat_ws(' ', j.id, j.date_posted) ORDER BY j.date_posted DESC, j.id DESC), '{}') FROM jobs j
              WHERE NOT filled AND valid_through > now() AND search @@ websearch_to_tsquery('english', $1)) AS live`,
    [query],
  );
  expect(listed).toEqual(live);
}

describe('a searched keyword’s own panel counts', () => {
  it('are asked for when the panel had to sample the keyword, built by the sweep, then read', async () => {
    const sampled = await facetsFor(keyword);
    expect(sampled.paths.categories).toBe('keyword-sampled');
    expect(counts(sampled)).toEqual({ programming: 4, design: 2 });
    expect(await registered(keyword)).toMatchObject({ built: false });

    expect((await sweepJobSearch(services.db)).keywordsBuilt).toBeGreaterThanOrEqual(1);
    expect(await registered(keyword)).toMatchObject({ built: true });
    // Another spelling of the same search is the same keyword.
    const built = await facetsFor(keyword.toUpperCase());
    expect(built.paths.categories).toBe('keyword-counts');
    expect(counts(built)).toEqual({ programming: 4, design: 2 });
    await expectKeywordExact(keyword);
  });

  it('are asked for when a pass read every match but more than a list reaches', async () => {
    const broad = word('numbat');
    for (let i = 0; i < limits.reach + 1; i++) await createJob(services, { title: `${broad} Analyst`, category: 'programming' });
    const read = await findJobFacets(services.db, userId, { query: broad, liveOnly: true }, choices, { ...limits, passLimit: 100 });
    expect(read.paths.categories).toBe('keyword-pass');
    expect(counts(read)).toEqual({ programming: limits.reach, design: 0 });
    expect(await registered(broad)).toMatchObject({ built: false });
  });

  it('are asked for by a list whose keyword matches more jobs than it reaches, then answer its total', async () => {
    const listLimits = { reach: 3, walkBudget: 100, keywordCubes: true, pinnedWalkShare: 1 / 16 };
    const list = (query: string) => findJobList(services.db, userId, { query, liveOnly: true }, { page: 1, limit: 2, offset: 0 }, listLimits);
    const broad = word('dingo');
    for (let i = 0; i < 5; i++) await createJob(services, { title: `${broad} Tester`, category: 'design', datePosted: new Date(Date.now() - i * 60_000) });
    const narrow = word('bilby');
    for (let i = 0; i < 2; i++) await createJob(services, { title: `${narrow} Tester`, category: 'design' });

    const gathered = await list(broad);
    expect(gathered).toMatchObject({ total: 3, totalIsExact: false, totalFrom: 'matches' });
    expect(await registered(broad)).toMatchObject({ built: false });
    // All its matches within the reach: counted exactly, nothing to ask for.
    expect(await list(narrow)).toMatchObject({ total: 2, totalIsExact: true, totalFrom: 'matches' });
    expect(await registered(narrow)).toBeUndefined();

    await sweepKeywordCubes(services.db);
    // Built, the keyword's cells tell the list it is past its reach: the same page, not gathered.
    const fromCounts = await list(broad);
    expect(fromCounts).toMatchObject({ ids: gathered.ids, total: 3, totalIsExact: false, totalFrom: 'keyword-counts' });
    // Searched again after an hour, its searched_at moves, so the sweep keeps it.
    await services.db.query(`UPDATE keyword_facets SET searched_at = now() - interval '2 hours' WHERE key = websearch_to_tsquery('english', $1)::text`, [broad]);
    await list(broad);
    const [{ recent }] = await services.db.query(
      `SELECT searched_at > now() - interval '1 minute' AS recent FROM keyword_facets WHERE key = websearch_to_tsquery('english', $1)::text`,
      [broad],
    );
    expect(recent).toBe(true);
  });

  it('stay exact as jobs are added, filled, changed and deleted', async () => {
    const { id: added } = await createJob(services, { title: `${keyword} Designer`, category: 'design', tags: ['figma'] });
    const [filled] = await services.db.query(`SELECT id FROM jobs WHERE title = $1 ORDER BY category_slug DESC LIMIT 1`, [`Senior ${keyword} Engineer`]);
    await services.db.query(`UPDATE jobs SET filled = true WHERE id = $1`, [filled.id]);
    await services.db.query(`UPDATE jobs SET tags = ARRAY['rust', 'wasm'], category_slug = 'programming' WHERE id = $1`, [added]);
    await expectKeywordExact(keyword);
    await services.db.query(`UPDATE jobs SET title = 'Plain Designer' WHERE id = $1`, [added]);
    await expectKeywordExact(keyword);
    await services.db.query(`DELETE FROM jobs WHERE id = $1`, [filled.id]);
    await sweepJobSearch(services.db);
    await expectKeywordExact(keyword);
    expect(counts(await facetsFor(keyword))).toEqual({ programming: 3, design: 2 });
  });

  it('are built without missing a job written by a transaction still open when the build began', async () => {
    const late = word('wombat');
    await createJob(services, { title: `${late} Writer`, category: 'design' });
    const { id: translator } = await createJob(services, { title: 'Plain Translator', category: 'programming' });
    expect((await facetsFor(late)).paths.categories).toBe('keyword-pass');
    // A keyword whose few matches one pass reads needs no counts of its own.
    expect(await registered(late)).toBeUndefined();
    // A pass that saw every match needs no counts; sampling it (pass limit 0) asks for them.
    await findJobFacets(services.db, userId, { query: late, liveOnly: true }, choices, { ...limits, passLimit: 0 });
    expect(await registered(late)).toMatchObject({ built: false });

    const writer = services.db.createQueryRunner();
    await writer.connect();
    try {
      await writer.startTransaction();
      await writer.query(`UPDATE jobs SET title = $1 WHERE id = $2`, [`${late} Translator`, translator]);
      const building = sweepKeywordCubes(services.db);
      // The build waits for the writer's lock to go; without waiting, the writer's rows would be
      // neither in its snapshot nor written by triggers that ran before the keyword was built.
      expect(await lockWaitOr(building)).toBe('waiting');
      await writer.commitTransaction();
      expect((await building).built).toBeGreaterThanOrEqual(1);
    } finally {
      await writer.release();
    }
    await expectKeywordExact(late);
    expect((await facetsFor(late)).paths.categories).toBe('keyword-counts');
    expect(counts(await facetsFor(late))).toEqual({ programming: 1, design: 1 });
  });

  it('are dropped with their cells and listed jobs when nobody searched the keyword for a week', async () => {
    const { id } = (await registered(keyword))!;
    await services.db.query(`UPDATE keyword_facets SET searched_at = now() - interval '8 days' WHERE id = $1`, [id]);
    expect((await sweepJobSearch(services.db)).keywordsDropped).toBeGreaterThanOrEqual(1);
    expect(await registered(keyword)).toBeUndefined();
    const [{ n, listed }] = await services.db.query(
      `SELECT (SELECT count(*)::int FROM keyword_facet_counts WHERE keyword_id = $1) AS n, (SELECT count(*)::int FROM keyword_jobs WHERE keyword_id = $1) AS listed`,
      [id],
    );
    expect([n, listed]).toEqual([0, 0]);
    // Searched again, it is sampled and asked for anew.
    expect((await facetsFor(keyword)).paths.categories).toBe('keyword-sampled');
    expect(await registered(keyword)).toMatchObject({ built: false });
  });
});

describe('what searches can make the sweep do', () => {
  it('builds at most five keywords a sweep, the most recently searched first', async () => {
    const keywords = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf'].map(word);
    for (const k of keywords) await wantKeywordCube(services.db, k);
    expect((await sweepKeywordCubes(services.db)).built).toBe(KEYWORD_BUILDS_PER_SWEEP);
    const built = await Promise.all(keywords.map(async (k) => (await registered(k))?.built));
    expect(built).toEqual([false, false, true, true, true, true, true]);
    await sweepKeywordCubes(services.db);
    expect(await Promise.all(keywords.map(async (k) => (await registered(k))?.built))).toEqual(keywords.map(() => true));
  });

  it('starts no other build once the sweep has built for five seconds (writers wait meanwhile)', async () => {
    const keywords = ['india', 'juliett', 'kilo'].map(word);
    for (const k of keywords) await wantKeywordCube(services.db, k);
    // Each reading of the clock six seconds on: the first build already took longer than the budget.
    let clock = Date.now();
    const now = jest.spyOn(Date, 'now').mockImplementation(() => (clock += 6_000));
    try {
      expect((await sweepKeywordCubes(services.db)).built).toBe(1);
    } finally {
      now.mockRestore();
    }
    expect((await sweepKeywordCubes(services.db)).built).toBe(2);
    expect(await Promise.all(keywords.map(async (k) => (await registered(k))?.built))).toEqual([true, true, true]);
  });

  it('records no more keywords once 1,000 wait to be built', async () => {
    const filler = word('filler');
    await services.db.query(
      `INSERT INTO keyword_facets (key, query)
       SELECT q::text, q FROM generate_series(1, greatest(1000 - (SELECT count(*) FROM keyword_facets WHERE NOT built), 0)) n,
              LATERAL (SELECT to_tsquery('english', $1 || n) AS q) w
       ON CONFLICT DO NOTHING`,
      [filler],
    );
    try {
      const late = word('hotel');
      await wantKeywordCube(services.db, late);
      expect(await registered(late)).toBeUndefined();
    } finally {
      await services.db.query(`DELETE FROM keyword_facets WHERE key LIKE $1`, [`'${filler}%`]);
    }
  });
});

/** 'waiting' once a session waits on a lock of job_search_words (the build's LOCK TABLE), or 'done' if `work` ends first. */
async function lockWaitOr(work: Promise<unknown>): Promise<'waiting' | 'done'> {
  let done = false;
  void work.finally(() => (done = true)).catch(() => undefined);
  while (!done) {
    const [{ waiting }] = await services.db.query(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'LOCK TABLE job_search_words%'`,
    );
    if (waiting) return 'waiting';
  }
  return 'done';
}
