import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { type Eligibility, readEligibility } from '../eligibility/eligibility';
import { type JobFacts, JOB_FACT_COLUMNS, jobFactArrays } from '../jobs/job-facts';
import { isWorldwide } from '../jobs/job-rules';
import type { UsdRates } from '../pay/annual-usd';
import { loadUsdRates } from '../pay/exchange-rates';
import { CatalogueGenerator, type GeneratedCompany, type GeneratedJob } from './catalogue-generator';

/** What `npm start` puts in an empty database. */
export const STARTER_CATALOGUE = { jobs: 500, companies: 100 } as const;
export const MIN_JOB_BOARDS = 7;
export const MAX_PARALLEL = 8;

export interface CatalogueSize {
  jobs: number;
  companies?: number;
  seed?: number;
  now?: Date;
}

export interface SeedOptions extends CatalogueSize {
  /**
   * Connections inserting jobs side by side; default 1, which seeds in one
   * transaction. Each job row costs its backend real CPU (the generated
   * full-text column), so one connection uses one core; large benchmark sets
   * go faster with one connection per core. Then companies commit first, each
   * connection inserts its share in its own transaction, those commit only
   * once all have succeeded, and a failure rolls them all back and deletes the
   * companies this run added.
   */
  parallel?: number;
}

/** Rows this run added; rows that were already there (same seed seeded before) are not counted. */
export interface SeedResult {
  companies: number;
  jobs: number;
  /** Distinct tags of the added jobs. */
  tags: number;
}

// Multi-row statements of this size keep round trips few without building huge parameters.
const BATCH_SIZE = 1000;
// Next to the migration lock (727_001): processes starting together must not both seed.
const SEED_LOCK_ID = 727_002;
// Tags travel as one delimited string per job: unnest cannot take a ragged text[][].
const TAG_SEPARATOR = '\u001f';

export async function seedCatalogue(db: DataSource, options: SeedOptions): Promise<SeedResult> {
  const parallel = options.parallel ?? 1;
  if (!Number.isInteger(parallel) || parallel < 1 || parallel > MAX_PARALLEL) {
    throw new RangeError(`parallel must be a whole number from 1 to ${MAX_PARALLEL}, got ${parallel}`);
  }
  if (parallel > 1) return seedSideBySide(db, options, parallel);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    return insertCatalogue(tx, options);
  });
}

/** Seeds only a database without jobs, in one transaction; null when there were jobs already. */
export async function seedIfEmpty(db: DataSource, size: CatalogueSize = STARTER_CATALOGUE): Promise<SeedResult | null> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    const [{ empty }] = await tx.query(`SELECT NOT EXISTS (SELECT 1 FROM jobs) AS empty`);
    return empty ? insertCatalogue(tx, size) : null;
  });
}

/**
 * Deletes every job, company and tag. DELETE rather than TRUNCATE, so each
 * foreign key's own rule applies: shortlist entries and visits go with their
 * jobs, applied-job records keep their snapshot.
 */
export async function resetCatalogue(db: DataSource): Promise<{ jobs: number; companies: number; tags: number }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    const [, jobs] = await tx.query('DELETE FROM jobs');
    const [, companies] = await tx.query('DELETE FROM companies');
    const [, tags] = await tx.query('DELETE FROM tags');
    return { jobs, companies, tags };
  });
}

interface Plan {
  generator: CatalogueGenerator;
  boardIds: string[];
}

async function plan(db: EntityManager, size: CatalogueSize): Promise<Plan> {
  // RemoteHunt's own board (unlisted) holds paid postings only; made-up jobs there would pass for them.
  const boards: { id: string }[] = await db.query('SELECT id FROM job_boards WHERE listed ORDER BY id');
  if (boards.length < MIN_JOB_BOARDS) {
    throw new Error(
      `Seeding needs at least ${MIN_JOB_BOARDS} job boards but job_boards has ${boards.length}; run the migrations first`,
    );
  }
  const generator = new CatalogueGenerator({
    jobs: size.jobs,
    companies: size.companies,
    seed: size.seed,
    now: size.now ?? new Date(),
    boards: boards.length,
  });
  return { generator, boardIds: boards.map((b) => b.id) };
}

async function insertCatalogue(tx: EntityManager, size: CatalogueSize): Promise<SeedResult> {
  const { generator, boardIds } = await plan(tx, size);
  const companies = await insertCompanies(tx, generator.companies);
  const jobIds = await insertJobs(tx, generator, { boards: boardIds, companies: companies.ids, rates: await loadUsdRates(tx) }, { worker: 0, workers: 1 });
  return { companies: companies.added.length, jobs: jobIds.length, tags: await countTags(tx, jobIds) };
}

