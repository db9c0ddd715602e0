import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 48, item 4: reminders by email, each sent once.
 *
 * - `event_reminders`: one row per reminder sent for an event, unique on (event, kind, the start it
 *   was for). A moved event has a new `starts_at`, so it gets reminders for its new time, and the
 *   sweep only reads events as they are now, so the old time's are never sent; a deleted event has
 *   no row to remind of (and its reminders go with it).
 * - `task_reminders`: the morning mail of tasks due that day, one per (user, local date).
 * - Both keep the message they made (the outbox row in mail_messages, written in the same
 *   transaction as the claim).
 * - `mail_unsubscribes`: a user's opt-outs from one kind of mail (unsubscribe/unsubscribe-kinds.ts),
 *   beside `users.emails_unsubscribed_at`, which stops every bulk mail.
 * - Indexes for the sweep's reads: events by start, undone tasks by due time.
 */
export class Reminders1766840000000 implements MigrationInterface {
  name = 'Reminders1766840000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE event_reminders (
        event_id uuid NOT NULL REFERENCES applied_job_events(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('day-before', 'hour-before')),
        starts_at timestamptz NOT NULL,
        message_id uuid REFERENCES mail_messages(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, kind, starts_at)
      )`);
    await q.query(`CREATE INDEX event_reminders_message_idx ON event_reminders (message_id)`);
    await q.query(`
      CREATE TABLE task_reminders (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        local_date date NOT NULL,
        time_zone text NOT NULL,
        message_id uuid REFERENCES mail_messages(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, local_date)
      )`);
    await q.query(`CREATE INDEX task_reminders_message_idx ON task_reminders (message_id)`);
    await q.query(`
      CREATE TABLE mail_unsubscribes (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('reminders')),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, kind)
      )`);
    await q.query(`CREATE INDEX applied_job_events_starts_idx ON applied_job_events (starts_at)`);
    await q.query(`CREATE INDEX applied_job_tasks_due_idx ON applied_job_tasks (due_at) WHERE due_at IS NOT NULL AND NOT done`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX applied_job_tasks_due_idx`);
    await q.query(`DROP INDEX applied_job_events_starts_idx`);
    await q.query(`DROP TABLE mail_unsubscribes`);
    await q.query(`DROP TABLE task_reminders`);
    await q.query(`DROP TABLE event_reminders`);
  }
}
