import type { DataSource } from 'typeorm';

/** An undone task with a due time, with the job it is for (the Upcoming screen, the calendar feed). */
export interface DueTask {
  id: string;
  appliedJobId: string;
  content: string;
  dueAt: Date;
  /** The zone its time was given in (UTC when none was). */
  dueTimeZone: string;
  updatedAt: Date;
  /** Its changes so far (the calendar's SEQUENCE). */
  revision: number;
  jobTitle: string;
  companyName: string;
}

/** The user's undone tasks due from `from` until before `to`, soonest first; done ones are over. */
export async function dueTasksOf(db: DataSource, userId: string, from: Date, to: Date, limit = 1000): Promise<DueTask[]> {
  const rows: {
    id: string;
    applied_job_id: string;
    content: string;
    due_at: Date;
    due_time_zone: string | null;
    updated_at: Date;
    revision: number;
    job_title: string;
    company_name: string;
  }[] = await db.query(
    `SELECT t.id, t.applied_job_id, t.content, t.due_at, t.due_time_zone, t.updated_at, t.revision,
            a.job_snapshot->>'jobTitle' AS job_title, a.job_snapshot->>'companyName' AS company_name
       FROM applied_job_tasks t JOIN applied_jobs a ON a.id = t.applied_job_id
      WHERE a.user_id = $1 AND NOT t.done AND t.due_at >= $2 AND t.due_at < $3
      ORDER BY t.due_at, t.id LIMIT $4`,
    [userId, from, to, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    appliedJobId: r.applied_job_id,
    content: r.content,
    dueAt: r.due_at,
    dueTimeZone: r.due_time_zone ?? 'UTC',
    updatedAt: r.updated_at,
    revision: r.revision,
    jobTitle: r.job_title,
    companyName: r.company_name,
  }));
}
