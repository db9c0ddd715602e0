import type { DataSource, EntityManager } from 'typeorm';
import type { MailService } from '../../mail/mail.service';

/** Reminders claimed per transaction: a killed run loses at most one chunk's claims, which the next run makes again. */
const CHUNK = 500;
/** The local time of the evening-before reminder and of the morning mail of tasks. */
export const DAY_BEFORE_LOCAL_TIME = '18:00';
export const TASKS_LOCAL_TIME = '08:00';
/** The most tasks one morning mail lists; it says how many more there are. */
export const TASKS_PER_MAIL = 20;

export interface ReminderRunResult {
  /** Interview reminders mailed by this run (day-before and hour-before). */
  interviews: number;
  /** Morning mails of tasks mailed by this run. */
  tasks: number;
}

interface ChunkResult {
  due: number;
  messages: string[];
}

/**
 * Whom reminders go to, and on whose clock: the user's zone ("Where you work from", `users.timezone`,
 * as follow-ups use it), else the event's own, else UTC; a name PostgreSQL does not know counts as
 * none, so one odd zone cannot fail the sweep. Users who stopped every bulk mail or reminders get none.
 */
const ZONES = `zones AS (SELECT name FROM pg_timezone_names)`;
const WANTS_REMINDERS = `u.emails_unsubscribed_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM mail_unsubscribes m WHERE m.user_id = u.id AND m.kind = 'reminders')`;

/**
 * Interview reminders: the evening before (18:00 on the user's clock, the day before the event's
 * day there), sent until the hour-before one is due or the event's day begins, so "tomorrow" is
 * always true; and an hour before (60 minutes before the start), sent until the start. Only events as
 * they are now are read: a moved one is due at its new time (the key has its start), a deleted one
 * not at all.
 */
const CLAIM_EVENT_REMINDERS = `
  WITH ${ZONES},
  candidates AS (
    SELECT e.id AS event_id, r.kind, e.starts_at, e.kind AS event_kind, e.meeting_url, a.id AS applied_job_id,
           a.user_id, u.email, z.zone, a.job_snapshot->>'jobTitle' AS job_title, a.job_snapshot->>'companyName' AS company_name
      FROM applied_job_events e
      JOIN applied_jobs a ON a.id = e.applied_job_id
      JOIN users u ON u.id = a.user_id
      LEFT JOIN zones uz ON uz.name = u.timezone
      LEFT JOIN zones ez ON ez.name = e.time_zone
     CROSS JOIN LATERAL (SELECT coalesce(uz.name, ez.name, 'UTC') AS zone) z
     CROSS JOIN LATERAL (SELECT (e.starts_at AT TIME ZONE z.zone)::date AS day) d
     CROSS JOIN LATERAL (VALUES
         ('day-before', ((d.day - 1) + time '${DAY_BEFORE_LOCAL_TIME}') AT TIME ZONE z.zone,
                        least(e.starts_at - interval '1 hour', d.day::timestamp AT TIME ZONE z.zone)),
         ('hour-before', e.starts_at - interval '1 hour', e.starts_at)) AS r(kind, due_at, until)
     WHERE e.starts_at > $1::timestamptz AND e.starts_at < $1::timestamptz + interval '3 days'
       AND r.due_at <= $1::timestamptz AND $1::timestamptz < r.until
       AND ${WANTS_REMINDERS}
       AND NOT EXISTS (SELECT 1 FROM event_reminders s WHERE s.event_id = e.id AND s.kind = r.kind AND s.starts_at = e.starts_at)
     ORDER BY e.id, r.kind
     LIMIT $2),
  due AS MATERIALIZED (SELECT c.*, gen_random_uuid() AS message_id FROM candidates c),
  claimed AS (
    INSERT INTO event_reminders (event_id, kind, starts_at, message_id)
    SELECT event_id, kind, starts_at, message_id FROM due ORDER BY event_id, kind
    ON CONFLICT DO NOTHING
    RETURNING message_id),
  messages AS (
    INSERT INTO mail_messages (id, to_address, user_id, template, data)
    SELECT d.message_id, d.email, d.user_id, 'interview-reminder',
           jsonb_build_object('when', d.kind, 'eventKind', d.event_kind, 'startsAt', to_jsonb(d.starts_at), 'timeZone', d.zone,
                              'jobTitle', coalesce(d.job_title, ''), 'companyName', coalesce(d.company_name, ''),
                              'meetingUrl', d.meeting_url, 'appliedJobId', d.applied_job_id, 'eventId', d.event_id)
      FROM claimed c JOIN due d ON d.message_id = c.message_id
    RETURNING id)
  SELECT (SELECT count(*) FROM due)::int AS due, ARRAY(SELECT id::text FROM messages) AS messages`;

/**
 * The morning mail: from 08:00 on the user's clock (their zone, else UTC), once per local date, the
 * undone tasks due that day there, if there are any.
 */
