import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Alerts per saved search (issue 22, item 2).
 *
 * On saved_searches: how often (off, instant, daily, weekly), at which local hour and weekday, in
 * which time zone, and the quiet hours (local, [start, end), wrapping midnight; none when null).
 * `alert_cursor` is where the next alert's window starts (jobs that arrived after it are new to
 * the alert); `next_alert_at` is when it is due, null while alerts are off. The partial index is
 * what the alert run reads: the due searches, in due order.
 *
 * saved_search_alerts: one row per alert sent, unique per search and period (the local day, the
 * local ISO week, or the due hour for instant alerts). It is claimed in the same transaction as
 * the alert's mail message and the search's new cursor, so a period built twice sends once.
 */
export class SavedSearchAlerts1766500000000 implements MigrationInterface {
  name = 'SavedSearchAlerts1766500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE saved_searches
        ADD COLUMN alert_frequency text NOT NULL DEFAULT 'off' CHECK (alert_frequency IN ('off', 'instant', 'daily', 'weekly')),
        ADD COLUMN alert_hour smallint NOT NULL DEFAULT 8 CHECK (alert_hour BETWEEN 0 AND 23),
        ADD COLUMN alert_weekday smallint NOT NULL DEFAULT 1 CHECK (alert_weekday BETWEEN 1 AND 7),
        ADD COLUMN alert_timezone text NOT NULL DEFAULT 'UTC' CHECK (length(alert_timezone) <= 64),
        ADD COLUMN quiet_hours_start smallint CHECK (quiet_hours_start BETWEEN 0 AND 23),
        ADD COLUMN quiet_hours_end smallint CHECK (quiet_hours_end BETWEEN 0 AND 23),
        ADD COLUMN alert_cursor timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN next_alert_at timestamptz,
        ADD CONSTRAINT saved_searches_quiet_hours_check
          CHECK ((quiet_hours_start IS NULL AND quiet_hours_end IS NULL) OR quiet_hours_start <> quiet_hours_end),
        ADD CONSTRAINT saved_searches_next_alert_check CHECK ((alert_frequency = 'off') = (next_alert_at IS NULL))`);
    await q.query(`CREATE INDEX saved_searches_due_idx ON saved_searches (next_alert_at) WHERE next_alert_at IS NOT NULL`);
    await q.query(`
      CREATE TABLE saved_search_alerts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        saved_search_id uuid NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
        period text NOT NULL,
        frequency text NOT NULL CHECK (frequency IN ('instant', 'daily', 'weekly')),
        job_ids uuid[] NOT NULL,
        match_count integer NOT NULL CHECK (match_count > 0),
        message_id uuid REFERENCES mail_messages(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (saved_search_id, period)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE saved_search_alerts`);
    await q.query(`DROP INDEX saved_searches_due_idx`);
    await q.query(`
      ALTER TABLE saved_searches
        DROP CONSTRAINT saved_searches_quiet_hours_check, DROP CONSTRAINT saved_searches_next_alert_check,
        DROP COLUMN alert_frequency, DROP COLUMN alert_hour, DROP COLUMN alert_weekday, DROP COLUMN alert_timezone,
        DROP COLUMN quiet_hours_start, DROP COLUMN quiet_hours_end, DROP COLUMN alert_cursor, DROP COLUMN next_alert_at`);
  }
}
