import type { DataSource } from 'typeorm';
import { createServices, type Services } from '@remotehunt/services/app/services';
import { loadConfig } from '@remotehunt/services/config/config';
import { type JobCriteria, whereClause } from '@remotehunt/services/jobs/job-criteria';
import { resolveListContext } from '@remotehunt/services/jobs/job-queries';
import { compactJobCounts } from '@remotehunt/services/jobs/job-search-sweep';
import { seedCatalogue } from '@remotehunt/services/seed/seed-catalogue';
import type { BenchOptions } from './bench-options';

export const BENCH_USER = { name: 'Bench User', email: 'bench@remotehunt.local', password: 'bench-password-2024' };
export const BENCH_CATEGORIES = ['Programming', 'Design'];
export const BENCH_KEYWORD = 'react developer';
// The gateway must accept the tokens it issues to the bench user, and a production NODE_ENV insists on a secret.
export const BENCH_JWT_SECRET = 'remotehunt-benchmark-secret-not-for-production';
export const BENCH_REDIS_PREFIX = 'rhbench:';

// Seeded postings are dated relative to the seeding day; an old catalogue has expired and would shrink the live lists.
const MAX_CATALOGUE_AGE_DAYS = 1;
// From this size the catalogue is seeded over two connections (one per core of the reference machine).
const PARALLEL_SEED_FROM = 200_000;
const PARALLEL_SEED_CONNECTIONS = 2;
const SEED_PROGRESS_EVERY_MS = 15_000;
// The seeder writes jobs in INSERT statements of this many rows (seed-catalogue.ts, BATCH_SIZE); progress counts statements.
const SEED_ROWS_PER_STATEMENT = 1_000;

export interface BenchFixture {
  userId: string;
  jobs: number;
  liveJobs: number;
  viewed: number;
  shortlisted: number;
  reseeded: boolean;
  /** The criteria of scenario (b); (d) and (e) use the same. */
  filtered: { categories: string[]; tags: string[]; hideViewedJobs: true };
  /** The same, as the SQL sees it (category names resolved to slugs). */
  filteredCriteria: JobCriteria;
  filteredMatches: number;
  keyword: string;
  keywordMatches: number;
  /** Recorded because an index added by hand in this database changes every figure. */
  jobIndexes: string[];
}

export function benchEnvironment(opts: BenchOptions): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // As deployed (the Dockerfile's setting): libraries skip their development-time checks.
    NODE_ENV: 'production',
    DATABASE_URL: opts.databaseUrl,
    REDIS_URL: opts.redisUrl,
    REDIS_PREFIX: BENCH_REDIS_PREFIX,
    JWT_SECRET: BENCH_JWT_SECRET,
    // The bench pays nothing: local test payments, meant (production refuses them otherwise).
    PAYMENTS_TEST_MODE: 'on',
    // The feeds' per-token budget (60 an hour) would refuse scenario (j) after a few seconds; a
    // budget still counts every request in Redis, as deployed, but never refuses one here.
    RATE_LIMIT_FEED_PER_HOUR: '1000000000',
  };
}

export async function openBenchServices(opts: BenchOptions): Promise<Services> {
  return createServices(loadConfig(benchEnvironment(opts)), { migrate: true });
}

