import type { DataSource } from 'typeorm';
import type { Owner } from '../auth/authorization';
import { DomainError } from '../common/domain-error';
import { type Page, parsePaging } from '../common/paging';
import { isUuid, parseInput } from '../common/validate';
import { z } from 'zod';
import { INVALID_JOB_STATUS, jobStatusField } from '../tracking/job-statuses';
import { jobIdSchema } from './job-filter.schema';
import type { PagingInput } from './jobs.service';
import { selectJobsByIds, selectUserJobList } from './job-queries';
import { type JobView, toJobView, toJobViews } from './job-view';

export interface ShortlistedJobView {
  _id: string;
  jobId: string;
  status: string | null;
}

export const statusSchema = z.object({ status: jobStatusField });
export const SHORTLIST_PAGE_SIZE = 20;

/** A user's shortlist. Someone else's shortlisted job answers 404, as if it did not exist. */
export class ShortlistService {
  constructor(private readonly db: DataSource) {}

  async shortlist({ userId }: Owner, input: unknown): Promise<ShortlistedJobView> {
    const { jobId } = parseInput(jobIdSchema, input);
    const rows: { id: string; job_id: string; status_id: string | null }[] = await this.db
      .query(
        `INSERT INTO shortlisted_jobs (user_id, job_id) VALUES ($1, $2)
         ON CONFLICT (user_id, job_id) DO UPDATE SET updated_at = now()
         RETURNING id, job_id, status_id`,
        [userId, jobId],
      )
      .catch((e: { code?: string }) => {
        if (e.code === '23503') throw DomainError.notFound('The job');
        throw e;
      });
    return view(rows[0]);
  }

  async get({ userId }: Owner, shortlistedJobId: string): Promise<ShortlistedJobView & { job: JobView }> {
    const found = await this.find(userId, shortlistedJobId);
    const [row] = await selectJobsByIds(this.db, userId, [found.jobId], { withDescription: true });
    return { ...found, job: toJobView(row) };
  }

  async updateStatus({ userId }: Owner, shortlistedJobId: string, input: unknown): Promise<ShortlistedJobView> {
    const { status } = parseInput(statusSchema, input);
    await this.find(userId, shortlistedJobId);
    // TypeORM answers an UPDATE with [rows, affected count].
    const [rows] = await this.db
      .query(
        `UPDATE shortlisted_jobs SET status_id = $3, updated_at = now() WHERE id = $1 AND user_id = $2 RETURNING id, job_id, status_id`,
        [shortlistedJobId, userId, status],
      )
      .catch((e: { code?: string }) => {
        if (e.code === '23503') throw DomainError.validation(INVALID_JOB_STATUS);
        throw e;
      });
    return view(rows[0]);
  }

  async delist({ userId }: Owner, shortlistedJobId: string): Promise<void> {
    await this.find(userId, shortlistedJobId);
    await this.db.query(`DELETE FROM shortlisted_jobs WHERE id = $1 AND user_id = $2`, [shortlistedJobId, userId]);
  }

  /** Newest shortlisted first. */
  async list({ userId }: Owner, pagingInput: PagingInput): Promise<Page<JobView>> {
    const paging = parsePaging(pagingInput, { defaultLimit: SHORTLIST_PAGE_SIZE });
    const { rows, total } = await selectUserJobList(this.db, userId, 'shortlisted', paging);
    return { data: toJobViews(rows), total };
  }

  private async find(userId: string, shortlistedJobId: string): Promise<ShortlistedJobView> {
    if (!isUuid(shortlistedJobId)) throw DomainError.notFound('The shortlisted job');
    const [row] = await this.db.query(`SELECT id, job_id, status_id FROM shortlisted_jobs WHERE id = $1 AND user_id = $2`, [
      shortlistedJobId,
      userId,
    ]);
    if (!row) throw DomainError.notFound('The shortlisted job');
    return view(row);
  }
}

const view = (row: { id: string; job_id: string; status_id: string | null }): ShortlistedJobView => ({
  _id: row.id,
  jobId: row.job_id,
  status: row.status_id,
});