const CLAIM_TASK_REMINDERS = `
  WITH ${ZONES},
  owners AS (
    SELECT DISTINCT a.user_id
      FROM applied_job_tasks t JOIN applied_jobs a ON a.id = t.applied_job_id
     WHERE t.due_at IS NOT NULL AND NOT t.done AND t.due_at > $1::timestamptz - interval '30 hours' AND t.due_at < $1::timestamptz + interval '30 hours'),
  days AS (
    SELECT o.user_id, u.email, z.zone, d.local_date,
           d.local_date::timestamp AT TIME ZONE z.zone AS day_start, (d.local_date + 1)::timestamp AT TIME ZONE z.zone AS day_end
      FROM owners o
      JOIN users u ON u.id = o.user_id
      LEFT JOIN zones uz ON uz.name = u.timezone
     CROSS JOIN LATERAL (SELECT coalesce(uz.name, 'UTC') AS zone) z
     CROSS JOIN LATERAL (SELECT ($1::timestamptz AT TIME ZONE z.zone)::date AS local_date) d
     WHERE $1::timestamptz >= (d.local_date + time '${TASKS_LOCAL_TIME}') AT TIME ZONE z.zone
       AND ${WANTS_REMINDERS}
       AND NOT EXISTS (SELECT 1 FROM task_reminders s WHERE s.user_id = o.user_id AND s.local_date = d.local_date)),
  candidates AS (
    SELECT d.user_id, d.email, d.zone, d.local_date, l.tasks, l.task_count
      FROM days d
     CROSS JOIN LATERAL (
       SELECT count(*)::int AS task_count,
              coalesce(jsonb_agg(jsonb_build_object('content', x.content, 'dueAt', to_jsonb(x.due_at), 'jobTitle', x.job_title, 'companyName', x.company_name)
                                 ORDER BY x.n) FILTER (WHERE x.n <= $3::int), '[]') AS tasks
         FROM (SELECT t.content, t.due_at, coalesce(a.job_snapshot->>'jobTitle', '') AS job_title, coalesce(a.job_snapshot->>'companyName', '') AS company_name,
                      row_number() OVER (ORDER BY t.due_at, t.id) AS n
                 FROM applied_job_tasks t JOIN applied_jobs a ON a.id = t.applied_job_id
                WHERE a.user_id = d.user_id AND NOT t.done AND t.due_at >= d.day_start AND t.due_at < d.day_end) x) l
     WHERE l.task_count > 0
     ORDER BY d.user_id
     LIMIT $2),
  due AS MATERIALIZED (SELECT c.*, gen_random_uuid() AS message_id FROM candidates c),
  claimed AS (
    INSERT INTO task_reminders (user_id, local_date, time_zone, message_id)
    SELECT user_id, local_date, zone, message_id FROM due ORDER BY user_id
    ON CONFLICT DO NOTHING
    RETURNING message_id),
  messages AS (
    INSERT INTO mail_messages (id, to_address, user_id, template, data)
    SELECT d.message_id, d.email, d.user_id, 'tasks-due-reminder',
           jsonb_build_object('date', to_char(d.local_date, 'YYYY-MM-DD'), 'timeZone', d.zone, 'tasks', d.tasks, 'taskCount', d.task_count)
      FROM claimed c JOIN due d ON d.message_id = c.message_id
    RETURNING id)
  SELECT (SELECT count(*) FROM due)::int AS due, ARRAY(SELECT id::text FROM messages) AS messages`;

/**
 * Reminders by email (issue 48, item 4). A run at `at` claims every reminder due by then in one
 * statement per chunk: the reminder's row (unique per event, kind and start; per user and local
 * date for tasks) and its message (the outbox, mail_messages) are inserted together, so a reminder
 * another run or an earlier try has claimed is skipped (ON CONFLICT DO NOTHING waits for the other
 * transaction, then skips). Messages go to the mail queue after the commit; the outbox sweep queues
 * any that a killed worker left. So a run twice, twenty at once, or a retry after a kill send each
 * reminder once.
 */
export class ReminderRun {
  constructor(
    private readonly db: DataSource,
    private readonly mail: MailService,
  ) {}

  async run(at: Date = new Date()): Promise<ReminderRunResult> {
    return {
      interviews: await this.claimAll((tx) => tx.query(CLAIM_EVENT_REMINDERS, [at, CHUNK])),
      tasks: await this.claimAll((tx) => tx.query(CLAIM_TASK_REMINDERS, [at, CHUNK, TASKS_PER_MAIL])),
    };
  }

  /** Claims chunk after chunk until one comes back short; returns how many messages this run made. */
  private async claimAll(claim: (tx: EntityManager) => Promise<ChunkResult[]>): Promise<number> {
    let sent = 0;
    for (;;) {
      const [{ due, messages }] = await this.db.transaction(claim);
      // After the commit: the queue's job id is the message id, so a message queued twice is sent once.
      await this.mail.dispatch(messages.map((messageId) => ({ messageId })));
      sent += messages.length;
      if (due < CHUNK) return sent;
    }
  }
}