export async function prepareFixture(services: Services, opts: BenchOptions, log: (line: string) => void): Promise<BenchFixture> {
  const { db } = services;
  const reseeded = await ensureCatalogue(services, opts, log);
  // Every run, not only after seeding: whoever wrote to this database last, the visibility map
  // (index-only scans) and the statistics (the planner's guesses) are those of a settled table.
  // The gateway runs with its workers off, so fold the count tables' deltas as the maintenance
  // sweep does every minute in production (a fresh seed leaves hundreds of thousands), and give
  // their space back as the seed does (a database seeded before it did would read empty pages).
  // No keyword has counts of its own yet, whatever an earlier run left: (h) times each keyword's
  // first panel before the sweep builds them (keyword-panels.ts).
  await db.query('TRUNCATE keyword_facets, keyword_facet_counts, keyword_fact_counts, keyword_jobs');
  await compactJobCounts(db);
  await db.query('VACUUM ANALYZE jobs, job_search, job_search_words, tag_jobs, job_term_counts, job_facet_counts, job_fact_counts');
  await prewarm(db, log);
  const userId = await ensureUser(services);
  const viewed = Math.min(opts.viewedJobs, Math.floor(opts.jobs / 4));
  const shortlisted = Math.min(opts.shortlistedJobs, Math.floor(viewed / 10));
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM shortlisted_jobs WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM job_visits WHERE user_id = $1', [userId]);
    // Every step-th job in id order (uuids, so spread over all dates and categories); the latest visits are the first jobs.
    await tx.query(
      `INSERT INTO job_visits (user_id, job_id, visited_at)
       SELECT $1, id, now() - n * interval '5 minutes'
         FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM jobs) ranked
        WHERE n % $2 = 0
        ORDER BY n
        LIMIT $3`,
      [userId, Math.max(1, Math.floor(opts.jobs / viewed)), viewed],
    );
    // People shortlist what they have opened: every tenth visited job.
    await tx.query(
      `INSERT INTO shortlisted_jobs (user_id, job_id)
       SELECT $1, job_id
         FROM (SELECT job_id, row_number() OVER (ORDER BY job_id) AS n FROM job_visits WHERE user_id = $1) ranked
        WHERE n % 10 = 0
        ORDER BY n
        LIMIT $2`,
      [userId, shortlisted],
    );
  });
  // A steady state as autovacuum would leave it: fresh statistics and visibility maps, no dead rows from the rewrite above.
  await db.query('VACUUM ANALYZE job_visits, shortlisted_jobs, users, sessions');

  const [{ viewedCount, shortlistedCount, jobCount, liveCount }] = await db.query(
    `SELECT (SELECT count(*)::int FROM job_visits WHERE user_id = $1) AS "viewedCount",
            (SELECT count(*)::int FROM shortlisted_jobs WHERE user_id = $1) AS "shortlistedCount",
            (SELECT count(*)::int FROM jobs) AS "jobCount",
            (SELECT count(*)::int FROM jobs WHERE valid_through > now() AND NOT filled) AS "liveCount"`,
    [userId],
  );

  const tag = await mostCommonTag(services, BENCH_CATEGORIES);
  const filtered = { categories: BENCH_CATEGORIES, tags: [tag], hideViewedJobs: true as const };
  const { categorySlugs } = await resolveListContext(db, userId, { categories: filtered.categories, sources: [] });
  const filteredCriteria: JobCriteria = {
    categorySlugs,
    tags: filtered.tags,
    hideViewed: true,
    liveOnly: true,
  };
  const filteredMatches = await countMatches(services, userId, filteredCriteria);
  const keywordMatches = await countMatches(services, userId, { query: BENCH_KEYWORD, liveOnly: true });
  if (filteredMatches === 0 || keywordMatches === 0) {
    throw new Error(`The scenarios would list nothing (filter: ${filteredMatches} jobs, keyword: ${keywordMatches} jobs); check the seeded catalogue`);
  }
  const jobIndexes: string[] = (await db.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'jobs' ORDER BY indexname`)).map(
    (r: { indexname: string }) => r.indexname,
  );
  return {
    userId,
    filteredCriteria,
    jobs: jobCount,
    liveJobs: liveCount,
    viewed: viewedCount,
    shortlisted: shortlistedCount,
    reseeded,
    filtered,
    filteredMatches,
    keyword: BENCH_KEYWORD,
    keywordMatches,
    jobIndexes,
  };
}

/** Seeds the catalogue when it is not the size asked for, is over a day old, or with --reseed; true when it did. */
export async function ensureCatalogue(services: Services, opts: BenchOptions, log: (line: string) => void): Promise<boolean> {
  const { db } = services;
  const [{ jobs, ageDays }] = await db.query(
    `SELECT count(*)::int AS jobs, coalesce(extract(epoch FROM now() - max(created_at)) / 86400, 0)::float AS "ageDays" FROM jobs`,
  );
  const stale = ageDays > MAX_CATALOGUE_AGE_DAYS;
  if (!opts.reseed && jobs === opts.jobs && !stale) return false;
  const why = opts.reseed ? '--reseed' : jobs !== opts.jobs ? `it holds ${jobs} jobs` : `it was seeded ${ageDays.toFixed(1)} days ago`;
  const parallel = opts.jobs >= PARALLEL_SEED_FROM ? PARALLEL_SEED_CONNECTIONS : 1;
  log(
    `Seeding ${opts.jobs.toLocaleString('en')} jobs into the bench database (${why})` +
      `${parallel > 1 ? ` over ${parallel} connections` : ''}; this takes a while...`,
  );
  const started = performance.now();
  await db.query('TRUNCATE jobs, companies, tags CASCADE');
  const progress = reportSeedProgress(services, opts.jobs, started, log);
  let seeded;
  try {
    seeded = await seedCatalogue(db, { jobs: opts.jobs, parallel });
  } finally {
    await progress.stop();
  }
  log(`Seeded ${seeded.jobs} jobs, ${seeded.companies} companies and ${seeded.tags} tags in ${((performance.now() - started) / 1000).toFixed(0)} s; VACUUM ANALYZE...`);
  await db.query('VACUUM ANALYZE jobs, job_search, job_search_words, tag_jobs, job_term_counts, job_facet_counts, companies, tags');
  log(`Catalogue ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return true;
}

/**
 * Writes out now what preparing dirtied (a seed, VACUUM setting every row's hint bits, keyword
 * counts built), so a measurement does not share the machine with it: PostgreSQL otherwise
 * spreads that checkpoint over the next minutes (checkpoint_completion_target), gigabytes after a
 * million-job seed. Seen without it: the same code's long tail at 139 req/s (4.2 ms of gateway CPU
 * per request) in a run minutes after a seed, 201 req/s (2.9 ms) in a later one; with it, 201 in
 * the first run after a fresh seed. CHECKPOINT needs a superuser or pg_checkpoint; without
 * either the run goes on, with a line saying so.
 */
