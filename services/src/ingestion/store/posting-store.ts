import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { normalizeCompanyName } from '../../jobs/job-rules';
import type { NormalizedPosting } from '../board-adapter';
import { type CanonicalCategory, categorySlug } from '../normalize/canonical-categories';
import { type JobFacts, JOB_FACT_COLUMNS, jobFactArrays } from '../../jobs/job-facts';
import { loadUsdRates } from '../../pay/exchange-rates';
import type { UsdRates } from '../../pay/annual-usd';

/** The board a batch of postings comes from, as its row says. */
export interface IngestingBoard {
  id: string;
  /** The board's terms ask that Apply go through its own job page. */
  applyViaBoard: boolean;
}

export interface UpsertCounts {
  created: number;
  updated: number;
  unchanged: number;
  /** Listed by another board already (same company and title within 14 days): kept as a second source. */
  duplicates: number;
}

const DUPLICATE_WINDOW_DAYS = 14;

/** What is stored of a posting, ready for the database. */
interface Row {
  externalId: string;
  hash: string;
  dedupeKey: string;
  companyKey: string;
  posting: NormalizedPosting;
  applyUrl: string;
}

/** The key two boards' listings of one job share: normalized company and title. */
export function dedupeKey(companyName: string, title: string): string {
  const title_ = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return `${normalizeCompanyName(companyName)}|${title_}`;
}

/**
 * What a stored posting's content_hash is: its raw fingerprint (see BoardAdapter.scan) and
 * the board setting that decides its Apply link. A posting whose hash matches needs no write.
 */
export function storedHash(board: IngestingBoard, fingerprint: string): string {
  return createHash('sha1').update(JSON.stringify([fingerprint, board.applyViaBoard])).digest('base64url');
}

function toRow(board: IngestingBoard, posting: NormalizedPosting, fingerprint: string | undefined): Row {
  const applyUrl = board.applyViaBoard && posting.boardJobUrl ? posting.boardJobUrl : posting.applyUrl;
  // Without the raw fingerprint, everything stored stands in for it.
  const hash = storedHash(board, fingerprint ?? JSON.stringify(posting));
  return {
    externalId: posting.externalId,
    hash,
    dedupeKey: dedupeKey(posting.companyName, posting.title),
    companyKey: normalizeCompanyName(posting.companyName) || posting.companyName.toLowerCase(),
    posting,
    applyUrl,
  };
}

/**
 * What is stored of a board's posting: its job (null when it is another job's second source), its
 * hash, and whether ingestion ended that job because the board's feed stopped listing it (a
 * posting that comes back is stored again, as a repost, even when nothing in it changed).
 */
export interface StoredPosting {
  jobId: string | null;
  hash: string | null;
  dropped?: boolean;
}

/** What is stored of these postings of the board, as its own job or as a second source, in one statement. */
export async function findStored(db: DataSource, boardId: string, externalIds: string[]): Promise<Map<string, StoredPosting>> {
  const rows: { external_id: string; job_id: string | null; content_hash: string | null; dropped: boolean }[] = await db.query(
    `SELECT external_id, id AS job_id, content_hash, expired_at IS NOT NULL AS dropped FROM jobs WHERE board_id = $1 AND external_id = ANY($2::text[])
     UNION ALL
     SELECT external_id, NULL, content_hash, false FROM job_sources WHERE board_id = $1 AND external_id = ANY($2::text[])`,
    [boardId, externalIds],
  );
  return new Map(rows.map((r) => [r.external_id, { jobId: r.job_id, hash: r.content_hash, dropped: r.dropped }]));
}

/** Whether a scanned posting needs normalizing and storing: new, changed, or back after its board dropped it. */
export const needsStoring = (found: StoredPosting | undefined, hash: string): boolean => !found || found.hash !== hash || !!found.dropped;

const factsOfPosting = (p: NormalizedPosting): JobFacts => ({ eligibility: p.eligibility, salary: p.salary, seniority: p.seniority });

/**
 * Upserts one board's postings, keyed by (board, external id). A posting whose
 * stored hash matches is left alone (an unchanged feed writes nothing); a
 * changed one is updated in place; a new one that another board already lists
 * is recorded as that job's second source instead of a second job. Set-based
 * (a few statements per batch, whatever its size) and safe to repeat: a run
 * cut off half way is completed, never doubled, by the next.
 */
