import type { DataSource, EntityManager } from 'typeorm';
import { ACCESS_STATUSES } from '../../billing/subscription-access';
import type { MailService } from '../../mail/mail.service';
import { AlertCriteria } from './alert-criteria';
import { type AlertFrequency, alertPeriod, type AlertSchedule, INSTANT_ALERT_GAP_MS, isQuietAt, nextAlertAt, afterQuietHours } from './alert-schedule';
import { type NewJob, NewJobsIndex } from './new-jobs-index';

/** The newest matches an alert lists; the mail links to the search for the rest (as digests do). */
export const ALERT_JOB_LIMIT = 20;
/** Searches locked, matched and committed together: a killed run loses at most one chunk's work, which the retry redoes. */
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
  email: string;
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
  ) {}

  async run(at: Date = new Date()): Promise<AlertRunResult> {
    const [{ since }]: { since: Date | null }[] = await this.db.query(
      `SELECT min(alert_cursor) AS since FROM saved_searches WHERE next_alert_at <= $1`,
      [at],
    );
    if (!since) return { due: 0, alerts: 0, newJobs: 0 };
    const index = new NewJobsIndex(await this.newJobs(since, at));
    const keywords = new KeywordHits(this.db, index);
    const result: AlertRunResult = { due: 0, alerts: 0, newJobs: index.size };
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const { searches, messages } = await this.db.transaction(async (tx) => {
        const searches = await this.lockDue(tx, at, after);
        if (!searches.length) return { searches, messages: [] as string[] };
        const outcomes = await this.decide(tx, searches, index, keywords, at);
        return { searches, messages: await this.record(tx, outcomes) };
      });
      if (!searches.length) break;
      // After the commit: the queue's job id is the message id, so a message queued twice is sent once.
      await this.mail.dispatch(messages.map((messageId) => ({ messageId })));
      result.due += searches.length;
      result.alerts += messages.length;
      after = searches[searches.length - 1].id;
    }
    return result;
  }

  /** The live jobs that arrived in (since, at], as job_search holds them. */
  private async newJobs(since: Date, at: Date): Promise<NewJob[]> {
    const rows: { id: string; created_at: Date; date_posted: Date; terms: string[]; pay_usd: number | null }[] = await this.db.query(
      `SELECT j.id, j.created_at, s.date_posted, s.terms, s.pay_usd
         FROM jobs j JOIN job_search s ON s.id = j.id
        WHERE j.created_at > $1 AND j.created_at <= $2 AND s.valid_through > $2`,
      [since, at],
    );
    return rows.map((r) => ({ id: r.id, createdAt: r.created_at, datePosted: r.date_posted, terms: r.terms, payUsd: r.pay_usd }));
  }

  /** The next chunk of due searches by id, locked; ones another run holds are left to it. */
  private lockDue(tx: EntityManager, at: Date, after: string): Promise<DueSearch[]> {
    return tx.query(
      `SELECT s.id, s.user_id, u.email, s.filter::text AS filter, s.alert_frequency, s.alert_hour, s.alert_weekday, s.alert_timezone,
              s.quiet_hours_start, s.quiet_hours_end, s.alert_cursor, s.next_alert_at,
              u.is_admin OR coalesce(a.lifetime OR (a.status = ANY($4::text[]) AND (a.end_time IS NULL OR a.end_time > $1)), false)
                OR EXISTS (SELECT 1 FROM access_switches WHERE key = 'enableFreeAccessForApp' AND enabled) AS has_access
         FROM saved_searches s
         JOIN users u ON u.id = s.user_id
         LEFT JOIN app_subscriptions a ON a.user_id = s.user_id
        WHERE s.next_alert_at <= $1 AND s.id > $2
        ORDER BY s.id LIMIT $3
          FOR UPDATE OF s SKIP LOCKED`,
      [at, after, CHUNK, [...ACCESS_STATUSES]],
    );
  }

  private async decide(tx: EntityManager, searches: DueSearch[], index: NewJobsIndex, keywords: KeywordHits, at: Date): Promise<Outcome[]> {
    const criteria = await AlertCriteria.load(this.db, [...new Set(searches.map((s) => s.user_id))]);
    const resolved = await Promise.all(searches.map((s) => (s.has_access ? criteria.of(s.user_id, s.filter) : null)));
    await keywords.prepare(resolved.flatMap((c) => (c?.query === undefined ? [] : [c.query])));
    const viewed = await viewedJobs(tx, index, searches.filter((_, i) => resolved[i]?.hideViewed).map((s) => s.user_id));
    return searches.map((search, i): Outcome => {
      const schedule = scheduleOf(search);
      // Due inside the quiet hours (a late run, or an instant alert): put off to their end, the jobs kept.
      if (isQuietAt(schedule, at)) return { id: search.id, cursor: search.alert_cursor, nextAlertAt: afterQuietHours(schedule, at) };
      const c = resolved[i];
      const matched = c ? index.match(c, search.alert_cursor, { keyword: c.query === undefined ? undefined : keywords.of(c.query), viewed: viewed.get(search.user_id) }) : [];
      if (!matched.length) {
        // Instant alerts wait for the next job; the others move on to their next time.
        const next = schedule.frequency === 'instant' ? search.next_alert_at : nextAlertAt(schedule, at)!;
        return { id: search.id, cursor: at, nextAlertAt: next };
      }
      const next = schedule.frequency === 'instant' ? afterQuietHours(schedule, new Date(at.getTime() + INSTANT_ALERT_GAP_MS)) : nextAlertAt(schedule, at)!;
      return {
        id: search.id,
        cursor: at,
        nextAlertAt: next,
        alert: {
          period: alertPeriod(schedule, search.next_alert_at),
          frequency: schedule.frequency,
          jobIds: matched.slice(0, ALERT_JOB_LIMIT).map((j) => j.id),
          matchCount: matched.length,
        },
      };
    });
  }

  /** Alert rows, their messages (the outbox) and the searches' new cursors, in the caller's transaction. Returns the new messages' ids. */
  private async record(tx: EntityManager, outcomes: Outcome[]): Promise<string[]> {
    const alerts = outcomes.filter((o) => o.alert);
    let messages: string[] = [];
    if (alerts.length) {
      // Two statements: the parts of one statement share its snapshot, so an UPDATE of saved_search_alerts
      // there cannot see the rows its INSERT just made.
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
         RETURNING id, (data->>'alertId')::uuid AS alert_id`,
        [
          alerts.map((o) => o.id),
          alerts.map((o) => o.alert!.period),
          alerts.map((o) => o.alert!.frequency),
          alerts.map((o) => `{${o.alert!.jobIds.join(',')}}`),
          alerts.map((o) => o.alert!.matchCount),
        ],
      );
      if (rows.length) {
        await tx.query(
          `UPDATE saved_search_alerts g SET message_id = m.id FROM unnest($1::uuid[], $2::uuid[]) AS m(id, alert_id) WHERE g.id = m.alert_id`,
          [rows.map((r) => r.id), rows.map((r) => r.alert_id)],
        );
      }
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

/**
 * Which new jobs hold each searched keyword, asked of job_search_words (the list's keyword index
 * and its websearch syntax) once per distinct query in a run, many queries per statement.
 */
class KeywordHits {
  private readonly hits = new Map<string, Uint32Array>();

  constructor(
    private readonly db: DataSource,
    private readonly index: NewJobsIndex,
  ) {}

  async prepare(queries: string[]): Promise<void> {
    const wanted = [...new Set(queries)].filter((q) => !this.hits.has(q));
    const ids = this.index.jobs.map((j) => j.id);
    for (let i = 0; i < wanted.length; i += 200) {
      const batch = wanted.slice(i, i + 200);
      const rows: { q: number; ids: string[] }[] = ids.length
        ? await this.db.query(
            `SELECT q.n::int - 1 AS q, array_agg(w.id) AS ids
               FROM unnest($1::text[]) WITH ORDINALITY AS q(text, n)
               JOIN job_search_words w ON w.id = ANY($2::uuid[]) AND w.words @@ websearch_to_tsquery('english', q.text)
              GROUP BY q.n`,
            [batch, ids],
          )
        : [];
      const found = new Map(rows.map((r) => [r.q, r.ids]));
      batch.forEach((query, q) => this.hits.set(query, this.index.bitsOf(found.get(q) ?? [])));
    }
  }

  of(query: string): Uint32Array | undefined {
    return this.hits.get(query);
  }
}

/** The window's jobs each of these users has viewed ("hide viewed jobs"). */
async function viewedJobs(tx: EntityManager, index: NewJobsIndex, userIds: string[]): Promise<Map<string, Uint32Array>> {
  if (!userIds.length || !index.size) return new Map();
  const rows: { user_id: string; ids: string[] }[] = await tx.query(
    `SELECT user_id, array_agg(job_id) AS ids FROM job_visits WHERE user_id = ANY($1::uuid[]) AND job_id = ANY($2::uuid[]) GROUP BY user_id`,
    [[...new Set(userIds)], index.jobs.map((j) => j.id)],
  );
  return new Map(rows.map((r) => [r.user_id, index.bitsOf(r.ids)]));
}
