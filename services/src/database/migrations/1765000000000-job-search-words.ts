import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The list engine's copy of the live catalogue for keyword searches (docs/architecture.md, "Job
 * list engine").
 *
 * A keyword on `jobs` reads rows of 4 KB whose tsvector sits in TOAST: a date walk pays three
 * page reads a row, and a keyword with a category is two bitmaps, the category's all of its
 * postings. `job_search_words` holds each live job's date, pin, valid_through, facet terms and
 * `words`: the job's own full-text vector (jobs.search, so a keyword matches exactly what it
 * matched before) plus one lexeme per facet term, '~' and the first 16 hex digits of md5(term).
 * So a keyword and the chosen boards, categories, tags and worldwide are one GIN scan whose keys
 * skip through each other's posting lists: "customer success" in Programming costs what the
 * rarer side costs. Hashed lexemes need no escaping in a tsquery and never meet a word of the
 * English parser, which makes no '~'. Rows stay inline (toast_tuple_target), about 1.5 KB.
 *
 * Kept, like job_search, by statement triggers with transition tables on jobs: an update rewrites
 * the row only when a list field or the text (search) changed. The maintenance sweep removes the
 * rows of jobs that ended by time (job-search-sweep.ts); readers add valid_through > now().
 */
const FIELDS = ['date_posted', 'pin_till', 'valid_through', 'filled', 'category_slug', 'board_id', 'tags', 'worldwide', 'search'];
const CHANGED = `(${FIELDS.map((f) => `n.${f}`).join(', ')}) IS DISTINCT FROM (${FIELDS.map((f) => `o.${f}`).join(', ')})`;

/** The rows of `source` (jobs' columns, alias n) that are live, as job_search_words rows. */
const ROWS = (source: string, where = 'TRUE') => `
  SELECT n.id, n.date_posted, n.pin_till, n.valid_through, s.terms, n.search || job_facet_lexemes(s.terms)
    FROM ${source}, LATERAL (SELECT job_search_terms(n.category_slug, n.board_id, n.tags, n.worldwide) AS terms) s
   WHERE ${where} AND NOT n.filled AND n.valid_through > now()`;

const INSERT = `INSERT INTO job_search_words (id, date_posted, pin_till, valid_through, terms, words)`;

/** Migration 1764900000000's job_search_truncate_jobs, emptying job_search_words too. */
const TRUNCATE_FUNCTION = (tables: string[]) => `
  CREATE OR REPLACE FUNCTION job_search_truncate_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    -- DELETE, not TRUNCATE: a TRUNCATE naming jobs and job_search together is still running.
    ${tables.map((t) => `DELETE FROM ${t};`).join(' ')}
    RETURN NULL;
  END $$`;

export class JobSearchWords1765000000000 implements MigrationInterface {
  name = 'JobSearchWords1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE job_search_words (
        id uuid PRIMARY KEY,
        date_posted timestamptz NOT NULL,
        pin_till timestamptz,
        valid_through timestamptz NOT NULL,
        terms text[] NOT NULL,
        words tsvector NOT NULL
      ) WITH (toast_tuple_target = 8160)`);
    await q.query(`CREATE INDEX job_search_words_date_idx ON job_search_words (date_posted DESC, id DESC)`);
    await q.query(`CREATE INDEX job_search_words_pinned_date_idx ON job_search_words (date_posted DESC, id DESC) WHERE pin_till IS NOT NULL`);
    await q.query(`CREATE INDEX job_search_words_valid_through_idx ON job_search_words (valid_through)`);
    await q.query(`
      CREATE FUNCTION job_facet_lexemes(terms text[]) RETURNS tsvector
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT array_to_tsvector(ARRAY(SELECT DISTINCT '~' || left(md5(t), 16) FROM unnest(terms) t WHERE t IS NOT NULL))
      $$`);
    await q.query(`
      CREATE FUNCTION job_search_words_add_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${INSERT} ${ROWS('new_jobs n')};
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION job_search_words_change_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM job_search_words w USING new_jobs n JOIN old_jobs o ON o.id = n.id WHERE w.id = n.id AND ${CHANGED};
        ${INSERT} ${ROWS('new_jobs n JOIN old_jobs o ON o.id = n.id', CHANGED)};
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION job_search_words_remove_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM job_search_words w USING old_jobs o WHERE w.id = o.id;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER jobs_words_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_search_words_add_jobs()`);
    await q.query(`
      CREATE TRIGGER jobs_words_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs
        FOR EACH STATEMENT EXECUTE FUNCTION job_search_words_change_jobs()`);
    await q.query(`CREATE TRIGGER jobs_words_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_search_words_remove_jobs()`);
    await q.query(TRUNCATE_FUNCTION(['job_search', 'job_search_words', 'job_term_counts', 'job_facet_counts']));

    await q.query(`${INSERT} ${ROWS('jobs n')}`);
    // Built after the rows are in: one sort instead of an index insert per row. A job has about
    // 150 lexemes, so inserting each into the index as it comes halves ingestion's throughput
    // (1,476 against 3,520 postings/s): new rows wait in a pending list merged in bulk, kept
    // small (1 MB, a few hundred jobs) because every search reads it unindexed.
    await q.query(`CREATE INDEX job_search_words_words_idx ON job_search_words USING gin (words) WITH (fastupdate = on, gin_pending_list_limit = 1024)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER jobs_words_insert ON jobs`);
    await q.query(`DROP TRIGGER jobs_words_update ON jobs`);
    await q.query(`DROP TRIGGER jobs_words_delete ON jobs`);
    await q.query(TRUNCATE_FUNCTION(['job_search', 'job_term_counts', 'job_facet_counts']));
    await q.query(`DROP TABLE job_search_words`);
    for (const fn of ['job_search_words_add_jobs', 'job_search_words_change_jobs', 'job_search_words_remove_jobs']) await q.query(`DROP FUNCTION ${fn}()`);
    await q.query(`DROP FUNCTION job_facet_lexemes(text[])`);
  }
}