export async function upsertPostings(
  db: DataSource,
  board: IngestingBoard,
  postings: readonly NormalizedPosting[],
  fingerprints?: ReadonlyMap<string, string>,
  /** findStored's answer for these postings, when the caller has it already. */
  stored?: ReadonlyMap<string, StoredPosting>,
): Promise<UpsertCounts> {
  const byId = new Map<string, Row>();
  for (const posting of postings) byId.set(posting.externalId, toRow(board, posting, fingerprints?.get(posting.externalId)));
  const rows = [...byId.values()];
  const counts: UpsertCounts = { created: 0, updated: 0, unchanged: postings.length - rows.length, duplicates: 0 };
  if (rows.length === 0) return counts;

  const known = stored ?? (await findStored(db, board.id, rows.map((r) => r.externalId)));
  const changed: (Row & { jobId: string })[] = [];
  const changedSecond: Row[] = [];
  const fresh: Row[] = [];
  for (const row of rows) {
    const found = known.get(row.externalId);
    if (!found) fresh.push(row);
    else if (!needsStoring(found, row.hash)) counts.unchanged++;
    else if (found.jobId) changed.push({ ...row, jobId: found.jobId });
    else changedSecond.push(row);
  }
  if (changed.length === 0 && changedSecond.length === 0 && fresh.length === 0) return counts;

  await db.transaction(async (tx) => {
    const rates = await loadUsdRates(tx);
    const companyIds = await ensureCompanies(tx, [...changed, ...fresh]);
    if (changed.length) {
      await updateJobs(tx, board.id, changed, companyIds, rates);
      counts.updated += changed.length;
    }
    if (changedSecond.length) {
      await tx.query(
        `UPDATE job_sources s SET board_job_url = u.url, apply_url = u.apply, content_hash = u.hash, updated_at = now()
           FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) AS u(ext, url, apply, hash)
          WHERE s.board_id = $1 AND s.external_id = u.ext`,
        [board.id, changedSecond.map((r) => r.externalId), changedSecond.map((r) => r.posting.boardJobUrl), changedSecond.map((r) => r.applyUrl), changedSecond.map((r) => r.hash)],
      );
      counts.updated += changedSecond.length;
    }
    if (fresh.length) {
      const listed = await findListedElsewhere(tx, board.id, fresh);
      const duplicates = fresh.filter((r) => listed.has(r.externalId));
      const created = fresh.filter((r) => !listed.has(r.externalId));
      if (duplicates.length) {
        await tx.query(
          `INSERT INTO job_sources (board_id, external_id, job_id, board_job_url, apply_url, content_hash)
           SELECT $1, * FROM unnest($2::text[], $3::uuid[], $4::text[], $5::text[], $6::text[])
           ON CONFLICT (board_id, external_id) DO NOTHING`,
          [
            board.id,
            duplicates.map((r) => r.externalId),
            duplicates.map((r) => listed.get(r.externalId)),
            duplicates.map((r) => r.posting.boardJobUrl),
            duplicates.map((r) => r.applyUrl),
            duplicates.map((r) => r.hash),
          ],
        );
        counts.duplicates += duplicates.length;
      }
      if (created.length) counts.created += await insertJobs(tx, board, created, companyIds, rates);
    }
  });
  return counts;
}

/** Company ids by normalized name, creating the companies not seen before. */
async function ensureCompanies(tx: EntityManager, rows: Row[]): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  const byKey = new Map<string, NormalizedPosting>();
  for (const row of rows) if (!byKey.has(row.companyKey)) byKey.set(row.companyKey, row.posting);
  // In one order everywhere: two boards' batches inserting the same new companies then wait, never deadlock.
  const keys = [...byKey.keys()].sort();
  const postings = keys.map((key) => byKey.get(key) as NormalizedPosting);
  // A new company's logo is due at once: the logo worker's sweep fetches it within a minute.
  await tx.query(
    `INSERT INTO companies (normalized_name, name, logo_source, url)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
     ON CONFLICT (normalized_name) DO NOTHING`,
    [keys, postings.map((p) => p.companyName), postings.map((p) => p.companyImage), postings.map((p) => p.companyUrl)],
  );
  // A known company takes a new logo address only while it has no copy of ours or its copy can no
  // longer be fetched, so two boards naming different addresses for one company do not take turns.
  // Only those rows are locked, in id order, as every batch locks them.
  await tx.query(
    `UPDATE companies c SET logo_source = n.source, logo_due_at = now(), logo_failures = 0
       FROM (SELECT k.id, u.source FROM unnest($1::text[], $2::text[]) AS u(key, source)
               JOIN companies k ON k.normalized_name = u.key
              WHERE u.source IS NOT NULL AND k.logo_source IS DISTINCT FROM u.source AND k.logo_due_at IS NOT NULL
                AND (k.logo_key IS NULL OR k.logo_failures > 0)
              ORDER BY k.id FOR UPDATE OF k) AS n
      WHERE c.id = n.id`,
    [keys, postings.map((p) => p.companyImage)],
  );
  const found: { id: string; normalized_name: string }[] = await tx.query(`SELECT id, normalized_name FROM companies WHERE normalized_name = ANY($1::text[])`, [keys]);
  return new Map(found.map((c) => [c.normalized_name, c.id]));
}

