import type { DataSource, EntityManager } from 'typeorm';
import type { Owner } from '../auth/authorization';
import { z } from 'zod';
import { DomainError } from '../common/domain-error';
import { type NumberedPage, numberedPage, parsePaging } from '../common/paging';
import { isUuid, parseInput } from '../common/validate';
import { selectJobsByIds } from '../jobs/job-queries';
import { toJobView } from '../jobs/job-view';
import { followUpOnEntering } from './follow-ups/follow-up-tasks';
import { INVALID_JOB_STATUS, jobStatusField } from './job-statuses';
import {
  applyCatalogueJobSchema,
  appliedAtField,
  isTrackedJobBody,
  refuseBothForms,
  snapshotOfTrackedJob,
  trackJobSchema,
  type TrackedOrigin,
} from './tracked-job-input';

/**
 * What the applied job keeps of the posting, so it survives the posting expiring or being removed.
 * A job tracked from elsewhere (issue 47) has no posting dates, and may say where it is, what it
 * pays and what kind of employment it is; older snapshots have none of the three.
 */
export interface AppliedJobInfo {
  jobTitle: string;
  companyName: string;
  companyImage: string | null;
  applyUrl: string;
  description: string;
  datePosted: string | null;
  validThrough: string | null;
  tags: string[];
  worldwide: boolean;
  source: { name: string; url: string };
  location?: string | null;
  salary?: string | null;
  employmentType?: string | null;
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
  datePosted: string | null;
  validThrough: string | null;
  description: string;
  /** When the person applied; null while the job is saved for later. */
  appliedAt: string | null;
  /** True while the job is saved for later, not yet applied to (jobs from elsewhere only). */
  saved: boolean;
  /** catalogue, manual, link, extension or import. */
  origin: TrackedOrigin;
  /** When it was added to the tracker. */
  trackedAt: string;
  statusChangedAt: string;
}

/** Which tracked jobs a list holds: the applications (the spec's list), the saved ones, or both. */
export type TrackedStage = 'applied' | 'saved' | 'all';
const STAGES: Record<TrackedStage, string> = {
  applied: 'AND applied_at IS NOT NULL',
  saved: 'AND applied_at IS NULL',
  all: '',
};
const stageSchema = z.object({
  stage: z.enum(['applied', 'saved', 'all'], { message: 'stage must be applied, saved or all' }).optional().default('applied'),
});

export interface StatusChangeView {
  fromStatus: string | null;
  toStatus: string;
  changedAt: string;
  /** For a move read from forwarded mail: the sentence that decided it, as the mail had it; else null. */
  evidence: string | null;
}

/** What moved a status when the person did not: the deciding sentence and the message (mail-forwarding). */
export interface StatusEvidence {
  sentence: string | null;
  inboundMailId: string;
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
  applied_at: Date | null;
  origin: TrackedOrigin;
  status_changed_at: Date;
}

const COLUMNS = 'id, job_id, status_id, job_snapshot, user_id, created_at, applied_at, origin, status_changed_at';
/** Applications by the day they were made, saved jobs by the day they were saved. */
const NEWEST_FIRST = 'ORDER BY COALESCE(applied_at, created_at) DESC, id';
/** The spec's client fetches "all" applied jobs as one page of 10000. */
export const APPLIED_JOBS_MAX_LIMIT = 10_000;
const STATS_WEEKS = 12;

export const statusSchema = z.object({ status: jobStatusField });
/** PUT /applied_jobs/{id}: the status, and for a saved job, whether it is now applied (and when). */
export const statusUpdateSchema = statusSchema.extend({
  applied: z.literal(true, { message: 'applied can only be true: an application is not undone, delete it instead' }).optional(),
  appliedAt: appliedAtField.optional(),
});

const INVALID_STATUS = '23503';

export class AppliedJobsService {
  constructor(private readonly db: DataSource) {}

  /**
   * Marks a job applied: the record starts in the first status (or the one given), with a snapshot
   * of the job. Repeating it changes nothing. A body with `job` instead of `jobId` tracks a job
   * from anywhere (trackJob).
   */
  async markApplied(owner: Owner, input: unknown): Promise<AppliedJobView> {
    refuseBothForms(input);
    if (isTrackedJobBody(input)) return this.trackJob(owner, input);
    const { userId } = owner;
    const { jobId, status, appliedAt } = parseInput(applyCatalogueJobSchema, input);
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
    const inserted = await this.insert(userId, { jobId, snapshot, status, appliedAt: appliedAt ?? null, saved: false, origin: 'catalogue', linkKey: null });
    const applied = inserted ?? (await this.db.query(`SELECT ${COLUMNS} FROM applied_jobs WHERE user_id = $1 AND job_id = $2`, [userId, jobId]))[0];
    return toAppliedJobView(applied);
  }

