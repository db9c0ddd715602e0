import type { DataSource } from 'typeorm';
import type { Owner } from '../auth/authorization';
import { DomainError } from '../common/domain-error';
import { type Page, parsePaging } from '../common/paging';
import { parseInput } from '../common/validate';
import { jobIdSchema } from './job-filter.schema';
import type { PagingInput } from './jobs.service';
import { selectUserJobList } from './job-queries';
import { type JobView, toJobViews } from './job-view';

/** Which jobs a user has opened, for the visited flag, "hide viewed" and the Viewed jobs page. */
export class JobVisitsService {
  constructor(private readonly db: DataSource) {}

  async recordVisit({ userId }: Owner, input: unknown): Promise<void> {
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
  async listViewed({ userId }: Owner, pagingInput: PagingInput): Promise<Page<JobView>> {
    const { rows, total } = await selectUserJobList(this.db, userId, 'viewed', parsePaging(pagingInput));
    return { data: toJobViews(rows), total };
  }
}
