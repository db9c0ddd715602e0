import { remotiveAdapter } from '@remotehunt/services/ingestion/adapters/remotive.adapter';
import { ingestPayload } from '@remotehunt/services/ingestion/ingest-payload';
import { remotiveFeed } from '@remotehunt/services/ingestion/__tests__/fixtures/remotive-feed';
import { sweepJobSearch } from '@remotehunt/services/jobs/job-search-sweep';
import { wantKeywordCube } from '@remotehunt/services/jobs/keyword-facets';
import { resetCatalogue, seedCatalogue } from '@remotehunt/services/seed/seed-catalogue';
import { createJob } from '@remotehunt/services/test/factories';
import { orderJobPosting, postingForm, postingOfSession } from '../../test/job-posting-order';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

/**
 * job_search, job_search_words, job_term_counts, job_facet_counts and the searched keywords'
 * keyword_facet_counts are copies the list engine and the filter panel read instead of jobs;
 * triggers on jobs keep them. Every way jobs change (tests' factories, ingestion of new and
 * changed postings, a paid posting, mark filled, time running out, the seed, deleting the
 * catalogue) is made here in turn, and after each the copies must equal what they copy, worked
 * out plainly from jobs, and the lists and counts both transports answer must agree with it.
 */
const ORIGIN = 'http://localhost:4000';
let gw: TestGateway;
let user: TestUser;

beforeAll(async () => {
  gw = await createTestGateway({ PUBLIC_URL: ORIGIN });
  user = await gw.signUp();
  // Two searched keywords, built by the first sweep: the factories' title and description words.
  await wantKeywordCube(db(), 'engineer');
  await wantKeywordCube(db(), 'remote things');
  await sweepJobSearch(db());
  // From here the gateway's lists and panels are answered on its term bitmaps (jobs/search-index),
  // which must follow every write below.
  await gw.services.jobTermIndex!.ready();
});
afterAll(() => gw.close());

const db = () => gw.services.db;

/** Live jobs per facet term, from jobs itself (no job_search, no job_search_terms). */
async function referenceCounts(): Promise<Record<string, number>> {
  const rows: { term: string; n: number }[] = await db().query(`
    WITH live AS (SELECT * FROM jobs WHERE NOT filled AND valid_through > now())
    SELECT term, count(*)::int AS n FROM (
      SELECT 'c:' || category_slug AS term FROM live
      UNION ALL SELECT 'b:' || board_id::text FROM live
      UNION ALL SELECT 't:' || tag FROM (SELECT DISTINCT id, unnest(tags) AS tag FROM live) tagged
      UNION ALL SELECT 'w' FROM live WHERE worldwide
      -- Issue #19's facts: the rule's place, pay and its $10k band, type, seniority, company, second sources.
      UNION ALL SELECT job_place_term(eligible_anywhere, eligible_countries, utc_min, utc_max) FROM live
      UNION ALL SELECT 'p' FROM live WHERE coalesce(salary_annual_usd_max, salary_annual_usd_min) IS NOT NULL
      UNION ALL SELECT 'p:' || least(coalesce(salary_annual_usd_max, salary_annual_usd_min) / 10000, 50) FROM live
                 WHERE coalesce(salary_annual_usd_max, salary_annual_usd_min) IS NOT NULL
      UNION ALL SELECT 'k:' || lower(job_type) FROM live WHERE job_type IS NOT NULL
      UNION ALL SELECT 's:' || seniority FROM live WHERE seniority IS NOT NULL
      UNION ALL SELECT 'o:' || company_id::text FROM live
      UNION ALL SELECT 'a:' || also.board_id::text FROM (SELECT DISTINCT live.id, s.board_id FROM live JOIN job_sources s ON s.job_id = live.id AND s.board_id <> live.board_id) also) terms
    GROUP BY term`);
  return Object.fromEntries(rows.map((r) => [r.term, r.n]));
}

async function storedCounts(): Promise<Record<string, number>> {
  const rows: { term: string; n: number }[] = await db().query(
    `SELECT term, sum(live)::int AS n FROM job_term_counts GROUP BY term HAVING sum(live) <> 0`,
  );
  return Object.fromEntries(rows.map((r) => [r.term, r.n]));
}

