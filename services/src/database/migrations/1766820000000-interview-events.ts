import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 48, items 1 and 3: interviews and other events on an applied job, and a private calendar
 * (ICS) address per user.
 *
 * An event keeps its instants (`starts_at`, `ends_at`) and the IANA zone it was given in
 * (`time_zone`), which the calendar writes as DTSTART;TZID. `sequence` is RFC 5545's SEQUENCE: the
 * service adds one whenever the time, the place (meeting link) or the kind changes, so calendar
 * clients take the moved event over the copy they hold. Linked contacts are the application's own
 * (checked by the service); deleting a contact unlinks it, deleting the application deletes its events.
 *
 * `calendar_feeds` holds one address per user: only the SHA-256 of its random token (shown once,
 * like the extension's tokens), whether tasks are included, and what the feed said last
 * (`content_hash`) and since when (`content_changed_at`): the feed's Last-Modified, exact even when
 * an event is deleted, without a trigger on every table the feed reads.
 */
export class InterviewEvents1766820000000 implements MigrationInterface {
  name = 'InterviewEvents1766820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE applied_job_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        applied_job_id uuid NOT NULL REFERENCES applied_jobs(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('phone-screen', 'technical', 'onsite', 'offer-call', 'other')),
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        time_zone text NOT NULL CHECK (length(time_zone) BETWEEN 1 AND 64),
        meeting_url text CHECK (meeting_url ~ '^https?://' AND length(meeting_url) <= 2000),
        note text NOT NULL DEFAULT '' CHECK (length(note) <= 5000),
        sequence integer NOT NULL DEFAULT 0 CHECK (sequence >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT applied_job_events_ends_after_start CHECK (ends_at > starts_at)
      )`);
    await q.query(`CREATE INDEX applied_job_events_job_idx ON applied_job_events (applied_job_id, starts_at, id)`);
    await q.query(`
      CREATE TABLE applied_job_event_contacts (
        event_id uuid NOT NULL REFERENCES applied_job_events(id) ON DELETE CASCADE,
        contact_id uuid NOT NULL REFERENCES applied_job_contacts(id) ON DELETE CASCADE,
        PRIMARY KEY (event_id, contact_id)
      )`);
    await q.query(`CREATE INDEX applied_job_event_contacts_contact_idx ON applied_job_event_contacts (contact_id)`);
    await q.query(`
      CREATE TABLE calendar_feeds (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        token_hash bytea NOT NULL UNIQUE,
        include_tasks boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        content_hash text,
        content_changed_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE calendar_feeds`);
    await q.query(`DROP TABLE applied_job_event_contacts`);
    await q.query(`DROP TABLE applied_job_events`);
  }
}
