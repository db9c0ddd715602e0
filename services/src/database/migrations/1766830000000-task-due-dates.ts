import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 48: tasks have a due time, and entering a status can make a follow-up task.
 * - `due_at` is the instant; `due_time_zone` the IANA zone it was given in (null: UTC), kept only
 *   beside a due time.
 * - `follow_up` says which default made the task (`applied`, `interview`), null for the user's
 *   own; `follow_up_entered_at` is the status-history time of the entering that made it. The
 *   unique key on the three makes one task per entering, however many requests race to make it.
 * - `revision` counts a task's changes: a calendar that lists it reads it as the SEQUENCE.
 * - `follow_up_settings`: a user's choices (tracking/follow-ups/); no row means the defaults.
 */
export class TaskDueDates1766830000000 implements MigrationInterface {
  name = 'TaskDueDates1766830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE applied_job_tasks
        ADD COLUMN due_at timestamptz,
        ADD COLUMN due_time_zone text,
        ADD COLUMN follow_up text,
        ADD COLUMN follow_up_entered_at timestamptz,
        ADD COLUMN revision integer NOT NULL DEFAULT 0,
        ADD CONSTRAINT applied_job_tasks_due_time_zone CHECK (due_time_zone IS NULL OR (length(due_time_zone) <= 64 AND due_at IS NOT NULL)),
        ADD CONSTRAINT applied_job_tasks_follow_up CHECK (follow_up IN ('applied', 'interview')),
        ADD CONSTRAINT applied_job_tasks_follow_up_entered CHECK ((follow_up IS NULL) = (follow_up_entered_at IS NULL))`);
    await q.query(
      `CREATE UNIQUE INDEX applied_job_tasks_follow_up_key ON applied_job_tasks (applied_job_id, follow_up, follow_up_entered_at) WHERE follow_up IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE follow_up_settings (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        enabled boolean NOT NULL,
        applied_days smallint NOT NULL CHECK (applied_days BETWEEN 0 AND 60),
        interview_days smallint NOT NULL CHECK (interview_days BETWEEN 0 AND 60),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE follow_up_settings`);
    await q.query(`DROP INDEX applied_job_tasks_follow_up_key`);
    await q.query(`
      ALTER TABLE applied_job_tasks
        DROP CONSTRAINT applied_job_tasks_follow_up_entered,
        DROP CONSTRAINT applied_job_tasks_follow_up,
        DROP CONSTRAINT applied_job_tasks_due_time_zone,
        DROP COLUMN revision,
        DROP COLUMN follow_up_entered_at,
        DROP COLUMN follow_up,
        DROP COLUMN due_time_zone,
        DROP COLUMN due_at`);
  }
}