/** The live rows of job_search against the live jobs, field by field. */
async function expectRowsExact(): Promise<void> {
  const [{ missing, extra }] = await db().query(`
    WITH want AS (SELECT id, date_posted, pin_till, valid_through, category_slug, board_id, worldwide,
                         ARRAY(SELECT DISTINCT t FROM unnest(tags) t ORDER BY t) AS tags
                    FROM jobs WHERE NOT filled AND valid_through > now()),
         have AS (SELECT id, date_posted, pin_till, valid_through,
                         (SELECT substr(t, 3) FROM unnest(terms) t WHERE t LIKE 'c:%') AS category_slug,
                         (SELECT substr(t, 3)::uuid FROM unnest(terms) t WHERE t LIKE 'b:%') AS board_id,
                         'w' = ANY(terms) AS worldwide,
                         ARRAY(SELECT substr(t, 3) FROM unnest(terms) t WHERE t LIKE 't:%' ORDER BY 1) AS tags
                    FROM job_search WHERE valid_through > now())
    SELECT (SELECT count(*) FROM (SELECT * FROM want EXCEPT SELECT * FROM have) w)::int AS missing,
           (SELECT count(*) FROM (SELECT * FROM have EXCEPT SELECT * FROM want) h)::int AS extra`);
  expect({ missing, extra }).toEqual({ missing: 0, extra: 0 });
  // job_search_words: the same live jobs, each with its own text vector and its facet lexemes.
  const [words] = await db().query(`
    WITH want AS (SELECT id, date_posted, pin_till, valid_through, search FROM jobs WHERE NOT filled AND valid_through > now()),
         have AS (SELECT w.id, w.date_posted, w.pin_till, w.valid_through,
                         ts_filter(setweight(w.words, 'D', ARRAY(SELECT lexeme FROM unnest(w.words) WHERE lexeme LIKE '~%')), '{a,b,c}') AS search,
                         s.terms = w.terms AS same_terms,
                         (SELECT count(*) FROM unnest(w.words) WHERE lexeme LIKE '~%') = cardinality(w.terms) AS one_lexeme_per_term
                    FROM job_search_words w LEFT JOIN job_search s ON s.id = w.id WHERE w.valid_through > now())
    SELECT (SELECT count(*) FROM (SELECT id, date_posted, pin_till, valid_through FROM want
                                  EXCEPT SELECT id, date_posted, pin_till, valid_through FROM have) w)::int AS missing,
           (SELECT count(*) FROM (SELECT id, date_posted, pin_till, valid_through FROM have
                                  EXCEPT SELECT id, date_posted, pin_till, valid_through FROM want) h)::int AS extra,
           (SELECT count(*) FROM want JOIN have USING (id) WHERE want.search IS DISTINCT FROM have.search OR NOT same_terms OR NOT one_lexeme_per_term)::int AS differ`);
  expect(words).toEqual({ missing: 0, extra: 0, differ: 0 });
  // tag_jobs (the tag walk's lists): one row per tag of each row of job_search, with its date.
  const [tagJobs] = await db().query(`
    WITH want AS (SELECT t AS term, date_posted, id FROM job_search, unnest(terms) t WHERE t LIKE 't:%'),
         have AS (SELECT term, date_posted, id FROM tag_jobs)
    SELECT (SELECT count(*) FROM (SELECT * FROM want EXCEPT ALL SELECT * FROM have) w)::int AS missing,
           (SELECT count(*) FROM (SELECT * FROM have EXCEPT ALL SELECT * FROM want) h)::int AS extra`);
  expect(tagJobs).toEqual({ missing: 0, extra: 0 });
  await expectBitmapsExact();
}

