import type { DataSource, EntityManager } from 'typeorm';
import { ACCESS_STATUSES } from '../../billing/subscription-access';
import type { MailService } from '../../mail/mail.service';
import { AlertCriteria } from './alert-criteria';
import type { AlertFrequency, AlertSchedule } from './alert-schedule';
import type { NewJobsIndex } from '../../jobs/search-index/new-jobs-index';
import type { JobSearchIndex } from '../../jobs/search-index/job-search-index';
import { RunClock } from './run-clock';
import { KeywordHits, viewedJobs } from './window-reads';

/** The newest matches an alert lists; the mail links to the search for the rest (as digests do). */
export const ALERT_JOB_LIMIT = 20;
/** Searches matched, then locked and committed together: a killed run loses at most one chunk's work, which the retry redoes. */
const CHUNK = 2_000;

export interface AlertRunResult {
  /** Searches that were due. */
  due: number;
  /** Alerts made (one mail each). */
  alerts: number;
  /** Jobs in the window. */
  newJobs: number;
}

interface DueSearch {
  id: string;
  user_id: string;
  filter: string;
  alert_frequency: Exclude<AlertFrequency, 'off'>;
  alert_hour: number;
  alert_weekday: number;
  alert_timezone: string;
  quiet_hours_start: number | null;
  quiet_hours_end: number | null;
  alert_cursor: Date;
  next_alert_at: Date;
  has_access: boolean;
}

const scheduleOf = (s: DueSearch): AlertSchedule => ({
  frequency: s.alert_frequency,
  hour: s.alert_hour,
  weekday: s.alert_weekday,
  timezone: s.alert_timezone,
  quietHours: s.quiet_hours_start === null || s.quiet_hours_end === null ? null : { start: s.quiet_hours_start, end: s.quiet_hours_end },
});

/** What a run reads once and every chunk uses. */
interface RunState {
  index: NewJobsIndex;
  keywords: KeywordHits;
  criteria: AlertCriteria;
  clock: RunClock;
}

/** What a run decided for one search: its new cursor and due time, and the alert if one goes out. */
interface Outcome {
  id: string;
  cursor: Date;
  nextAlertAt: Date;
  alert?: { period: string; frequency: AlertFrequency; jobIds: string[]; matchCount: number };
}

/**
 * Saved-search alerts (issue 22, item 2). A run, at `at`, takes every search whose alert is due:
 * its jobs are the live ones that arrived since its last alert (its cursor) up to `at`, matched by
 * the list's own rules (NewJobsIndex over job_search, criteria by AlertCriteria). Each matched
 * search gets one alert row, unique per search and period, and one message, in the transaction
 * that moves its cursor and due time on; the messages go to the mail queue after the commit (and
 * the outbox sweep queues any a crash left). So a period built twice, a retry after a kill, or two
 * runs at once send each alert once.
 *
 * Quiet hours: a search due inside them is put off to their end, its jobs kept for that alert.
 * Instant alerts stay due while nothing matches and go out at most an hour apart. A search whose
 * owner has no app access any more is moved on without mail (its feed says why, and the app does).
 */
export class SavedSearchAlertRun {
  constructor(
    private readonly db: DataSource,
    private readonly mail: MailService,
    /** What indexes the run's new jobs for matching (search-index/job-search-index.ts). */
    private readonly search: JobSearchIndex,
  ) {}

  async run(at: Date = new Date()): Promise<AlertRunResult> {
    const [{ since }]: { since: Date | null }[] = await this.db.query(
      `SELECT min(alert_cursor) AS since FROM saved_searches WHERE next_alert_at <= $1`,
      [at],
    );
    if (!since) return { due: 0, alerts: 0, newJobs: 0 };
    const index = await this.search.newJobs(since, at);
    const state: RunState = { index, keywords: new KeywordHits(this.db, index), criteria: await AlertCriteria.load(this.db), clock: new RunClock(at) };
    const result: AlertRunResult = { due: 0, alerts: 0, newJobs: index.size };
    let after = '00000000-0000-0000-0000-000000000000';
    // A chunk's messages go to the queue while the next chunk is matched; one handoff at a time, in order.
    let handoff: Promise<void> = Promise.resolve();
    try {
      for (;;) {
        // Matched outside any transaction (the reads use the pool), then recorded in a short one.
        const searches = await this.readDue(at, after);
        if (!searches.length) break;
        after = searches[searches.length - 1].id;
        const outcomes = await this.decide(searches, state);
        const { recorded, messages } = await this.db.transaction(async (tx) => {
          const mine = await this.claim(tx, searches);
          const claimed = outcomes.filter((o) => mine.has(o.id));
          return { recorded: claimed.length, messages: await this.record(tx, claimed) };
        });
        await handoff;
        // After the commit: the queue's job id is the message id, so a message queued twice is sent once.
        handoff = this.mail.dispatch(messages.map((messageId) => ({ messageId })));
        // Awaited with the next chunk's, or below; until then a failure must not count as unhandled.
        handoff.catch(() => undefined);
        result.due += recorded;
        result.alerts += messages.length;
      }
    } finally {
      await handoff;
    }
    return result;
  }