/** Fresh postings another board already lists (same key, posted within the window): external id to that job. */
async function findListedElsewhere(tx: EntityManager, boardId: string, rows: Row[]): Promise<Map<string, string>> {
  const found: { ext: string; job_id: string }[] = await tx.query(
    `SELECT DISTINCT ON (k.ext) k.ext, j.id AS job_id
       FROM unnest($2::text[], $3::text[], $4::timestamptz[]) AS k(ext, key, posted)
       JOIN jobs j ON j.dedupe_key = k.key
                  AND j.board_id <> $1
                  AND j.date_posted BETWEEN k.posted - make_interval(days => $5) AND k.posted + make_interval(days => $5)
      ORDER BY k.ext, j.date_posted`,
    [boardId, rows.map((r) => r.externalId), rows.map((r) => r.dedupeKey), rows.map((r) => r.posting.datePosted), DUPLICATE_WINDOW_DAYS],
  );
  return new Map(found.map((f) => [f.ext, f.job_id]));
}

/** The values of POSTING_COLUMNS, as parallel arrays for unnest. */
function columns(rows: Row[], companyIds: Map<string, string>, rates: UsdRates) {
  const p = rows.map((r) => r.posting);
  return [
    rows.map((r) => companyIds.get(r.companyKey)),
    p.map((x) => x.title),
    p.map((x) => x.companyName),
    p.map((x) => x.companyImage),
    p.map((x) => categorySlug(x.category as CanonicalCategory)),
    // Arrays of arrays do not unnest row by row; tags travel as JSON.
    p.map((x) => JSON.stringify(x.tags)),
    p.map((x) => x.descriptionHtml),
    rows.map((r) => r.applyUrl),
    p.map((x) => x.datePosted),
    p.map((x) => x.validThrough),
    p.map((x) => x.jobType),
    p.map((x) => x.regionalRestriction),
    p.map((x) => x.worldwide),
    p.map((x) => x.boardJobUrl),
    p.map((x) => x.location),
    rows.map((r) => r.hash),
    rows.map((r) => r.dedupeKey),
    ...jobFactArrays(p.map(factsOfPosting), rates),
  ];
}

const POSTING_COLUMNS = [
  ['company_id', 'uuid'],
  ['title', 'text'],
  ['company_name', 'text'],
  ['company_image', 'text'],
  ['category_slug', 'text'],
  ['tags', 'text'],
  ['description', 'text'],
  ['apply_url', 'text'],
  ['date_posted', 'timestamptz'],
  ['valid_through', 'timestamptz'],
  ['job_type', 'text'],
  ['regional_restriction', 'text'],
  ['worldwide', 'bool'],
  ['board_job_url', 'text'],
  ['location', 'text'],
  ['content_hash', 'text'],
  ['dedupe_key', 'text'],
  ...JOB_FACT_COLUMNS.map(({ name, type }) => [name, type] as const),
] as const;

/** One row per posting from parallel arrays bound from $2: the key (external id or job id) then POSTING_COLUMNS. */
function postingRows(key: 'ext' | 'id', keyType: 'text' | 'uuid'): string {
  const arrays = [`$2::${keyType}[]`, ...POSTING_COLUMNS.map(([, type], i) => `$${i + 3}::${type}[]`)];
  return `unnest(${arrays.join(', ')}) AS u(${[key, ...POSTING_COLUMNS.map(([name]) => name)].join(', ')})`;
}

const COLUMN_NAMES = POSTING_COLUMNS.map(([name]) => name);
// Tags travel as JSON text (arrays of arrays do not unnest row by row).
const FACT_SELECTS = new Map<string, string>(JOB_FACT_COLUMNS.map((c) => [c.name, c.select(`u.${c.name}`)]));
const selectValue = (name: string) => (name === 'tags' ? 'ARRAY(SELECT jsonb_array_elements_text(u.tags::jsonb))' : (FACT_SELECTS.get(name) ?? `u.${name}`));