async function seedSideBySide(db: DataSource, options: SeedOptions, parallel: number): Promise<SeedResult> {
  // The lock is a transaction lock held open on a connection of its own until the seed ends: a
  // session lock behind a transaction-mode pooler would stay on whichever server connection took it.
  const session = db.createQueryRunner();
  try {
    await session.startTransaction();
    await session.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    const { generator, boardIds } = await plan(session.manager, options);
    // The job transactions cannot see uncommitted companies, so these commit first.
    const companies = await db.transaction((tx) => insertCompanies(tx, generator.companies));
    let jobIds: string[];
    try {
      jobIds = await insertJobsSideBySide(db, generator, { boards: boardIds, companies: companies.ids, rates: await loadUsdRates(db) }, parallel);
    } catch (e) {
      // This fails, keeping the companies, only if a connection committed before another one failed.
      await db.query('DELETE FROM companies WHERE id = ANY($1::uuid[])', [companies.added]).catch(() => undefined);
      throw e;
    }
    const tags = await db.transaction((tx) => countTags(tx, jobIds));
    return { companies: companies.added.length, jobs: jobIds.length, tags };
  } finally {
    // Nothing was written in it: ending it releases the lock.
    if (session.isTransactionActive) await session.rollbackTransaction().catch(() => undefined);
    await session.release();
  }
}

class SeedAborted extends Error {}

async function insertJobsSideBySide(db: DataSource, generator: CatalogueGenerator, ids: RowIds, workers: number): Promise<string[]> {
  const runners: QueryRunner[] = Array.from({ length: workers }, () => db.createQueryRunner());
  const abort = { requested: false };
  try {
    await Promise.all(runners.map((r) => r.startTransaction()));
    const results = await Promise.allSettled(
      runners.map((r, worker) =>
        insertJobs(r.manager, generator, ids, { worker, workers, abort }).catch((e: unknown) => {
          abort.requested = true;
          throw e;
        }),
      ),
    );
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    if (failures.length) throw failures.find((e) => !(e instanceof SeedAborted)) ?? failures[0];
    await Promise.all(runners.map((r) => r.commitTransaction()));
    return results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
  } catch (e) {
    // Released connections go back to the pool, so none may keep a transaction open.
    await Promise.allSettled(runners.filter((r) => r.isTransactionActive).map((r) => r.rollbackTransaction()));
    throw e;
  } finally {
    await Promise.all(runners.map((r) => r.release()));
  }
}

/** What the generated rows refer to in the database: boards, companies, and the rates pay is converted by. */
interface RowIds {
  boards: readonly string[];
  companies: readonly string[];
  rates: UsdRates;
}

/** Inserts every `workers`-th batch starting at `worker`; answers the new jobs' ids. */
async function insertJobs(
  tx: EntityManager,
  generator: CatalogueGenerator,
  ids: RowIds,
  share: { worker: number; workers: number; abort?: { requested: boolean } },
): Promise<string[]> {
  const jobIds: string[] = [];
  let pending: Promise<{ id: string }[]> | undefined;
  const step = BATCH_SIZE * share.workers;
  for (let from = BATCH_SIZE * share.worker; from < generator.jobCount; from += step) {
    if (share.abort?.requested) break;
    // Build this batch while the database is still writing the previous one.
    const params = jobParameters([...generator.jobs(from, from + BATCH_SIZE)], ids);
    if (pending) for (const row of await pending) jobIds.push(row.id);
    pending = tx.query(INSERT_JOBS, params);
    // A failure is handled at the await above; until then it must not count as unhandled.
    pending.catch(() => undefined);
    // TypeORM sends the query a few promise turns later; let it leave before the next batch is built.
    await nextTurn();
  }
  if (pending) for (const row of await pending) jobIds.push(row.id);
  if (share.abort?.requested) throw new SeedAborted('stopped because another connection failed');
  return jobIds;
}

// The demo companies' websites are made up (and may be someone's real domain): the logo worker
// never fetches for them (logo_due_at null), and pages show their monograms.
const INSERT_COMPANIES = `
  INSERT INTO companies (name, normalized_name, description, url, careers_page, hq, email, statement, logo_due_at)
  SELECT *, NULL::timestamptz FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
  ON CONFLICT (normalized_name) DO NOTHING
  RETURNING id, normalized_name`;

