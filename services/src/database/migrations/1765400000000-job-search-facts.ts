import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The list engine learns the seeker's questions (issue #19): where a job can be done from, what
 * it pays, its type and seniority, the boards it is also on, and companies a user hid.
 *
 * job_search's and job_search_words' `terms` gain, beside 'c:', 'b:', 't:' and 'w':
 * - 'e:<place>': the job's eligibility rule, one term per distinct rule (the first 12 hex digits
 *   of md5 of anywhere|countries|utc_min|utc_max). `job_places` maps each term back to its rule,
 *   so a filter "jobs I can take from DE" is the terms of the rules that admit DE, decided by the
 *   same TypeScript (eligibility/eligibility.ts) the badge and the digests use, never by SQL of
 *   its own. A job has one place term, so a rule's job count is its term's count.
 * - 'p' for a job with pay, and 'p:<band>', its annual USD (the range's top) in $10k bands up to
 *   $500k+. A minimum pay is its bands (and, inside the lowest one, a test of `pay_usd`).
 * - 'k:<job type>' and 's:<seniority>'.
 * - 'o:<company id>', so one overlap leaves out a user's hidden companies.
 * - 'a:<board id>' for each board the job is also on (job_sources), so the board filter finds
 *   it there too. `jobs.also_board_ids` keeps those boards, written by triggers on job_sources.
 * `pay_usd` and `place` are columns of both tables too: the pay sort walks an index on pay_usd, and
 * a date walk tests a place with a hashed `= ANY` instead of overlapping two arrays (for a list of
 * a hundred admitted places, 100 × 15 string comparisons a row).
 *
 * `hidden_companies` holds each user's hidden companies.
 *
 * Both copies are rebuilt from jobs; the count tables follow through their triggers.
 */
const LIST_FIELDS = [
  'date_posted', 'pin_till', 'valid_through', 'filled', 'category_slug', 'board_id', 'tags', 'worldwide',
  'eligible_anywhere', 'eligible_countries', 'utc_min', 'utc_max', 'salary_annual_usd_min', 'salary_annual_usd_max',
  'job_type', 'seniority', 'company_id', 'also_board_ids',
];
const changed = (fields: string[]) => `(${fields.map((f) => `n.${f}`).join(', ')}) IS DISTINCT FROM (${fields.map((f) => `o.${f}`).join(', ')})`;
const CHANGED = changed(LIST_FIELDS);
const WORDS_CHANGED = changed([...LIST_FIELDS, 'search']);

const PAY = 'coalesce(n.salary_annual_usd_max, n.salary_annual_usd_min)';
const PLACE = 'job_place_term(n.eligible_anywhere, n.eligible_countries, n.utc_min, n.utc_max)';
const TERMS = `job_search_terms(n.category_slug, n.board_id, n.tags, n.worldwide, ${PLACE}, ${PAY}, n.job_type, n.seniority, n.company_id, n.also_board_ids)`;

/** The live rows of `source` (jobs' columns, alias n) as job_search rows. */
const SEARCH_ROWS = (source: string, where = 'TRUE') => `
  INSERT INTO job_search (id, date_posted, pin_till, valid_through, pay_usd, place, terms)
  SELECT n.id, n.date_posted, n.pin_till, n.valid_through, ${PAY}, ${PLACE}, ${TERMS}
    FROM ${source} WHERE ${where} AND NOT n.filled AND n.valid_through > now()`;

/** The live rows of `source` as job_search_words rows. */
const WORDS_ROWS = (source: string, where = 'TRUE') => `
  INSERT INTO job_search_words (id, date_posted, pin_till, valid_through, pay_usd, place, terms, words)
  SELECT n.id, n.date_posted, n.pin_till, n.valid_through, ${PAY}, ${PLACE}, s.terms, n.search || job_facet_lexemes(s.terms)
    FROM ${source}, LATERAL (SELECT ${TERMS} AS terms) s
   WHERE ${where} AND NOT n.filled AND n.valid_through > now()`;

/**
 * The places of `source`'s rows not yet known. No unique index: a writer must never wait on
 * another's uncommitted place (two seeding connections, or ingestion beside a paid posting,
 * each holding its transaction open, would wait on each other for good). Two writers adding the
 * same new place at once both add it; readers take each term once (place-terms.ts).
 */
const PLACES = (source: string) => `
  INSERT INTO job_places (term, anywhere, countries, utc_min, utc_max)
  SELECT DISTINCT ON (p.term) p.term, n.eligible_anywhere, n.eligible_countries, n.utc_min, n.utc_max
    FROM ${source}, LATERAL (SELECT ${PLACE} AS term) p
   WHERE NOT EXISTS (SELECT 1 FROM job_places k WHERE k.term = p.term)
   ORDER BY p.term`;

const JOINED = 'new_jobs n JOIN old_jobs o ON o.id = n.id';

/**
 * The four functions the statement triggers on jobs call to keep job_search and job_search_words
 * (migrations 1764800000000 and 1765000000000): `search` and `words` insert a source's live rows,
 * `changed` and `wordsChanged` say which updated rows each copy rewrites, `places` runs first.
 */
function copyFunctions(copy: {
  search: (source: string, where?: string) => string;
  words: (source: string, where?: string) => string;
  changed: string;
  wordsChanged: string;
  places?: (source: string) => string;
}): string[] {
  const { search, words, changed, wordsChanged, places = () => '' } = copy;
  const fn = (name: string, body: string) => `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$`;
  return [
    fn('job_search_add_jobs', `${places('new_jobs n')} ${search('new_jobs n')};`),
    fn('job_search_change_jobs', `DELETE FROM job_search s USING ${JOINED} WHERE s.id = n.id AND ${changed}; ${places(`${JOINED} AND ${changed}`)} ${search(JOINED, changed)};`),
    fn('job_search_words_add_jobs', `${words('new_jobs n')};`),
    fn('job_search_words_change_jobs', `DELETE FROM job_search_words w USING ${JOINED} WHERE w.id = n.id AND ${wordsChanged}; ${words(JOINED, wordsChanged)};`),
  ];
}

export class JobSearchFacts1765400000000 implements MigrationInterface {
  name = 'JobSearchFacts1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE hidden_companies (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        hidden_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, company_id)
      )`);
    await q.query(`
      CREATE TABLE job_places (
        n bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        term text NOT NULL,
        anywhere boolean NOT NULL,
        countries text[] NOT NULL,
        utc_min real,
        utc_max real
      )`);
    await q.query(`CREATE INDEX job_places_term_idx ON job_places (term)`);
    await q.query(`
      CREATE FUNCTION job_place_term(anywhere boolean, countries text[], utc_min real, utc_max real) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT 'e:' || left(md5(concat_ws('|', anywhere, array_to_string(countries, ','), utc_min::text, utc_max::text)), 12)
      $$`);
    await q.query(`
      CREATE FUNCTION job_search_terms(category text, board uuid, tags text[], worldwide boolean, place text, pay integer,
                                       job_type text, seniority text, company uuid, also uuid[]) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT ARRAY['c:' || category, 'b:' || board::text, place, 'o:' || company::text]
          || ARRAY(SELECT DISTINCT 't:' || t FROM unnest(tags) t)
          || CASE WHEN worldwide THEN ARRAY['w'] ELSE '{}'::text[] END
          || CASE WHEN pay IS NOT NULL THEN ARRAY['p', 'p:' || least(greatest(pay, 0) / 10000, 50)] ELSE '{}'::text[] END
          || CASE WHEN job_type IS NOT NULL THEN ARRAY['k:' || lower(job_type)] ELSE '{}'::text[] END
          || CASE WHEN seniority IS NOT NULL THEN ARRAY['s:' || seniority] ELSE '{}'::text[] END
          || ARRAY(SELECT DISTINCT 'a:' || a::text FROM unnest(also) a WHERE a IS DISTINCT FROM board)
      $$`);

    // The boards a job is also on, kept from job_sources.
    await q.query(`ALTER TABLE jobs ADD COLUMN also_board_ids uuid[] NOT NULL DEFAULT '{}'`);
    await q.query(`
      CREATE FUNCTION jobs_also_on() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE jobs j SET also_board_ids = ARRAY(SELECT DISTINCT s.board_id FROM job_sources s WHERE s.job_id = j.id ORDER BY s.board_id)
         WHERE j.id IN (SELECT job_id FROM changed_sources);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER job_sources_also_insert AFTER INSERT ON job_sources REFERENCING NEW TABLE AS changed_sources FOR EACH STATEMENT EXECUTE FUNCTION jobs_also_on()`);
    await q.query(`CREATE TRIGGER job_sources_also_delete AFTER DELETE ON job_sources REFERENCING OLD TABLE AS changed_sources FOR EACH STATEMENT EXECUTE FUNCTION jobs_also_on()`);

    await q.query(`ALTER TABLE job_search ADD COLUMN pay_usd integer, ADD COLUMN place text`);
    await q.query(`ALTER TABLE job_search_words ADD COLUMN pay_usd integer, ADD COLUMN place text`);

    for (const fn of copyFunctions({ search: SEARCH_ROWS, words: WORDS_ROWS, changed: CHANGED, wordsChanged: WORDS_CHANGED, places: (source) => `${PLACES(source)};` })) {
      await q.query(fn);
    }
    await q.query(`DROP FUNCTION job_search_terms(text, uuid, text[], boolean)`);

    // The catalogue as it stands: second sources, places, then both copies rebuilt (their count
    // tables follow through their triggers, and are folded after).
    await q.query(`
      UPDATE jobs j SET also_board_ids = s.boards
        FROM (SELECT job_id, array_agg(DISTINCT board_id ORDER BY board_id) AS boards FROM job_sources GROUP BY job_id) s
       WHERE j.id = s.job_id`);
    await q.query(PLACES('jobs n'));
    await q.query(`DELETE FROM job_search`);
    await q.query(SEARCH_ROWS('jobs n'));
    await q.query(`DELETE FROM job_search_words`);
    await q.query(WORDS_ROWS('jobs n'));
    await q.query(`
      WITH deltas AS (DELETE FROM job_term_counts RETURNING term, live)
      INSERT INTO job_term_counts (term, live) SELECT term, sum(live) FROM deltas GROUP BY term HAVING sum(live) <> 0`);
    await q.query(`
      WITH deltas AS (DELETE FROM job_facet_counts RETURNING board, category, worldwide, tag, live)
      INSERT INTO job_facet_counts (board, category, worldwide, tag, live)
      SELECT board, category, worldwide, tag, sum(live) FROM deltas GROUP BY 1, 2, 3, 4 HAVING sum(live) <> 0`);
    // The pay sort walks this, as the date order walks job_search_date_idx.
    await q.query(`CREATE INDEX job_search_pay_idx ON job_search (pay_usd DESC NULLS LAST, date_posted DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Migration 1765000000000's functions and copies as they were: four facet terms, no facts.
    const fields = ['date_posted', 'pin_till', 'valid_through', 'filled', 'category_slug', 'board_id', 'tags', 'worldwide'];
    const oldChanged = changed(fields);
    const oldWordsChanged = changed([...fields, 'search']);
    const oldTerms = 'job_search_terms(n.category_slug, n.board_id, n.tags, n.worldwide)';
    const searchRows = (source: string, where = 'TRUE') => `
      INSERT INTO job_search (id, date_posted, pin_till, valid_through, terms)
      SELECT n.id, n.date_posted, n.pin_till, n.valid_through, ${oldTerms} FROM ${source} WHERE ${where} AND NOT n.filled AND n.valid_through > now()`;
    const wordsRows = (source: string, where = 'TRUE') => `
      INSERT INTO job_search_words (id, date_posted, pin_till, valid_through, terms, words)
      SELECT n.id, n.date_posted, n.pin_till, n.valid_through, s.terms, n.search || job_facet_lexemes(s.terms)
        FROM ${source}, LATERAL (SELECT ${oldTerms} AS terms) s WHERE ${where} AND NOT n.filled AND n.valid_through > now()`;
    await q.query(`
      CREATE FUNCTION job_search_terms(category text, board uuid, tags text[], worldwide boolean) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT ARRAY['c:' || category, 'b:' || board::text]
          || ARRAY(SELECT DISTINCT 't:' || t FROM unnest(tags) t)
          || CASE WHEN worldwide THEN ARRAY['w'] ELSE '{}'::text[] END
      $$`);
    for (const fn of copyFunctions({ search: searchRows, words: wordsRows, changed: oldChanged, wordsChanged: oldWordsChanged })) await q.query(fn);
    await q.query(`DROP FUNCTION job_search_terms(text, uuid, text[], boolean, text, integer, text, text, uuid, uuid[])`);
    await q.query(`DROP TRIGGER job_sources_also_insert ON job_sources`);
    await q.query(`DROP TRIGGER job_sources_also_delete ON job_sources`);
    await q.query(`DROP FUNCTION jobs_also_on()`);
    await q.query(`DELETE FROM job_search`);
    await q.query(`DELETE FROM job_search_words`);
    await q.query(`ALTER TABLE job_search DROP COLUMN pay_usd, DROP COLUMN place`);
    await q.query(`ALTER TABLE job_search_words DROP COLUMN pay_usd, DROP COLUMN place`);
    await q.query(`ALTER TABLE jobs DROP COLUMN also_board_ids`);
    await q.query(searchRows('jobs n'));
    await q.query(wordsRows('jobs n'));
    await q.query(`DROP FUNCTION job_place_term(boolean, text[], real, real)`);
    await q.query(`DROP TABLE job_places`);
    await q.query(`DROP TABLE hidden_companies`);
    await q.query(`
      WITH deltas AS (DELETE FROM job_term_counts RETURNING term, live)
      INSERT INTO job_term_counts (term, live) SELECT term, sum(live) FROM deltas GROUP BY term HAVING sum(live) <> 0`);
    await q.query(`
      WITH deltas AS (DELETE FROM job_facet_counts RETURNING board, category, worldwide, tag, live)
      INSERT INTO job_facet_counts (board, category, worldwide, tag, live)
      SELECT board, category, worldwide, tag, sum(live) FROM deltas GROUP BY 1, 2, 3, 4 HAVING sum(live) <> 0`);
  }
}