/** The gateway's term bitmaps (search-index/): every facet term's live jobs and a keyword's, as jobs holds them. */
async function expectBitmapsExact(): Promise<void> {
  const index = gw.services.jobTermIndex!;
  let bitmaps = await index.current();
  // A TRUNCATE (resetting the catalogue) builds them again, as does their first use.
  if (!bitmaps) {
    await index.ready();
    bitmaps = (await index.current())!;
  }
  const live = bitmaps.matching({ liveOnly: true }, undefined, [], Date.now());
  // Companies' terms stay out of the bitmaps: PostgreSQL finds a hidden company's jobs (bitmap-inputs.ts).
  const reference = Object.fromEntries(Object.entries(await referenceCounts()).filter(([term]) => !term.startsWith('o:')));
  const terms: { term: string }[] = await db().query(`SELECT DISTINCT t AS term FROM job_search, unnest(terms) t WHERE t NOT LIKE 'o:%'`);
  const counted = Object.fromEntries([...new Set([...Object.keys(reference), ...terms.map((t) => t.term)])].map((term) => [term, bitmaps.countIn(live, [term])]).filter(([, n]) => n !== 0));
  expect(counted).toEqual(reference);
  // 'engin': the English stemmer's lexeme of "engineer".
  const [{ n }] = await db().query(`SELECT count(*)::int AS n FROM jobs WHERE NOT filled AND valid_through > now() AND search @@ websearch_to_tsquery('english', 'engineer')`);
  // A lexeme on fewer jobs than the copy keeps (8) is PostgreSQL's to answer (TermBitmaps.covers).
  const engineer = { kind: 'lexeme' as const, lexeme: 'engin' };
  if (bitmaps.covers(engineer)) expect(bitmaps.matching({ liveOnly: true }, engineer, [], Date.now()).size).toBe(n);
}

const capped = (n: number) => ({ count: Math.min(n, 1000), countIsExact: n <= 1000 });

/**
 * The copies are exact, and what users see agrees: the panel's counts with no filter and with a
 * tag (read from job_facet_counts) over REST and GraphQL, and a tag's list total for the catalogue's tags.
 */
async function expectExact(): Promise<void> {
  await expectRowsExact();
  await expectFacetsExact();
  const reference = await referenceCounts();
  const tags: { name: string }[] = await db().query(`SELECT DISTINCT unnest(tags) AS name FROM jobs ORDER BY 1`);
  for (const { name } of tags.slice(0, 30)) {
    const list = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/filter?limit=1`).set(bearer(user)).send({ tags: [name] });
    expect({ tag: name, total: list.body.total }).toEqual({ tag: name, total: capped(reference[`t:${name}`] ?? 0).count });
  }
  await expectKeywordListExact();
}

/**
 * A searched keyword's list (its counts built in beforeAll, which answer a broad one's total
 * without gathering its matches) over REST and GraphQL: the reference's total and first page.
 */
async function expectKeywordListExact(): Promise<void> {
  const want: { id: string }[] = await db().query(
    `SELECT id FROM jobs WHERE NOT filled AND valid_through > now() AND search @@ websearch_to_tsquery('english', 'engineer')
      ORDER BY coalesce(pin_till > now(), false) DESC, date_posted DESC, id DESC`,
  );
  const rest = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/filter?limit=5`).set(bearer(user)).send({ query: 'engineer' });
  const graphql = await gw.graphql(`{ jobs(filter: { query: "engineer" }, limit: 5) { total totalIsExact data { _id } } }`, {}, user.token);
  expect(graphql.body.errors).toBeUndefined();
  for (const answer of [rest.body, graphql.body.data.jobs]) {
    expect({ total: answer.total, totalIsExact: answer.totalIsExact, ids: answer.data.map((j: { _id: string }) => j._id) }).toEqual({
      total: capped(want.length).count,
      totalIsExact: capped(want.length).countIsExact,
      ids: want.slice(0, 5).map((j) => j.id),
    });
  }
}