  /** The next chunk of due searches, by id. */
  private readDue(at: Date, after: string): Promise<DueSearch[]> {
    return this.db.query(
      `SELECT s.id, s.user_id, s.filter::text AS filter, s.alert_frequency, s.alert_hour, s.alert_weekday, s.alert_timezone,
              s.quiet_hours_start, s.quiet_hours_end, s.alert_cursor, s.next_alert_at,
              u.is_admin OR coalesce(a.lifetime OR (a.status = ANY($4::text[]) AND (a.end_time IS NULL OR a.end_time > $1)), false)
                OR EXISTS (SELECT 1 FROM access_switches WHERE key = 'enableFreeAccessForApp' AND enabled) AS has_access
         FROM saved_searches s
         JOIN users u ON u.id = s.user_id
         LEFT JOIN app_subscriptions a ON a.user_id = s.user_id
        WHERE s.next_alert_at <= $1 AND s.id > $2
        ORDER BY s.id LIMIT $3`,
      [at, after, CHUNK, [...ACCESS_STATUSES]],
    );
  }

  /**
   * Locks the searches this run matched that are still as it read them (another run, or the
   * owner's change, moved the rest on): only those get this run's outcome. Ones another run holds
   * are skipped, not waited for.
   */
  private async claim(tx: EntityManager, searches: DueSearch[]): Promise<Set<string>> {
    const rows: { id: string }[] = await tx.query(
      `SELECT s.id FROM saved_searches s
         JOIN unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[]) AS r(id, due, cursor)
           ON s.id = r.id AND s.next_alert_at = r.due AND s.alert_cursor = r.cursor
          FOR UPDATE OF s SKIP LOCKED`,
      [searches.map((s) => s.id), searches.map((s) => s.next_alert_at), searches.map((s) => s.alert_cursor)],
    );
    return new Set(rows.map((r) => r.id));
  }

  private async decide(searches: DueSearch[], { index, keywords, criteria, clock }: RunState): Promise<Outcome[]> {
    await criteria.loadOwners([...new Set(searches.map((s) => s.user_id))]);
    const resolved = await Promise.all(searches.map((s) => (s.has_access ? criteria.of(s.user_id, s.filter) : null)));
    await keywords.prepare(resolved.flatMap((c) => (c?.query === undefined ? [] : [c.query])));
    const viewed = await viewedJobs(this.db, index, searches.filter((_, i) => resolved[i]?.hideViewed).map((s) => s.user_id));
    return searches.map((search, i): Outcome => {
      const schedule = scheduleOf(search);
      const times = clock.of(schedule);
      // Due inside the quiet hours (a late run, or an instant alert): put off to their end, the jobs kept.
      if (times.quiet) return { id: search.id, cursor: search.alert_cursor, nextAlertAt: times.afterQuiet };
      const c = resolved[i];
      const matched = c
        ? index.match(c, search.alert_cursor, ALERT_JOB_LIMIT, { keyword: c.query === undefined ? undefined : keywords.of(c.query), viewed: viewed.get(search.user_id) })
        : { newest: [], count: 0 };
      if (!matched.count) {
        // Instant alerts wait for the next job; the others move on to their next time.
        return { id: search.id, cursor: clock.at, nextAlertAt: schedule.frequency === 'instant' ? search.next_alert_at : times.next };
      }
      return {
        id: search.id,
        cursor: clock.at,
        nextAlertAt: schedule.frequency === 'instant' ? times.nextInstant : times.next,
        alert: {
          period: clock.period(schedule, search.next_alert_at),
          frequency: schedule.frequency,
          jobIds: matched.newest.map((j) => j.id),
          matchCount: matched.count,
        },
      };
    });
  }

  /** Alert rows, their messages (the outbox) and the searches' new cursors, in the caller's transaction. Returns the new messages' ids. */
  private async record(tx: EntityManager, outcomes: Outcome[]): Promise<string[]> {
    const alerts = outcomes.filter((o) => o.alert);
    let messages: string[] = [];
    if (alerts.length) {
      // The alert rows first; their messages reference them (a statement's CTEs cannot update the rows they insert).
      const rows: { id: string; alert_id: string }[] = await tx.query(
        `WITH claimed AS (
           INSERT INTO saved_search_alerts (saved_search_id, period, frequency, job_ids, match_count)
           SELECT a.id, a.period, a.frequency, a.job_ids::uuid[], a.match_count
             FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[]) AS a(id, period, frequency, job_ids, match_count)
           ON CONFLICT (saved_search_id, period) DO NOTHING
           RETURNING id, saved_search_id)
         INSERT INTO mail_messages (to_address, user_id, template, data)
         SELECT u.email, s.user_id, 'saved-search-alert', jsonb_build_object('alertId', c.id)
           FROM claimed c JOIN saved_searches s ON s.id = c.saved_search_id JOIN users u ON u.id = s.user_id
         RETURNING id, data->>'alertId' AS alert_id`,
        [
          alerts.map((o) => o.id),
          alerts.map((o) => o.alert!.period),
          alerts.map((o) => o.alert!.frequency),
          alerts.map((o) => `{${o.alert!.jobIds.join(',')}}`),
          alerts.map((o) => o.alert!.matchCount),
        ],
      );
      await tx.query(
        `UPDATE saved_search_alerts g SET message_id = m.id FROM unnest($1::uuid[], $2::uuid[]) AS m(id, alert_id) WHERE g.id = m.alert_id`,
        [rows.map((r) => r.id), rows.map((r) => r.alert_id)],
      );
      messages = rows.map((r) => r.id);
    }
    await tx.query(
      `UPDATE saved_searches s SET alert_cursor = o.cursor, next_alert_at = o.next_alert_at
         FROM unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[]) AS o(id, cursor, next_alert_at)
        WHERE s.id = o.id`,
      [outcomes.map((o) => o.id), outcomes.map((o) => o.cursor), outcomes.map((o) => o.nextAlertAt)],
    );
    return messages;
  }
}
