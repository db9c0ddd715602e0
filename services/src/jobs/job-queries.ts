import type { DataSource } from 'typeorm';
import type { Paging } from '../common/paging';
import type { JobRow } from './job-view';

/** What a job list can be narrowed by; every field is optional and they AND together. */
export interface JobCriteria {
  /** Canonical category slugs (resolve names with resolveFilterNames). */
  categorySlugs?: string[];
  /** Job board ids (resolve names with resolveFilterNames). */
  boardIds?: string[];
  tags?: string[];
  hideViewed?: boolean;
  worldwide?: boolean;
  query?: string;
  companyName?: string;
  /** Leave out expired and filled postings (the discovery lists do). */
  liveOnly?: boolean;
}

// $1 is always the caller: their shortlist, visits and applications become flags in the same statement.
const JOB_COLUMNS = `
  j.id, j.title, j.company_name, j.company_image, b.name AS source_name, b.url AS source_url, j.tags,
  cat.title AS category_title, j.category_slug, j.apply_url, j.date_posted, j.valid_through, j.highlight, j.pin_till,
  c.hq AS company_hq, c.email AS company_email, c.description AS company_description,
  c.statement AS company_statement, c.url AS company_url,
  j.job_type, j.regional_restriction, j.salary_min, j.salary_max, j.salary_currency,
  j.worldwide, j.filled, j.is_subscription,
  s.id AS shortlisted_job_id, s.status_id AS shortlist_status,
  EXISTS (SELECT 1 FROM job_visits v WHERE v.user_id = $1 AND v.job_id = j.id) AS visited,
  EXISTS (SELECT 1 FROM applied_jobs a WHERE a.user_id = $1 AND a.job_id = j.id) AS applied`;

const JOB_JOINS = `
  JOIN job_boards b ON b.id = j.board_id
  JOIN companies c ON c.id = j.company_id
  JOIN job_categories cat ON cat.slug = j.category_slug
  LEFT JOIN shortlisted_jobs s ON s.user_id = $1 AND s.job_id = j.id`;

/** Appends the conditions' values to params; `user` is the placeholder of the caller's id. */
function whereClause(criteria: JobCriteria, params: unknown[], user: () => string): string {
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = ['TRUE'];
  if (criteria.liveOnly) conditions.push('j.valid_through > now() AND NOT j.filled');
  // Literal lists, not subqueries: the planner then knows which categories are meant and
  // can walk the date index and stop after one page (17 ms -> 3 ms at 100k jobs).
  if (criteria.categorySlugs) conditions.push(`j.category_slug = ANY(${add(criteria.categorySlugs)}::text[])`);
  if (criteria.boardIds) conditions.push(`j.board_id = ANY(${add(criteria.boardIds)}::uuid[])`);
  if (criteria.tags?.length) conditions.push(`j.tags && ${add(criteria.tags)}::text[]`);
  if (criteria.hideViewed) conditions.push(`NOT EXISTS (SELECT 1 FROM job_visits hv WHERE hv.user_id = ${user()} AND hv.job_id = j.id)`);
  if (criteria.worldwide) conditions.push('j.worldwide');
  if (criteria.query) conditions.push(`j.search @@ websearch_to_tsquery('english', ${add(criteria.query)})`);
  if (criteria.companyName) conditions.push(`lower(j.company_name) = lower(${add(criteria.companyName)})`);
  return conditions.join(' AND ');
}

export interface JobPageStatements {
  pageSql: string;
  pageParams: unknown[];
  countSql: string;
  countParams: unknown[];
}

/**
 * The two statements behind one page of jobs: the page, pinned first (pinTill
 * in the future) then newest, and the total. Each half of the page is read in
 * index order and stops after the page, so its cost follows the page, not the
 * table. Exposed so the benchmark can time the bare SQL as its floor.
 */