  /**
   * Tracks a job found anywhere, typed in, read from a link or saved by the browser extension:
   * applied (now, or on the day given) or saved for later. The same address tracked again is the
   * same entry: saving it again changes nothing, applying to a saved one applies it.
   */
  async trackJob(owner: Owner, input: unknown): Promise<AppliedJobView> {
    const { userId } = owner;
    const { job, status, appliedAt, saved, origin } = parseInput(trackJobSchema, input);
    const { snapshot, linkKey } = snapshotOfTrackedJob(job);
    const inserted = await this.insert(userId, {
      jobId: null,
      snapshot,
      status,
      appliedAt: appliedAt ?? null,
      saved: saved === true,
      origin: origin ?? 'manual',
      linkKey,
    });
    if (inserted) return toAppliedJobView(inserted);
    // The address is tracked already.
    const [existing]: AppliedJobRow[] = await this.db.query(`SELECT ${COLUMNS} FROM applied_jobs WHERE user_id = $1 AND link_key = $2`, [userId, linkKey]);
    if (existing.applied_at || saved) return toAppliedJobView(existing);
    return this.updateStatus(owner, existing.id, { status: status ?? existing.status_id, applied: true, ...(appliedAt ? { appliedAt: appliedAt.toISOString() } : {}) });
  }

  /** The tracked entry of the first of these address keys the user has one for (a link's preview). */
  async findByLinkKeys({ userId }: Owner, linkKeys: string[]): Promise<AppliedJobView | null> {
    if (!linkKeys.length) return null;
    const rows: (AppliedJobRow & { link_key: string })[] = await this.db.query(
      `SELECT ${COLUMNS}, link_key FROM applied_jobs WHERE user_id = $1 AND link_key = ANY ($2::text[])`,
      [userId, linkKeys],
    );
    const row = linkKeys.map((key) => rows.find((r) => r.link_key === key)).find(Boolean);
    return row ? toAppliedJobView(row) : null;
  }

  /** The application of a catalogue job, if the user has one. */
  async findByJobId({ userId }: Owner, jobId: string): Promise<AppliedJobView | null> {
    const [row]: AppliedJobRow[] = await this.db.query(`SELECT ${COLUMNS} FROM applied_jobs WHERE user_id = $1 AND job_id = $2`, [userId, jobId]);
    return row ? toAppliedJobView(row) : null;
  }

  /**
   * One statement, so the record and the first entry of its history exist together or not at all.
   * Null when the job (or address) is tracked already. An applied job's history starts when it was
   * applied to; a saved one has none until then. An application enters its status then: its
   * follow-up is made in the same transaction.
   */
  private async insert(
    userId: string,
    entry: { jobId: string | null; snapshot: AppliedJobInfo; status: string | undefined; appliedAt: Date | null; saved: boolean; origin: TrackedOrigin; linkKey: string | null },
  ): Promise<AppliedJobRow | null> {
    const conflict = entry.jobId ? '(user_id, job_id) WHERE job_id IS NOT NULL' : '(user_id, link_key) WHERE link_key IS NOT NULL';
    return this.db.transaction(async (tx) => {
      const [row]: (AppliedJobRow | undefined)[] = await tx
        .query(
        `WITH inserted AS (
           INSERT INTO applied_jobs (user_id, job_id, status_id, job_snapshot, origin, link_key, applied_at)
           SELECT $1, $2, COALESCE($3::uuid, (SELECT id FROM job_statuses ORDER BY position LIMIT 1)), $4, $5, $6,
                  CASE WHEN $8 THEN NULL ELSE COALESCE($7::timestamptz, now()) END
           ON CONFLICT ${conflict} DO NOTHING
           RETURNING ${COLUMNS}
         ), history AS (
           INSERT INTO applied_job_status_changes (applied_job_id, to_status_id, changed_at)
           SELECT id, status_id, applied_at FROM inserted WHERE applied_at IS NOT NULL
         )
         SELECT * FROM inserted`,
        [userId, entry.jobId, entry.status ?? null, JSON.stringify(entry.snapshot), entry.origin, entry.linkKey, entry.appliedAt, entry.saved],
      )
        .catch(invalidStatus);
      if (row?.applied_at) await followUpOnEntering(tx, enteredOf(row, row.applied_at));
      return row ?? null;
    });
  }