async function flushWrites(db: DataSource, log: (line: string) => void): Promise<void> {
  try {
    await db.query('CHECKPOINT');
  } catch {
    log('CHECKPOINT is not allowed to this role: the run may share the machine with the writes of its preparation');
  }
}

/**
 * Loads the catalogue's tables and indexes into shared_buffers (pg_prewarm's 'buffer' mode; as far
 * as they fit, the hot copies last so they are the ones kept), as a database serving traffic holds
 * its working set. A run right after a seed or a restart would otherwise measure the disk (seen:
 * 1.6 s per list under load at a million jobs). Shared buffers rather than the OS cache: on this
 * machine the VM host takes file pages back at about 20 MB/s, so an OS cache warmed minutes
 * earlier is partly gone. Run again before the long tail. Skipped, with a line saying so, where
 * the pg_prewarm extension is not installed.
 */
export async function prewarm(db: DataSource, log: (line: string) => void): Promise<void> {
  await flushWrites(db, log);
  try {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
  } catch {
    log('pg_prewarm is not available: the catalogue is measured with whatever is cached');
    return;
  }
  let blocks = 0;
  for (const table of ['jobs', 'companies', 'job_boards', 'job_visits', 'job_term_counts', 'job_facet_counts', 'keyword_facet_counts', 'job_fact_counts', 'keyword_fact_counts', 'job_visit_cells', 'keyword_jobs', 'tag_jobs', 'job_search_words', 'job_search']) {
    const [row] = await db.query(
      `SELECT coalesce(sum(pg_prewarm(c.oid, 'buffer')), 0)::bigint AS blocks
         FROM pg_class c
        WHERE c.oid = $1::regclass
           OR c.oid IN (SELECT indexrelid FROM pg_index WHERE indrelid = $1::regclass)
           OR c.oid = (SELECT reltoastrelid FROM pg_class WHERE oid = $1::regclass)`,
      [table],
    );
    blocks += Number(row.blocks);
  }
  log(`Prewarmed ${Math.round((blocks * 8) / 1024)} MiB of tables and indexes into shared_buffers`);
}

/**
 * Logs how far the seeding is every 15 s. The rows are not visible before the seeder commits, but
 * every INSERT into jobs moves job_catalogue_version (a sequence, so visible at once), and the
 * table grows on disk as it goes.
 */
function reportSeedProgress(services: Services, jobs: number, started: number, log: (line: string) => void): { stop: () => Promise<void> } {
  const { db } = services;
  const read = async () => {
    const [row] = await db.query(
      `SELECT (SELECT last_value FROM job_catalogue_version)::float AS statements, pg_total_relation_size('jobs')::float AS bytes`,
    );
    return row as { statements: number; bytes: number };
  };
  const first = read().catch(() => undefined);
  let busy: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    busy = (async () => {
      const [before, now] = await Promise.all([first, read()]);
      if (!before) return;
      const written = Math.min(jobs, (now.statements - before.statements) * SEED_ROWS_PER_STATEMENT);
      const seconds = (performance.now() - started) / 1000;
      log(
        `    ~${written.toLocaleString('en')} of ${jobs.toLocaleString('en')} jobs written (${((100 * written) / jobs).toFixed(0)}%), ` +
          `jobs table ${(now.bytes / 1024 / 1024).toFixed(0)} MiB, ${seconds.toFixed(0)} s`,
      );
    })().catch(() => undefined);
  }, SEED_PROGRESS_EVERY_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      await busy;
    },
  };
}

async function ensureUser(services: Services): Promise<string> {
  const [existing] = await services.db.query('SELECT id FROM users WHERE lower(email) = $1', [BENCH_USER.email]);
  if (existing) return existing.id;
  const session = await services.accounts.signUp({ ...BENCH_USER, acceptTerms: true });
  return session.userId;
}

/** The tag most live postings of these categories carry, so the filter is one people would plausibly use. */
async function mostCommonTag(services: Services, categories: string[]): Promise<string> {
  const [row] = await services.db.query(
    `SELECT tag, count(*)::int AS jobs
       FROM jobs j CROSS JOIN unnest(j.tags) AS tag
      WHERE j.category_slug IN (SELECT slug FROM job_category_aliases WHERE alias = ANY($1::text[]))
        AND j.valid_through > now() AND NOT j.filled
      GROUP BY tag
      ORDER BY jobs DESC, tag
      LIMIT 1`,
    [categories.map((c) => c.toLowerCase())],
  );
  if (!row) throw new Error(`No live ${categories.join(' or ')} job carries a tag; check the seeded catalogue`);
  return row.tag;
}

/** Every match counted (the list engine counts only to LIST_REACH); for describing the scenarios. */
async function countMatches(services: Services, userId: string, criteria: JobCriteria): Promise<number> {
  const values: unknown[] = [];
  const conditions = whereClause(criteria, values, () => {
    values.push(userId);
    return `$${values.length}`;
  });
  const [{ total }] = await services.db.query(`SELECT count(*)::int AS total FROM jobs j WHERE ${conditions}`, values);
  return total;
}