export function jobPageStatements(userId: string, criteria: JobCriteria, paging: Paging): JobPageStatements {
  const pageParams: unknown[] = [userId];
  const where = whereClause(criteria, pageParams, () => '$1');
  // The count has no flag columns, so the caller's id is bound only when a condition needs it.
  const countParams: unknown[] = [];
  let userPlaceholder = '';
  const countWhere = whereClause(criteria, countParams, () => {
    if (!userPlaceholder) {
      countParams.push(userId);
      userPlaceholder = `$${countParams.length}`;
    }
    return userPlaceholder;
  });
  const reach = paging.offset + paging.limit;
  const pageSql = `
    WITH page AS (
      SELECT id, date_posted, grp FROM (
        (SELECT j.id, j.date_posted, 0 AS grp FROM jobs j
          WHERE ${where} AND j.pin_till > now()
          ORDER BY j.date_posted DESC, j.id DESC LIMIT ${reach})
        UNION ALL
        (SELECT j.id, j.date_posted, 1 AS grp FROM jobs j
          WHERE ${where} AND (j.pin_till IS NULL OR j.pin_till <= now())
          ORDER BY j.date_posted DESC, j.id DESC LIMIT ${reach})
      ) halves
      ORDER BY grp, date_posted DESC, id DESC
      LIMIT ${paging.limit} OFFSET ${paging.offset}
    )
    SELECT ${JOB_COLUMNS}
      FROM page JOIN jobs j ON j.id = page.id ${JOB_JOINS}
     ORDER BY page.grp, page.date_posted DESC, page.id DESC`;
  return { pageSql, pageParams, countSql: `SELECT count(*)::int AS total FROM jobs j WHERE ${countWhere}`, countParams };
}

export async function selectJobPage(db: DataSource, userId: string, criteria: JobCriteria, paging: Paging): Promise<{ rows: JobRow[]; total: number }> {
  const sql = jobPageStatements(userId, criteria, paging);
  const [rows, [{ total }]] = await Promise.all([db.query(sql.pageSql, sql.pageParams), db.query(sql.countSql, sql.countParams)]);
  return { rows, total };
}

/**
 * Category names (titles, slugs, legacy spellings) to canonical slugs and
 * board names to ids, in one round trip. An empty name list stays undefined
 * (no filter); names that match nothing give an empty list (no jobs).
 */
export async function resolveFilterNames(
  db: DataSource,
  names: { categories: string[]; sources: string[] },
): Promise<{ categorySlugs?: string[]; boardIds?: string[] }> {
  if (!names.categories.length && !names.sources.length) return {};
  const [row]: { slugs: string[]; boards: string[] }[] = await db.query(
    `SELECT
       ARRAY(SELECT DISTINCT slug FROM job_category_aliases WHERE alias = ANY($1::text[])) AS slugs,
       ARRAY(SELECT id::text FROM job_boards WHERE lower(name) = ANY($2::text[])) AS boards`,
    [names.categories.map((c) => c.toLowerCase()), names.sources.map((s) => s.toLowerCase())],
  );
  return {
    categorySlugs: names.categories.length ? row.slugs : undefined,
    boardIds: names.sources.length ? row.boards : undefined,
  };
}

/** Jobs by id, in the order given, optionally with their descriptions. */
export async function selectJobsByIds(db: DataSource, userId: string, ids: string[], opts: { withDescription?: boolean } = {}): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  const rows: JobRow[] = await db.query(
    `SELECT ${JOB_COLUMNS}${opts.withDescription ? ', j.description' : ''}
       FROM jobs j ${JOB_JOINS}
      WHERE j.id = ANY($2::uuid[])`,
    [userId, ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The per-user job lists: which table holds the user's jobs, and its newest-first order. */
const USER_JOB_LISTS = {
  shortlisted: { table: 'shortlisted_jobs', order: 'created_at DESC, id DESC' },
  viewed: { table: 'job_visits', order: 'visited_at DESC, job_id' },
} as const;

/** A page of a user's shortlisted or viewed jobs, with the flags, and how many there are in all. */
export async function selectUserJobList(
  db: DataSource,
  userId: string,
  list: keyof typeof USER_JOB_LISTS,
  paging: Paging,
): Promise<{ rows: JobRow[]; total: number }> {
  const { table, order } = USER_JOB_LISTS[list];
  const [ids, [{ total }]] = await Promise.all([
    db.query(`SELECT job_id FROM ${table} WHERE user_id = $1 ORDER BY ${order} LIMIT $2 OFFSET $3`, [userId, paging.limit, paging.offset]),
    db.query(`SELECT count(*)::int AS total FROM ${table} WHERE user_id = $1`, [userId]),
  ]);
  const rows = await selectJobsByIds(db, userId, ids.map((r: { job_id: string }) => r.job_id));
  return { rows, total };
}

/** Descriptions for a batch of jobs (the GraphQL description field's loader). */
export async function selectDescriptions(db: DataSource, ids: readonly string[]): Promise<Map<string, string>> {
  const rows: { id: string; description: string }[] = await db.query(`SELECT id, description FROM jobs WHERE id = ANY($1::uuid[])`, [ids]);
  return new Map(rows.map((r) => [r.id, r.description]));
}