  /**
   * Newest first; limit up to 10000, which the kanban uses to fetch everything at once. The spec's
   * list is of applications: jobs saved for later come with `stage=saved` or `stage=all`.
   */
  async list({ userId }: Owner, pagingInput: { page?: unknown; limit?: unknown; stage?: unknown }): Promise<NumberedPage<AppliedJobView>> {
    const paging = parsePaging(pagingInput, { maxLimit: APPLIED_JOBS_MAX_LIMIT });
    const { stage } = parseInput(stageSchema, { stage: pagingInput.stage ?? undefined });
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(`SELECT ${COLUMNS} FROM applied_jobs WHERE user_id = $1 ${STAGES[stage]} ${NEWEST_FIRST} LIMIT $2 OFFSET $3`, [
        userId,
        paging.limit,
        paging.offset,
      ]) as Promise<AppliedJobRow[]>,
      this.db.query(`SELECT count(*)::int AS total FROM applied_jobs WHERE user_id = $1 ${STAGES[stage]}`, [userId]) as Promise<{ total: number }[]>,
    ]);
    return numberedPage({ data: rows.map(toAppliedJobView), total }, paging);
  }

  /** Everything tracked, saved jobs too (the export). */
  async all({ userId }: Owner): Promise<{ data: AppliedJobView[]; total: number }> {
    const rows: AppliedJobRow[] = await this.db.query(`SELECT ${COLUMNS} FROM applied_jobs WHERE user_id = $1 ${NEWEST_FIRST}`, [userId]);
    return { data: rows.map(toAppliedJobView), total: rows.length };
  }

  async get({ userId }: Owner, appliedJobId: string): Promise<AppliedJobView> {
    return toAppliedJobView(await this.findRow(userId, appliedJobId));
  }

  /**
   * Moves the application to any status; a real move is recorded in its history. A job saved for
   * later changes its status quietly until `applied: true` makes it an application, whose history
   * starts then. What a recorded move does to follow-ups happens in the same transaction, while
   * the row lock keeps concurrent moves in line.
   */
  async updateStatus({ userId }: Owner, appliedJobId: string, input: unknown): Promise<AppliedJobView> {
    const { status, applied, appliedAt } = parseInput(statusUpdateSchema, input);
    await this.findRow(userId, appliedJobId);
    const moved = await this.db.transaction((tx) => this.moveStatusIn(tx, userId, appliedJobId, status, { applied: applied === true, appliedAt: appliedAt ?? null }));
    if (!moved) throw DomainError.notFound('The applied job');
    return moved;
  }

  /**
   * The move itself, inside the caller's transaction: the person's own (updateStatus) or one read
   * from forwarded mail, which records the sentence that decided it and the message (`evidence`).
   * Null when the user has no such application.
   */
  /* eslint-disable no-restricted-syntax -- a step inside a transaction whose caller has settled whose application it is (the owner, or the forwarding address mail came to) */
  async moveStatusIn(
    tx: EntityManager,
    userId: string,
    appliedJobId: string,
    statusId: string,
    { applied, appliedAt, evidence }: { applied: boolean; appliedAt: Date | string | null; evidence?: StatusEvidence },
  ): Promise<AppliedJobView | null> {
    /* eslint-enable no-restricted-syntax */
    const [moved]: (AppliedJobRow & { entered_at: Date | null })[] = await tx
      .query(
        `WITH previous AS (
           SELECT id, status_id, applied_at FROM applied_jobs WHERE id = $1 AND user_id = $2 FOR UPDATE
         ), updated AS (
           UPDATE applied_jobs a
              SET status_id = $3,
                  applied_at = CASE WHEN a.applied_at IS NULL AND $4 THEN COALESCE($5::timestamptz, now()) ELSE a.applied_at END,
                  status_changed_at = CASE WHEN a.status_id = $3 AND NOT (a.applied_at IS NULL AND $4) THEN a.status_changed_at ELSE now() END,
                  updated_at = now()
             FROM previous p WHERE a.id = p.id
           RETURNING ${COLUMNS.split(', ').map((c) => `a.${c}`).join(', ')}
         ), history AS (
           INSERT INTO applied_job_status_changes (applied_job_id, from_status_id, to_status_id, changed_at, evidence, inbound_mail_id)
           SELECT p.id, CASE WHEN p.applied_at IS NULL THEN NULL ELSE p.status_id END, $3, CASE WHEN p.applied_at IS NULL THEN u.applied_at ELSE now() END, $6, $7
             FROM previous p JOIN updated u ON u.id = p.id
            WHERE (p.applied_at IS NOT NULL AND p.status_id <> $3) OR (p.applied_at IS NULL AND u.applied_at IS NOT NULL)
           RETURNING changed_at
         )
         SELECT u.*, h.changed_at AS entered_at FROM updated u LEFT JOIN history h ON true`,
        [appliedJobId, userId, statusId, applied, appliedAt, evidence?.sentence ?? null, evidence?.inboundMailId ?? null],
      )
      .catch(invalidStatus);
    if (!moved) return null;
    if (moved.entered_at) await followUpOnEntering(tx, enteredOf(moved, moved.entered_at));
    return toAppliedJobView(moved);
  }

  /** Deletes the application with its tasks, contacts and notes; linked documents stay in the user's documents. */
  async delete({ userId }: Owner, appliedJobId: string): Promise<void> {
    if (!isUuid(appliedJobId)) throw DomainError.notFound('The applied job');
    const [, count] = await this.db.query(`DELETE FROM applied_jobs WHERE id = $1 AND user_id = $2`, [appliedJobId, userId]);
    if (!count) throw DomainError.notFound('The applied job');
  }

  async statusHistory({ userId }: Owner, appliedJobId: string): Promise<StatusChangeView[]> {
    await this.findRow(userId, appliedJobId);
    const rows: { from_status_id: string | null; to_status_id: string; changed_at: Date; evidence: string | null }[] = await this.db.query(
      `SELECT from_status_id, to_status_id, changed_at, evidence FROM applied_job_status_changes WHERE applied_job_id = $1 ORDER BY changed_at, id`,
      [appliedJobId],
    );
    return rows.map((r) => ({ fromStatus: r.from_status_id, toStatus: r.to_status_id, changedAt: r.changed_at.toISOString(), evidence: r.evidence }));
  }

  /** Every status move of every tracked job of the user, by tracked job, oldest first (the export). */
  async statusHistoryOfUser({ userId }: Owner): Promise<Map<string, StatusChangeView[]>> {
    const rows: { applied_job_id: string; from_status_id: string | null; to_status_id: string; changed_at: Date; evidence: string | null }[] = await this.db.query(
      `SELECT c.applied_job_id, c.from_status_id, c.to_status_id, c.changed_at, c.evidence
         FROM applied_job_status_changes c JOIN applied_jobs a ON a.id = c.applied_job_id
        WHERE a.user_id = $1 ORDER BY c.changed_at, c.id`,
      [userId],
    );
    const byJob = new Map<string, StatusChangeView[]>();
    for (const r of rows) {
      const list = byJob.get(r.applied_job_id) ?? [];
      list.push({ fromStatus: r.from_status_id, toStatus: r.to_status_id, changedAt: r.changed_at.toISOString(), evidence: r.evidence });
      byJob.set(r.applied_job_id, list);
    }
    return byJob;
  }

  /** Applications per status (every status, zeros included) and per week, for the chart. */
  async stats({ userId }: Owner, now = new Date()): Promise<AppliedJobStats> {
    const [byStatus, byWeek] = await Promise.all([
      this.db.query(
        `SELECT s.id AS status, s.title, count(a.id)::int AS count
           FROM job_statuses s LEFT JOIN applied_jobs a ON a.status_id = s.id AND a.user_id = $1 AND a.applied_at IS NOT NULL
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
                AND a.applied_at AT TIME ZONE 'UTC' >= w.week_start AND a.applied_at AT TIME ZONE 'UTC' < w.week_start + interval '1 week'
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
  datePosted: row.job_snapshot.datePosted ?? null,
  validThrough: row.job_snapshot.validThrough ?? null,
  description: row.job_snapshot.description,
  appliedAt: row.applied_at?.toISOString() ?? null,
  saved: row.applied_at === null,
  origin: row.origin,
  trackedAt: row.created_at.toISOString(),
  statusChangedAt: row.status_changed_at.toISOString(),
});

const enteredOf = (row: AppliedJobRow, enteredAt: Date) => ({
  appliedJobId: row.id,
  userId: row.user_id,
  statusId: row.status_id,
  enteredAt,
  companyName: row.job_snapshot.companyName,
});

function invalidStatus(e: { code?: string }): never {
  if (e.code === INVALID_STATUS) throw DomainError.validation(INVALID_JOB_STATUS, { field: 'status' });
  throw e;
}