/** Company ids in generator order; a company seeded before (same normalized name) is reused. */
async function insertCompanies(tx: EntityManager, companies: readonly GeneratedCompany[]): Promise<{ ids: string[]; added: string[] }> {
  const idByName = new Map<string, string>();
  const added: string[] = [];
  for (let from = 0; from < companies.length; from += BATCH_SIZE) {
    const batch = companies.slice(from, from + BATCH_SIZE);
    const rows: { id: string; normalized_name: string }[] = await tx.query(INSERT_COMPANIES, [
      batch.map((c) => c.name),
      batch.map((c) => c.normalizedName),
      batch.map((c) => c.description),
      batch.map((c) => c.url),
      batch.map((c) => c.careersPage),
      batch.map((c) => c.hq),
      batch.map((c) => c.email),
      batch.map((c) => c.statement),
    ]);
    for (const row of rows) {
      idByName.set(row.normalized_name, row.id);
      added.push(row.id);
    }
    if (rows.length < batch.length) {
      const existing: { id: string; normalized_name: string }[] = await tx.query(
        'SELECT id, normalized_name FROM companies WHERE normalized_name = ANY($1::text[])',
        [batch.filter((c) => !idByName.has(c.normalizedName)).map((c) => c.normalizedName)],
      );
      for (const row of existing) idByName.set(row.normalized_name, row.id);
    }
  }
  return { ids: companies.map((c) => idByName.get(c.normalizedName)!), added };
}

interface JobColumn {
  name: string;
  type: 'uuid' | 'text' | 'timestamptz' | 'boolean' | 'int';
  value(job: GeneratedJob, ids: RowIds): unknown;
}

const JOB_COLUMNS: readonly JobColumn[] = [
  { name: 'board_id', type: 'uuid', value: (j, ids) => ids.boards[j.boardIndex] },
  { name: 'external_id', type: 'text', value: (j) => j.externalId },
  { name: 'company_id', type: 'uuid', value: (j, ids) => ids.companies[j.companyIndex] },
  { name: 'title', type: 'text', value: (j) => j.title },
  { name: 'company_name', type: 'text', value: (j) => j.companyName },
  { name: 'category_slug', type: 'text', value: (j) => j.categorySlug },
  { name: 'tags', type: 'text', value: (j) => j.tags.join(TAG_SEPARATOR) },
  { name: 'description', type: 'text', value: (j) => j.description },
  { name: 'apply_url', type: 'text', value: (j) => j.applyUrl },
  { name: 'date_posted', type: 'timestamptz', value: (j) => j.datePosted.toISOString() },
  { name: 'valid_through', type: 'timestamptz', value: (j) => j.validThrough.toISOString() },
  { name: 'highlight', type: 'boolean', value: (j) => j.highlight },
  { name: 'pin_till', type: 'timestamptz', value: (j) => j.pinTill?.toISOString() ?? null },
  { name: 'job_type', type: 'text', value: (j) => j.jobType },
  { name: 'regional_restriction', type: 'text', value: (j) => j.regionalRestriction },
  { name: 'location', type: 'text', value: (j) => j.location },
  { name: 'worldwide', type: 'boolean', value: (j) => isWorldwide(j.tags) },
];

const JOB_COLUMN_NAMES = [...JOB_COLUMNS, ...JOB_FACT_COLUMNS].map((c) => c.name).join(', ');
const INSERT_JOBS = `
  INSERT INTO jobs (${JOB_COLUMN_NAMES})
  SELECT ${[...JOB_COLUMNS.map((c) => (c.name === 'tags' ? 'string_to_array(tags, chr(31))' : c.name)), ...JOB_FACT_COLUMNS.map((c) => c.select(c.name))].join(', ')}
  FROM unnest(${[...JOB_COLUMNS, ...JOB_FACT_COLUMNS].map((c, i) => `$${i + 1}::${c.type}[]`).join(', ')}) AS r(${JOB_COLUMN_NAMES})
  ON CONFLICT (board_id, external_id) WHERE external_id IS NOT NULL DO NOTHING
  RETURNING id`;

/** One array per column, as unnest takes them. */
function jobParameters(jobs: readonly GeneratedJob[], ids: RowIds): unknown[][] {
  return [...JOB_COLUMNS.map((column) => jobs.map((job) => column.value(job, ids))), ...jobFactArrays(jobs.map(factsOf), ids.rates)];
}

/** Where a job can be done from is read from its location text, as ingestion reads a board's. */
function factsOf(job: GeneratedJob): JobFacts {
  return { eligibility: eligibilityOf(job.location), salary: job.salary, seniority: job.seniority };
}

// The generator writes a few dozen location texts: each is read once, not once per job of a million.
const RULES = new Map<string, Eligibility>();
function eligibilityOf(location: string): Eligibility {
  let rule = RULES.get(location);
  if (!rule) RULES.set(location, (rule = readEligibility(location)));
  return rule;
}

async function countTags(tx: EntityManager, jobIds: readonly string[]): Promise<number> {
  if (!jobIds.length) return 0;
  const rows: unknown[] = await tx.query(COUNT_TAGS, [jobIds]);
  return rows.length;
}

const COUNT_TAGS = `
  INSERT INTO tags (name, job_count)
  SELECT tag, count(*)::int
  FROM jobs JOIN unnest($1::uuid[]) AS seeded(id) USING (id), unnest(jobs.tags) AS tag
  GROUP BY tag
  ON CONFLICT (name) DO UPDATE SET job_count = tags.job_count + EXCLUDED.job_count
  RETURNING name`;