async function expectFacetsExact(): Promise<void> {
  const reference = await referenceCounts();
  const categories: { slug: string; title: string }[] = await db().query(`SELECT slug, title FROM job_categories`);
  const rest = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/facets`).set(bearer(user)).send({});
  expect(rest.status).toBe(200);
  const graphql = await gw.graphql(`{ jobFacets { categories { value count countIsExact } worldwide { count countIsExact } } }`, {}, user.token);
  expect(graphql.body.errors).toBeUndefined();
  for (const answer of [rest.body, graphql.body.data.jobFacets]) {
    const want = categories.map((c) => ({ value: c.title, ...capped(reference[`c:${c.slug}`] ?? 0) }));
    expect([...answer.categories].sort((a, b) => a.value.localeCompare(b.value))).toEqual(want.sort((a, b) => a.value.localeCompare(b.value)));
    expect(answer.worldwide).toEqual(capped(reference.w ?? 0));
  }
  // With a tag chosen, each category's count is that category's jobs of the tag.
  const [tagged] = await db().query(`SELECT unnest(tags) AS tag FROM jobs WHERE NOT filled AND valid_through > now() GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`);
  if (!tagged) return;
  const rows: { slug: string; n: number }[] = await db().query(
    `SELECT category_slug AS slug, count(*)::int AS n FROM jobs WHERE NOT filled AND valid_through > now() AND $1 = ANY(tags) GROUP BY 1`,
    [tagged.tag],
  );
  const inTag = Object.fromEntries(rows.map((r) => [r.slug, r.n]));
  const byTag = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/facets`).set(bearer(user)).send({ tags: [tagged.tag] });
  const titles = Object.fromEntries(categories.map((c) => [c.title, c.slug]));
  for (const { value, count, countIsExact } of byTag.body.categories) {
    expect({ tag: tagged.tag, value, count, countIsExact }).toEqual({ tag: tagged.tag, value, ...capped(inTag[titles[value]] ?? 0) });
  }
  // With a searched keyword (its counts built in beforeAll), each category's jobs matching it.
  const matching: { slug: string; n: number }[] = await db().query(
    `SELECT category_slug AS slug, count(*)::int AS n FROM jobs WHERE NOT filled AND valid_through > now() AND search @@ websearch_to_tsquery('english', 'engineer') GROUP BY 1`,
  );
  const inKeyword = Object.fromEntries(matching.map((r) => [r.slug, r.n]));
  const byKeyword = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/facets`).set(bearer(user)).send({ query: 'Engineer' });
  const graphqlByKeyword = await gw.graphql(`{ jobFacets(filter: { query: "engineer" }) { categories { value count countIsExact } } }`, {}, user.token);
  expect(graphqlByKeyword.body.errors).toBeUndefined();
  for (const answer of [byKeyword.body, graphqlByKeyword.body.data.jobFacets]) {
    for (const { value, count, countIsExact } of answer.categories) {
      expect({ keyword: 'engineer', value, count, countIsExact }).toEqual({ keyword: 'engineer', value, ...capped(inKeyword[titles[value]] ?? 0) });
    }
  }
}

/**
 * Live jobs per cell (board, category, worldwide, one tag or '' for the job), from jobs itself:
 * `live` selects them, with an `owner` column when the counts are kept per keyword or per user.
 */
async function referenceCellsOf(live: string, owner?: string): Promise<string[]> {
  const key = owner ? `${owner}, ` : '';
  const rows: { cell: string }[] = await db().query(`
    WITH live AS (${live}),
         cells AS (SELECT ${key}id, board_id, category_slug, worldwide, '' AS tag FROM live
                   UNION SELECT ${key}id, board_id, category_slug, worldwide, 't:' || unnest(tags) FROM live)
    SELECT concat_ws(' ', ${key}'b:' || board_id, 'c:' || category_slug, worldwide, tag, count(*)) AS cell
      FROM cells GROUP BY ${key}board_id, category_slug, worldwide, tag ORDER BY 1`);
  return rows.map((r) => r.cell);
}

/** A count table's cells summed over their deltas, those summing to zero left out. */
async function storedCellsOf(table: string, owner?: string, where = 'TRUE'): Promise<string[]> {
  const key = owner ? `${owner}, ` : '';
  const rows: { cell: string }[] = await db().query(`
    SELECT concat_ws(' ', ${key}board, category, worldwide, tag, sum(live)) AS cell
      FROM ${table} WHERE ${where} GROUP BY ${key}board, category, worldwide, tag HAVING sum(live) <> 0 ORDER BY 1`);
  return rows.map((r) => r.cell);
}

/**
 * The same cells once per fact term each job carries (its place, 'p' and its pay band, its type,
 * its seniority), from jobs itself: what job_fact_counts and keyword_fact_counts hold.
 */
async function referenceFactCellsOf(live: string, owner?: string): Promise<string[]> {
  const key = owner ? `${owner}, ` : '';
  const pay = 'coalesce(salary_annual_usd_max, salary_annual_usd_min)';
  const rows: { cell: string }[] = await db().query(`
    WITH live AS (${live}),
         cells AS (SELECT ${key}id, board_id, category_slug, worldwide, '' AS tag FROM live
                   UNION SELECT ${key}id, board_id, category_slug, worldwide, 't:' || unnest(tags) FROM live),
         facts AS (SELECT DISTINCT id, fact FROM (
                     SELECT id, job_place_term(eligible_anywhere, eligible_countries, utc_min, utc_max) AS fact FROM live
                     UNION ALL SELECT id, 'p' FROM live WHERE ${pay} IS NOT NULL
                     UNION ALL SELECT id, 'p:' || least(${pay} / 10000, 50) FROM live WHERE ${pay} IS NOT NULL
                     UNION ALL SELECT id, 'k:' || lower(job_type) FROM live WHERE job_type IS NOT NULL
                     UNION ALL SELECT id, 's:' || seniority FROM live WHERE seniority IS NOT NULL) f)
    SELECT concat_ws(' ', ${key}'b:' || board_id, 'c:' || category_slug, worldwide, tag, fact, count(*)) AS cell
      FROM cells JOIN facts USING (id) GROUP BY ${key}board_id, category_slug, worldwide, tag, fact ORDER BY 1`);
  return rows.map((r) => r.cell);
}

/** A fact count table's cells summed over their deltas, those summing to zero left out. */
async function storedFactCellsOf(table: string, owner?: string, where = 'TRUE'): Promise<string[]> {
  const key = owner ? `${owner}, ` : '';
  const rows: { cell: string }[] = await db().query(`
    SELECT concat_ws(' ', ${key}board, category, worldwide, tag, fact, sum(live)) AS cell
      FROM ${table} WHERE ${where} GROUP BY ${key}board, category, worldwide, tag, fact HAVING sum(live) <> 0 ORDER BY 1`);
  return rows.map((r) => r.cell);
}

const LIVE = 'NOT j.filled AND j.valid_through > now()';
const referenceCells = () => referenceCellsOf(`SELECT * FROM jobs j WHERE ${LIVE}`);
const storedCells = () => storedCellsOf('job_facet_counts');
/** Each built keyword's cells, from jobs' own text vector (no job_search_words). */
const referenceKeywordCells = () =>
  referenceCellsOf(`SELECT j.*, k.id AS keyword_id FROM jobs j JOIN keyword_facets k ON k.built AND j.search @@ k.query WHERE ${LIVE}`, 'keyword_id');
const storedKeywordCells = () => storedCellsOf('keyword_facet_counts', 'keyword_id', 'keyword_id IN (SELECT id FROM keyword_facets WHERE built)');
/** Each user's viewed live jobs per cell, from jobs and job_visits. */
const referenceVisitCells = () => referenceCellsOf(`SELECT j.*, v.user_id FROM jobs j JOIN job_visits v ON v.job_id = j.id WHERE ${LIVE}`, 'user_id');
const storedVisitCells = () => storedCellsOf('job_visit_cells', 'user_id');

/**
 * After the sweep, job_term_counts, job_facet_counts, keyword_facet_counts, job_visit_cells and
 * the cells by fact term themselves equal the reference, and hold one row per term and per cell.
 */
async function expectSweptExact(): Promise<void> {
  await sweepJobSearch(db());
  expect(await storedCounts()).toEqual(await referenceCounts());
  expect(await storedCells()).toEqual(await referenceCells());
  const keywordCells = await storedKeywordCells();
  expect(keywordCells).toEqual(await referenceKeywordCells());
  const [{ built }] = await db().query(`SELECT count(*)::int AS built FROM keyword_facets WHERE built AND key IN ($1, $2)`, [`'engin'`, `'remot' & 'thing'`]);
  expect(built).toBe(2);
  const [keywords] = await db().query(`
    SELECT count(*)::int AS rows, (SELECT count(*)::int FROM (SELECT DISTINCT keyword_id, board, category, worldwide, tag FROM keyword_facet_counts) c) AS cells
      FROM keyword_facet_counts`);
  expect(keywords.rows).toBe(keywords.cells);
  expect(await storedVisitCells()).toEqual(await referenceVisitCells());
  // The cells by fact term (migration 1765600000000), the catalogue's and each built keyword's,
  // folded to one row a cell.
  expect(await storedFactCellsOf('job_fact_counts')).toEqual(await referenceFactCellsOf(`SELECT * FROM jobs j WHERE ${LIVE}`));
  expect(await storedFactCellsOf('keyword_fact_counts', 'keyword_id', 'keyword_id IN (SELECT id FROM keyword_facets WHERE built)')).toEqual(
    await referenceFactCellsOf(`SELECT j.*, k.id AS keyword_id FROM jobs j JOIN keyword_facets k ON k.built AND j.search @@ k.query WHERE ${LIVE}`, 'keyword_id'),
  );
  for (const [table, owner] of [['job_fact_counts', ''], ['keyword_fact_counts', 'keyword_id, ']]) {
    const [folded] = await db().query(
      `SELECT count(*)::int AS rows, (SELECT count(*)::int FROM (SELECT DISTINCT ${owner}board, category, worldwide, tag, fact FROM ${table}) c) AS cells FROM ${table}`,
    );
    expect({ table, rows: folded.rows }).toEqual({ table, rows: folded.cells });
  }
  const [{ rows, terms, facetRows, cells }] = await db().query(`
    SELECT (SELECT count(*)::int FROM job_term_counts) AS rows, (SELECT count(DISTINCT term)::int FROM job_term_counts) AS terms,
           (SELECT count(*)::int FROM job_facet_counts) AS "facetRows",
           (SELECT count(*)::int FROM (SELECT DISTINCT board, category, worldwide, tag FROM job_facet_counts) c) AS cells`);
  expect(rows).toBe(terms);
  expect(facetRows).toBe(cells);
}

const HOUR = 3_600_000;

/** The user opens these jobs, over REST and GraphQL in turn, so each change after meets viewed jobs. */
async function visit(jobIds: string[]): Promise<void> {
  for (const [i, jobId] of jobIds.entries()) {
    if (i % 2) {
      const res = await gw.graphql(`mutation($id: ID!) { recordVisit(jobId: $id) }`, { id: jobId }, user.token);
      expect(res.body.errors).toBeUndefined();
    } else {
      expect((await gw.request.post(`/api/v1/users/${user.userId}/visit_job`).set(bearer(user)).send({ jobId })).status).toBeLessThan(300);
    }
  }
}
const newestJobs = async (n: number): Promise<string[]> => (await db().query(`SELECT id FROM jobs ORDER BY created_at DESC LIMIT $1`, [n])).map((r: { id: string }) => r.id);

describe('job_search, job_search_words and the facet counts stay exact', () => {
  it('when tests’ factories insert jobs, live, expired, filled and pinned', async () => {
    await createJob(gw.services, { board: 'Himalayas', category: 'design', tags: ['figma', 'ux', 'figma'], worldwide: true });
    await createJob(gw.services, { board: 'Remotive', category: 'programming', tags: ['golang'], pinTill: new Date(Date.now() + 24 * HOUR) });
    await createJob(gw.services, { category: 'programming', tags: ['golang'], validThrough: new Date(Date.now() - HOUR), datePosted: new Date(Date.now() - 40 * 24 * HOUR) });
    await createJob(gw.services, { category: 'writing', tags: ['golang'], filled: true });
    await visit(await newestJobs(4));
    await expectExact();
    await expectSweptExact();
  });

  it('when ingestion adds postings, changes their tags and category, and a re-run changes nothing', async () => {
    const [board] = await db().query(`SELECT id, apply_via_board FROM job_boards WHERE name = 'Remotive'`);
    const remotive = { id: board.id, applyViaBoard: board.apply_via_board };
    const context = { boardUrl: 'https://remotive.com', now: new Date() };
    const feed = JSON.parse(remotiveFeed(40));
    for (const job of feed.jobs) job.publication_date = new Date(Date.now() - job.id * 60_000).toISOString().slice(0, 19);
    expect(await ingestPayload(db(), remotive, remotiveAdapter, JSON.stringify(feed), context)).toMatchObject({ created: 40 });
    await visit(await newestJobs(40));
    await expectExact();

    feed.jobs[0].tags = ['rust', 'wasm'];
    feed.jobs[1].category = 'Design';
    feed.jobs[2].title = 'Only the title moves';
    expect(await ingestPayload(db(), remotive, remotiveAdapter, JSON.stringify(feed), context)).toMatchObject({ updated: 3 });
    await expectExact();
    expect(await ingestPayload(db(), remotive, remotiveAdapter, JSON.stringify(feed), context)).toMatchObject({ updated: 0, created: 0 });
    await expectSweptExact();
  });

  it('when an employer pays for a posting and then marks it filled', async () => {
    const poster = await gw.signUp();
    const placed = await orderJobPosting(gw, {
      user: poster,
      info: postingForm({ tags: 'elixir, phoenix', location: 'Worldwide' }),
      fields: { successCallback: `${ORIGIN}/#/post-job?status=success`, cancelCallback: `${ORIGIN}/#/post-job?status=cancel` },
    });
    expect(placed.status).toBe(201);
    expect((await gw.request.post(`/api/v1/test_checkout/${placed.body.sessionId}/pay`)).status).toBe(200);
    const { job_id: jobId } = await postingOfSession(gw, placed.body.sessionId);
    expect((await db().query(`SELECT 1 FROM job_search WHERE id = $1`, [jobId])).length).toBe(1);
    await visit([jobId]);
    await expectExact();

    const filled = await gw.request.put(`/api/v1/users/${poster.userId}/job_postings/${jobId}/filled`).set(bearer(poster));
    expect(filled.status).toBe(200);
    expect((await db().query(`SELECT 1 FROM job_search WHERE id = $1`, [jobId])).length).toBe(0);
    await expectExact();
    await expectSweptExact();
  });

  it('when time runs out on a job: gone from lists and counts at once, from job_search at the sweep', async () => {
    const { id } = await createJob(gw.services, { board: 'Jobicy', category: 'legal', tags: ['contracts'], worldwide: true });
    await visit([id]);
    await expectExact();
    // Time passing writes nothing: move valid_through in both copies with the triggers off.
    await db().transaction(async (tx) => {
      await tx.query(`SET LOCAL session_replication_role = replica`);
      await tx.query(`UPDATE jobs SET valid_through = now() - interval '1 minute' WHERE id = $1`, [id]);
      await tx.query(`UPDATE job_search SET valid_through = now() - interval '1 minute' WHERE id = $1`, [id]);
      await tx.query(`UPDATE job_search_words SET valid_through = now() - interval '1 minute' WHERE id = $1`, [id]);
      // The term bitmaps keep each job's valid_through and drop it when that time comes
      // (term-bitmaps.spec.ts); moving the time back is news they hear of as a change.
      await tx.query(`INSERT INTO job_search_changes (job_id) VALUES ($1)`, [id]);
    });
    await expectRowsExact();
    await expectFacetsExact();
    const listed = () => gw.request.post(`/api/v1/users/${user.userId}/remotejobs/filter`).set(bearer(user)).send({ tags: ['contracts'] });
    // Its fields are read live on every request; a cached total may count it until the sweep.
    expect((await listed()).body.data).toEqual([]);
    expect(await sweepJobSearch(db())).toMatchObject({ expired: 1 });
    expect((await listed()).body).toMatchObject({ data: [], total: 0 });
    expect((await db().query(`SELECT 1 FROM job_search WHERE id = $1 UNION ALL SELECT 1 FROM job_search_words WHERE id = $1`, [id])).length).toBe(0);
    await expectExact();
    await expectSweptExact();
  });

  it('when the seed writes a catalogue over two connections, and when the catalogue is deleted', async () => {
    await seedCatalogue(db(), { jobs: 600, companies: 40, seed: 7, parallel: 2 });
    await visit(await newestJobs(10));
    await expectExact();
    await expectSweptExact();
    await resetCatalogue(db());
    await expectExact();
    await expectSweptExact();
    expect(await db().query(`SELECT * FROM job_search`)).toEqual([]);
  });
});
