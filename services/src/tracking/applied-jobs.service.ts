import type { DataSource } from 'typeorm';
import type { Owner } from '../auth/authorization';
import { z } from 'zod';
import { DomainError } from '../common/domain-error';
import { type NumberedPage, numberedPage, parsePaging } from '../common/paging';
import { isUuid, parseInput } from '../common/validate';
import { jobIdSchema } from '../jobs/job-filter.schema';
import { selectJobsByIds } from '../jobs/job-queries';
import { toJobView } from '../jobs/job-view';

/** What the applied job keeps of the posting, so it survives the posting expiring or being removed. */
export interface AppliedJobInfo {
  jobTitle: string;
  companyName: string;
  companyImage: string | null;
  applyUrl: string;
  description: string;
  datePosted: string;
  validThrough: string;
  tags: string[];
  worldwide: boolean;
  source: { name: string; url: string };
}

/**
 * The old client reads the job's fields both under jobInfo and at the top level of
 * list items (jobTitle, companyName, ...), so both are there.
 */
export interface AppliedJobView {
  _id: string;
  appliedJobId: string;
  jobId: string | null;
  status: string;
  jobInfo: AppliedJobInfo;
  userId: string;
  jobTitle: string;
  companyName: string;
  companyImage: string | null;
  datePosted: string;
  validThrough: string;
  description: string;
  appliedAt: string;
  statusChangedAt: string;
}

export interface StatusChangeView {
  fromStatus: string | null;
  toStatus: string;
  changedAt: string;
}

export interface AppliedJobStats {
  byStatus: { status: string; title: string; count: number }[];
  /** Applications per week (weeks start on Monday, UTC), the last `weeks` weeks, oldest first. */
  byWeek: { weekStart: string; count: number }[];
}

interface AppliedJobRow {
  id: string;
  job_id: string | null;
  status_id: string;
  job_snapshot: AppliedJobInfo;
  user_id: string;
  created_at: Date;
  status_changed_at: Date;
}

const COLUMNS = 'id, job_id, status_id, job_snapshot, user_id, created_at, status_changed_at';
/** The spec's client fetches "all" applied jobs as one page of 10000. */
export const APPLIED_JOBS_MAX_LIMIT = 10_000;
const STATS_WEEKS = 12;

export const statusSchema = z.object({ status: z.uuid({ message: 'Please choose a valid job status' }) });

export class AppliedJobsService {
  constructor(private readonly db: DataSource) {}

  /** Marks a job applied: the record starts in the first status, with a snapshot of the job. Repeating it changes nothing. */
  async markApplied({ userId }: Owner, input: unknown): Promise<AppliedJobView> {
    const { jobId } = parseInput(jobIdSchema, input);
    const [row] = await selectJobsByIds(this.db, userId, [jobId], { withDescription: true });
    if (!row) throw DomainError.notFound('The job');
    const job = toJobView(row);
    const snapshot: AppliedJobInfo = {
      jobTitle: job.jobTitle,
      companyName: job.companyName,
      companyImage: job.companyImage,
      applyUrl: job.applyUrl,
      description: job.description ?? '',
      datePosted: job.datePosted.toISOString(),
      validThrough: job.validThrough.toISOString(),
      tags: job.tags,
      worldwide: job.worldwide,
      source: job.source,
    };
    // One statement, so the record and the first entry of its history exist together or not at all.
    const inserted: AppliedJobRow[] = await this.db.query(
      `WITH inserted AS (
         INSERT INTO applied_jobs (user_id, job_id, status_id, job_snapshot)
         SELECT $1, $2, id, $3 FROM job_statuses ORDER BY position LIMIT 1
         ON CONFLICT (user_id, job_id) WHERE job_id IS NOT NULL DO NOTHING
         RETURNING ${COLUMNS}
       ), history AS (
         INSERT INTO applied_job_status_changes (applied_job_id, to_status_id, changed_at)
         SELECT id, status_id, created_at FROM inserted
       )
       SELECT * FROM inserted`,
      [userId, jobId, JSON.stringify(snapshot)],
    );
    const applied =
      inserted[0] ?? (await this.db.query(`SELECT ${COLUMNS} FROM applied_jobs WHERE user_id = $1 AND job_id = $2`, [userId, jobId]))[0];
    return toAppliedJobView(applied);
  }

