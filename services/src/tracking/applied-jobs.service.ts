import type { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { parseInput } from '../common/validate';
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

export interface AppliedJobView {
  _id: string;
  appliedJobId: string;
  jobId: string | null;
  status: string;
  jobInfo: AppliedJobInfo;
  userId: string;
}

interface AppliedJobRow {
  id: string;
  job_id: string | null;
  status_id: string;
  job_snapshot: AppliedJobInfo;
  user_id: string;
}

export class AppliedJobsService {
  constructor(private readonly db: DataSource) {}

  /** Marks a job applied: the record starts in the first status, with a snapshot of the job. Repeating it changes nothing. */
  async markApplied(userId: string, input: unknown): Promise<AppliedJobView> {
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
    const inserted: AppliedJobRow[] = await this.db.query(
      `INSERT INTO applied_jobs (user_id, job_id, status_id, job_snapshot)
       SELECT $1, $2, id, $3 FROM job_statuses ORDER BY position LIMIT 1
       ON CONFLICT (user_id, job_id) WHERE job_id IS NOT NULL DO NOTHING
       RETURNING id, job_id, status_id, job_snapshot, user_id`,
      [userId, jobId, JSON.stringify(snapshot)],
    );
    const applied =
      inserted[0] ??
      (await this.db.query(`SELECT id, job_id, status_id, job_snapshot, user_id FROM applied_jobs WHERE user_id = $1 AND job_id = $2`, [userId, jobId]))[0];
    return toAppliedJobView(applied);
  }
}

const toAppliedJobView = (row: AppliedJobRow): AppliedJobView => ({
  _id: row.id,
  appliedJobId: row.id,
  jobId: row.job_id,
  status: row.status_id,
  jobInfo: row.job_snapshot,
  userId: row.user_id,
});