async function insertJobs(tx: EntityManager, board: IngestingBoard, rows: Row[], companyIds: Map<string, string>, rates: UsdRates): Promise<number> {
  // Another worker may insert the same posting meanwhile: the unique key keeps one, and only ours count.
  // A job listed before with the same company and title (on any board, beyond the duplicate
  // window) is this one's earlier listing: the new one is a repost, and keeps the first date.
  const inserted: { tags: string[] }[] = await tx.query(
    `INSERT INTO jobs (board_id, external_id, ${COLUMN_NAMES.join(', ')}, repost_count, first_posted_at)
     SELECT $1, u.ext, ${COLUMN_NAMES.map(selectValue).join(', ')}, coalesce(before.repost_count + 1, 0), before.first_posted_at
       FROM ${postingRows('ext', 'text')}
       LEFT JOIN LATERAL (
         SELECT p.repost_count, coalesce(p.first_posted_at, p.date_posted) AS first_posted_at FROM jobs p
          WHERE p.dedupe_key = u.dedupe_key AND p.date_posted < u.date_posted
          ORDER BY p.date_posted DESC LIMIT 1) before ON true
     ON CONFLICT (board_id, external_id) WHERE external_id IS NOT NULL DO NOTHING
     RETURNING tags`,
    [board.id, rows.map((r) => r.externalId), ...columns(rows, companyIds, rates)],
  );
  await countTags(
    tx,
    inserted.flatMap((r) => r.tags),
  );
  return inserted.length;
}

async function updateJobs(tx: EntityManager, boardId: string, rows: (Row & { jobId: string })[], companyIds: Map<string, string>, rates: UsdRates): Promise<void> {
  await tx.query(
    // A posting the board listed again after dropping it is a repost of the same job.
    `UPDATE jobs j SET ${COLUMN_NAMES.map((name) => `${name} = ${selectValue(name)}`).join(', ')}, updated_at = now(),
            repost_count = j.repost_count + (j.expired_at IS NOT NULL)::int,
            first_posted_at = CASE WHEN j.expired_at IS NOT NULL THEN coalesce(j.first_posted_at, j.date_posted) ELSE j.first_posted_at END,
            expired_at = NULL, expired_reason = NULL
       FROM ${postingRows('id', 'uuid')}
      WHERE j.id = u.id AND j.board_id = $1`,
    [boardId, rows.map((r) => r.jobId), ...columns(rows, companyIds, rates)],
  );
  // New tags join the typeahead; counts only grow with new jobs.
  await tx.query(`INSERT INTO tags (name) SELECT DISTINCT tag FROM unnest($1::text[]) AS tag ORDER BY tag ON CONFLICT (name) DO NOTHING`, [rows.flatMap((r) => r.posting.tags)]);
}

async function countTags(tx: EntityManager, tags: string[]): Promise<void> {
  if (tags.length === 0) return;
  await tx.query(
    // Rows locked in name order, as every batch locks them: concurrent boards wait, never deadlock.
    `INSERT INTO tags (name, job_count) SELECT tag, count(*) FROM unnest($1::text[]) AS tag GROUP BY tag ORDER BY tag
     ON CONFLICT (name) DO UPDATE SET job_count = tags.job_count + EXCLUDED.job_count`,
    [tags],
  );
}

/**
 * After a board's whole feed was read and stored: its jobs the feed no longer lists are ended now
 * (valid_through, so every list drops them at once, with the time and reason kept), and its
 * second sources the feed no longer lists are removed, so "also on" names only boards that still
 * list a job. `listed` is every posting id the feed carried, stored or not. Answers how many jobs
 * ended.
 */
export async function endDroppedPostings(db: DataSource, board: { id: string; name: string }, listed: readonly string[]): Promise<number> {
  return db.transaction(async (tx) => {
    // NOT IN over a set is one hashed anti-join: linear in the feed and the board's jobs.
    const [ended]: [unknown[], number] = await tx.query(
      `UPDATE jobs SET valid_through = now(), expired_at = now(), expired_reason = $3, updated_at = now()
        WHERE board_id = $1 AND external_id IS NOT NULL AND valid_through > now() AND NOT filled
          AND external_id NOT IN (SELECT unnest($2::text[]))
       RETURNING id`,
      [board.id, listed, `No longer listed on ${board.name}`],
    );
    await tx.query(`DELETE FROM job_sources WHERE board_id = $1 AND external_id NOT IN (SELECT unnest($2::text[]))`, [board.id, listed]);
    return ended.length;
  });
}