  /** Newest first; limit up to 10000, which the kanban uses to fetch everything at once. */
  async list({ userId }: Owner, pagingInput: { page?: unknown; limit?: unknown }): Promise<NumberedPage<AppliedJobView>> {
    const paging = parsePaging(pagingInput, { maxLimit: APPLIED_JOBS_MAX_LIMIT });
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(`SELECT ${COLUMNS} FROM applied_jobs WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`, [
        userId,
        paging.limit,
        paging.offset,
      ]) as Promise<AppliedJobRow[]>,
      this.db.query(`SELECT count(*)::int AS total FROM applied_jobs WHERE user_id = $1`, [userId]) as Promise<{ total: number }[]>,
    ]);
    return numberedPage({ data: rows.map(toAppliedJobView), total }, paging);
  }

  async all({ userId }: Owner): Promise<{ data: AppliedJobView[]; total: number }> {
    const rows: AppliedJobRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM applied_jobs WHERE user_id = $1 ORDER BY created_at DESC, id`,
      [userId],
    );
    return { data: rows.map(toAppliedJobView), total: rows.length };
  }

  async get({ userId }: Owner, appliedJobId: string): Promise<AppliedJobView> {
    return toAppliedJobView(await this.findRow(userId, appliedJobId));
  }

  /** Moves the application to any status; a real move is recorded in its history. */
  async updateStatus({ userId }: Owner, appliedJobId: string, input: unknown): Promise<AppliedJobView> {
    const { status } = parseInput(statusSchema, input);
    await this.findRow(userId, appliedJobId);
    const rows: AppliedJobRow[] = await this.db
      .query(
        `WITH previous AS (
           SELECT id, status_id FROM applied_jobs WHERE id = $1 AND user_id = $2 FOR UPDATE
         ), updated AS (
           UPDATE applied_jobs a
              SET status_id = $3,
                  status_changed_at = CASE WHEN a.status_id = $3 THEN a.status_changed_at ELSE now() END,
                  updated_at = now()
             FROM previous p WHERE a.id = p.id
           RETURNING a.id, a.job_id, a.status_id, a.job_snapshot, a.user_id, a.created_at, a.status_changed_at
         ), history AS (
           INSERT INTO applied_job_status_changes (applied_job_id, from_status_id, to_status_id)
           SELECT p.id, p.status_id, $3 FROM previous p WHERE p.status_id <> $3
         )
         SELECT * FROM updated`,
        [appliedJobId, userId, status],
      )
      .catch((e: { code?: string }) => {
        if (e.code === '23503') throw DomainError.validation('Please choose a valid job status');
        throw e;
      });
    if (!rows[0]) throw DomainError.notFound('The applied job');
    return toAppliedJobView(rows[0]);
  }

  /** Deletes the application with its tasks, contacts and notes; linked documents stay in the user's documents. */
  async delete({ userId }: Owner, appliedJobId: string): Promise<void> {
    if (!isUuid(appliedJobId)) throw DomainError.notFound('The applied job');
    const [, count] = await this.db.query(`DELETE FROM applied_jobs WHERE id = $1 AND user_id = $2`, [appliedJobId, userId]);
    if (!count) throw DomainError.notFound('The applied job');
  }

  async statusHistory({ userId }: Owner, appliedJobId: string): Promise<StatusChangeView[]> {
    await this.findRow(userId, appliedJobId);
    const rows: { from_status_id: string | null; to_status_id: string; changed_at: Date }[] = await this.db.query(
      `SELECT from_status_id, to_status_id, changed_at FROM applied_job_status_changes WHERE applied_job_id = $1 ORDER BY changed_at, id`,
      [appliedJobId],
    );
    return rows.map((r) => ({ fromStatus: r.from_status_id, toStatus: r.to_status_id, changedAt: r.changed_at.toISOString() }));
  }

  /** Applications per status (every status, zeros included) and per week, for the chart. */
  async stats({ userId }: Owner, now = new Date()): Promise<AppliedJobStats> {
    const [byStatus, byWeek] = await Promise.all([
      this.db.query(
        `SELECT s.id AS status, s.title, count(a.id)::int AS count
           FROM job_statuses s LEFT JOIN applied_jobs a ON a.status_id = s.id AND a.user_id = $1
          GROUP BY s.id ORDER BY s.position`,
        [userId],
      ) as Promise<{ status: string; title: string; count: number }[]>,
      this.db.query(
        `WITH weeks AS (
           SELECT generate_series(date_trunc('week', $2::timestamptz AT TIME ZONE 'UTC') - ($3 - 1) * interval '1 week',
                                  date_trunc('week', $2::timestamptz AT TIME ZONE 'UTC'), interval '1 week') AS week_start
         )
         SELECT to_char(w.week_start, 'YYYY-MM-DD') AS "weekStart", count(a.id)::int AS count
           FROM weeks w
           LEFT JOIN applied_jobs a ON a.user_id = $1
                AND a.created_at AT TIME ZONE 'UTC' >= w.week_start AND a.created_at AT TIME ZONE 'UTC' < w.week_start + interval '1 week'
          GROUP BY w.week_start ORDER BY w.week_start`,
        [userId, now, STATS_WEEKS],
      ) as Promise<{ weekStart: string; count: number }[]>,
    ]);
    return { byStatus, byWeek };
  }

  /**
   * For what hangs off an applied job (items, documents): someone else's applied job
   * answers not found, as if it did not exist.
   */
  async assertOwned({ userId }: Owner, appliedJobId: string): Promise<void> {
    if (!isUuid(appliedJobId)) throw DomainError.notFound('The applied job');
    const [row] = await this.db.query(`SELECT 1 FROM applied_jobs WHERE id = $1 AND user_id = $2`, [appliedJobId, userId]);
    if (!row) throw DomainError.notFound('The applied job');
  }

  private async findRow(userId: string, appliedJobId: string): Promise<AppliedJobRow> {
    if (!isUuid(appliedJobId)) throw DomainError.notFound('The applied job');
    const [row] = await this.db.query(`SELECT ${COLUMNS} FROM applied_jobs WHERE id = $1 AND user_id = $2`, [appliedJobId, userId]);
    if (!row) throw DomainError.notFound('The applied job');
    return row;
  }
}

export const toAppliedJobView = (row: AppliedJobRow): AppliedJobView => ({
  _id: row.id,
  appliedJobId: row.id,
  jobId: row.job_id,
  status: row.status_id,
  jobInfo: row.job_snapshot,
  userId: row.user_id,
  jobTitle: row.job_snapshot.jobTitle,
  companyName: row.job_snapshot.companyName,
  companyImage: row.job_snapshot.companyImage,
  datePosted: row.job_snapshot.datePosted,
  validThrough: row.job_snapshot.validThrough,
  description: row.job_snapshot.description,
  appliedAt: row.created_at.toISOString(),
  statusChangedAt: row.status_changed_at.toISOString(),
});
