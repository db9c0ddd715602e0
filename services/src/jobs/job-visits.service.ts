import type { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { type Page, parsePaging } from '../common/paging';
import { parseInput } from '../common/validate';
import { jobIdSchema } from './job-filter.schema';
import type { PagingInput } from './jobs.service';
import { selectJobsByIds } from './job-queries';
import { type JobView, toJobView } from './job-view';

/** Which jobs a user has opened, for the visited flag, "hide viewed" and the Viewed jobs page. */
export class JobVisitsService {
  constructor(private readonly db: DataSource) {}

  async recordVisit(userId: string, input: unknown): Promise<void> {
    const { jobId } = parseInput(jobIdSchema, input);
    await this.db
      .query(
        `INSERT INTO job_visits (user_id, job_id) VALUES ($1, $2)
         ON CONFLICT (user_id, job_id) DO UPDATE SET visited_at = now()`,
        [userId, jobId],
      )
      .catch((e: { code?: string }) => {
        if (e.code === '23503') throw DomainError.notFound('The job');
        throw e;
      });
  }

  /** Most recently viewed first. */
  async listViewed(userId: string, pagingInput: PagingInput): Promise<Page<JobView>> {
    const paging = parsePaging(pagingInput);
    const [ids, [{ total }]] = await Promise.all([
      this.db.query(`SELECT job_id FROM job_visits WHERE user_id = $1 ORDER BY visited_at DESC, job_id LIMIT $2 OFFSET $3`, [
        userId,
        paging.limit,
        paging.offset,
      ]),
      this.db.query(`SELECT count(*)::int AS total FROM job_visits WHERE user_id = $1`, [userId]),
    ]);
    const rows = await selectJobsByIds(this.db, userId, ids.map((r: { job_id: string }) => r.job_id));
    const now = new Date();
    return { data: rows.map((r) => toJobView(r, now)), total };
  }
}
