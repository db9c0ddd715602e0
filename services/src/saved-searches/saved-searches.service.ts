import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { assertRole, type Owner } from '../auth/authorization';
import { DomainError, isDomainError } from '../common/domain-error';
import { isUuid, parseInput } from '../common/validate';
import type { JobSearchIndex } from '../jobs/search-index/job-search-index';
import { uncachedSourceFor } from '../jobs/list-source';
import { ReplicaReads } from '../database/read-replica';
import { type JobFilter, jobFilterSchema } from '../jobs/job-filter.schema';
import { resolveJobFilter } from '../jobs/jobs.service';
import { type AlertSchedule, nextAlertAt } from './alerts/alert-schedule';
import { ALERT_VIEW_SQL, alertSettingsSchema, type AlertSettingsView, toAlertView } from './alerts/alert-settings';
import type { AlertStopLinks } from './alerts/alert-stop-links';

/** How many searches one user may keep (issue 22): each costs a list on every menu's counts. */
export const MAX_SAVED_SEARCHES = 25;
/** "New since you last opened it" is counted exactly up to this, then shown as "100+". */
export const NEW_JOBS_CAP = 100;

export interface SavedSearchView {
  id: string;
  name: string;
  /** The job list's filter as it was saved (every field jobFilterSchema gives, defaults filled in). */
  filter: JobFilter;
  createdAt: Date;
  updatedAt: Date;
  /** When its owner last opened it: its jobs posted since are new. */
  openedAt: Date;
  /** Its email alerts (off unless set). */
  alert: AlertSettingsView;
}

/** Jobs posted since a list was last opened. */
export interface JobListNews {
  /** Up to NEW_JOBS_CAP. */
  newJobs: number;
  /** False when there are more than NEW_JOBS_CAP ("100+"). */
  newJobsIsExact: boolean;
}

/** A saved search's jobs posted since it was last opened. */
export interface SavedSearchNews extends JobListNews {
  id: string;
}

// Printable text only (the transports refuse NUL and the like already); no line breaks in a name.
const name = z
  .string({ message: 'name must be text' })
  .trim()
  .min(1, 'Please provide a name for the search')
  .max(80, 'name must be at most 80 characters')
  .refine((v) => !/[\r\n\t]/.test(v), 'name must be one line of text');

export const createSavedSearchSchema = z.object({ name, filter: jobFilterSchema });
export const updateSavedSearchSchema = z
  .object({ name: name.optional(), filter: jobFilterSchema.optional() })
  .refine((v) => v.name !== undefined || v.filter !== undefined, { message: 'Please provide the name or the filter to change', path: ['name'] });

const COLUMNS = `s.id, s.name, s.filter, s.created_at AS "createdAt", s.updated_at AS "updatedAt", s.opened_at AS "openedAt", ${ALERT_VIEW_SQL} AS alert`;

type SavedSearchRow = Omit<SavedSearchView, 'alert'> & { alert: Parameters<typeof toAlertView>[0] };
const toView = (row: SavedSearchRow): SavedSearchView => ({ ...row, alert: toAlertView(row.alert) });

/**
 * Saved searches (issue 22): any job-list filter kept under a name, opened again with one click,
 * with how many jobs were posted since it was last opened. Owner-only like every
 * `/users/{userId}` resource: another user's search is "not found", never "forbidden", so ids
 * tell nothing.
 */
export class SavedSearchesService {
  constructor(
    private readonly db: DataSource,
    private readonly stopLinks: AlertStopLinks,
    /** Where "new since" counts read: the replica when one is set (database/read-replica.ts). */
    private readonly reads: ReplicaReads,
    /** What answers a search's list (search-index/job-search-index.ts). */
    private readonly search: JobSearchIndex,
  ) {}

  async list({ userId }: Owner): Promise<SavedSearchView[]> {
    const rows: SavedSearchRow[] = await this.db.query(`SELECT ${COLUMNS} FROM saved_searches s WHERE s.user_id = $1 ORDER BY s.created_at, s.id`, [userId]);
    return rows.map(toView);
  }

  async get({ userId }: Owner, id: string): Promise<SavedSearchView> {
    if (!isUuid(id)) throw DomainError.notFound('The saved search');
    const [row]: SavedSearchRow[] = await this.db.query(`SELECT ${COLUMNS} FROM saved_searches s WHERE s.id = $1 AND s.user_id = $2`, [id, userId]);
    if (!row) throw DomainError.notFound('The saved search');
    return toView(row);
  }

  async create(owner: Owner, input: unknown): Promise<SavedSearchView> {
    // Saving, changing and opening a search show job lists: the app's subscription guard applies.
    assertRole(owner.actor, 'subscriber');
    const { userId } = owner;
    const { name, filter } = parseInput(createSavedSearchSchema, input);
    await assertReadable(this.db, userId, filter);
    return this.db.transaction(async (tx) => {
      // The user's row, locked, orders one user's concurrent saves so the limit holds.
      await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      const [{ count }]: { count: number }[] = await tx.query(`SELECT count(*)::int AS count FROM saved_searches WHERE user_id = $1`, [userId]);
      if (count >= MAX_SAVED_SEARCHES) {
        throw DomainError.validation(`You can save at most ${MAX_SAVED_SEARCHES} searches; delete one you no longer use first`, { field: 'name' });
      }
      await assertNameFree(tx, userId, name);
      const [row]: SavedSearchRow[] = await tx.query(`INSERT INTO saved_searches AS s (user_id, name, filter) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`, [
        userId,
        name,
        JSON.stringify(filter),
      ]);
      return toView(row);
    });
  }

  /** Renames it or changes its filter (or both); its "new" count keeps counting from when it was last opened. */
  async update(owner: Owner, id: string, input: unknown): Promise<SavedSearchView> {
    // Saving, changing and opening a search show job lists: the app's subscription guard applies.
    assertRole(owner.actor, 'subscriber');
    const { userId } = owner;
    if (!isUuid(id)) throw DomainError.notFound('The saved search');
    const { name, filter } = parseInput(updateSavedSearchSchema, input);
    if (filter !== undefined) await assertReadable(this.db, userId, filter);
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      if (name !== undefined) await assertNameFree(tx, userId, name, id);
      const [rows]: [SavedSearchRow[], number] = await tx.query(
        `UPDATE saved_searches s SET name = coalesce($3, name), filter = coalesce($4::jsonb, filter), updated_at = now()
          WHERE s.id = $1 AND s.user_id = $2 RETURNING ${COLUMNS}`,
        [id, userId, name ?? null, filter === undefined ? null : JSON.stringify(filter)],
      );
      if (!rows.length) throw DomainError.notFound('The saved search');
      return toView(rows[0]);
    });
  }

  async delete({ userId }: Owner, id: string): Promise<void> {
    if (!isUuid(id)) throw DomainError.notFound('The saved search');
    const [, removed]: [unknown, number] = await this.db.query(`DELETE FROM saved_searches WHERE id = $1 AND user_id = $2`, [id, userId]);
    if (!removed) throw DomainError.notFound('The saved search');
  }

  /** Opening a search: the app applies its filter, and its jobs stop being new. */
  async open(owner: Owner, id: string): Promise<SavedSearchView> {
    // Saving, changing and opening a search show job lists: the app's subscription guard applies.
    assertRole(owner.actor, 'subscriber');
    const { userId } = owner;
    if (!isUuid(id)) throw DomainError.notFound('The saved search');
    const [rows]: [SavedSearchRow[], number] = await this.db.query(
      `UPDATE saved_searches s SET opened_at = now() WHERE s.id = $1 AND s.user_id = $2 RETURNING ${COLUMNS}`,
      [id, userId],
    );
    if (!rows.length) throw DomainError.notFound('The saved search');
    return toView(rows[0]);
  }

  /**
   * Sets the search's email alerts (issue 22, item 2). Turning them on starts from now: jobs that
   * arrived before are not mailed. Changing the schedule keeps the jobs still waiting for the
   * next alert. Turning them off needs no plan (nobody should need one to stop mail).
   */
  async setAlert(owner: Owner, id: string, input: unknown): Promise<SavedSearchView> {
    const { userId } = owner;
    if (!isUuid(id)) throw DomainError.notFound('The saved search');
    const settings = parseInput(alertSettingsSchema, input);
    if (settings.frequency !== 'off') assertRole(owner.actor, 'subscriber');
    return this.db.transaction(async (tx) => {
      const [current]: { on: boolean; timezone: string | null }[] = await tx.query(
        `SELECT s.alert_frequency <> 'off' AS on, u.timezone FROM saved_searches s JOIN users u ON u.id = s.user_id WHERE s.id = $1 AND s.user_id = $2 FOR UPDATE OF s`,
        [id, userId],
      );
      if (!current) throw DomainError.notFound('The saved search');
      const schedule: AlertSchedule = {
        frequency: settings.frequency,
        hour: settings.hour ?? 8,
        weekday: settings.weekday ?? 1,
        timezone: settings.timezone ?? current.timezone ?? 'UTC',
        quietHours: settings.quietHours ?? null,
      };
      const now = new Date();
      const [rows]: [SavedSearchRow[], number] = await tx.query(
        `UPDATE saved_searches s
            SET alert_frequency = $3, alert_hour = $4, alert_weekday = $5, alert_timezone = $6, quiet_hours_start = $7, quiet_hours_end = $8,
                next_alert_at = $9, alert_cursor = CASE WHEN $10 THEN alert_cursor ELSE $11 END, updated_at = now()
          WHERE s.id = $1 AND s.user_id = $2 RETURNING ${COLUMNS}`,
        [
          id,
          userId,
          schedule.frequency,
          schedule.hour,
          schedule.weekday,
          schedule.timezone,
          schedule.quietHours?.start ?? null,
          schedule.quietHours?.end ?? null,
          nextAlertAt(schedule, now),
          current.on,
          now,
        ],
      );
      return toView(rows[0]);
    });
  }

  /**
   * "Stop these alerts" from an alert mail, without signing in: the link's token (AlertStopLinks)
   * names this one search. A wrong token or a deleted search is "not found".
   */
  async stopAlerts(id: string, token: unknown): Promise<{ name: string }> {
    if (!isUuid(id) || !this.stopLinks.verify(id, token)) throw DomainError.notFound('The saved search');
    const [rows]: [{ name: string }[], number] = await this.db.query(
      `UPDATE saved_searches SET alert_frequency = 'off', next_alert_at = NULL WHERE id = $1 RETURNING name`,
      [id],
    );
    if (!rows.length) throw DomainError.notFound('The saved search');
    return rows[0];
  }

  /**
   * Each search's jobs posted since it was last opened, counted as countNewJobs does. One list
   * per search, at most 25.
   */
  async news(owner: Owner): Promise<SavedSearchNews[]> {
    assertRole(owner.actor, 'subscriber');
    const searches = await this.list(owner);
    const out: SavedSearchNews[] = [];
    // One at a time: a user's 25 lists at once would take 25 of the pool's connections.
    for (const search of searches) {
      // A search that no longer resolves lists no jobs, as its alerts match none (alert-criteria.ts).
      out.push({ id: search.id, ...((await this.newsOf(owner.userId, search.filter, search.openedAt)) ?? { newJobs: 0, newJobsIsExact: true }) });
    }
    return out;
  }

  /**
   * Remote Jobs' "new since your last visit": the jobs the list would show with the user's
   * session filters (the list as they last left it) posted since they last opened it.
   */
  async jobListNews(owner: Owner): Promise<JobListNews> {
    assertRole(owner.actor, 'subscriber');
    const [user]: { filter: unknown; seenAt: Date }[] = await this.db.query(
      `SELECT session_filters AS filter, jobs_seen_at AS "seenAt" FROM users WHERE id = $1`,
      [owner.userId],
    );
    if (!user) throw DomainError.notFound('The user');
    // Session filters are written from parsed, resolvable filters (JobsService.listJobs); one from
    // an older shape, or one that no longer resolves, counts as no filter, as the list starts then.
    const news = await this.newsOf(owner.userId, user.filter, user.seenAt);
    return news ?? this.countNewJobs(owner.userId, jobFilterSchema.parse({}), user.seenAt);
  }

  /** The user opened Remote Jobs: what it lists now is no longer new. */
  async markJobListSeen(owner: Owner): Promise<{ seenAt: Date }> {
    assertRole(owner.actor, 'subscriber');
    const [rows]: [{ seenAt: Date }[], number] = await this.db.query(`UPDATE users SET jobs_seen_at = now() WHERE id = $1 RETURNING jobs_seen_at AS "seenAt"`, [
      owner.userId,
    ]);
    if (!rows.length) throw DomainError.notFound('The user');
    return rows[0];
  }

  /**
   * countNewJobs for a filter as stored, or null when it no longer reads: a shape from an older
   * release, or a filter its owner's later change left unresolvable (they cleared the country
   * "jobs I can take" looks from). One such search never breaks the others' news.
   */
  private async newsOf(userId: string, stored: unknown, since: Date): Promise<JobListNews | null> {
    const parsed = jobFilterSchema.safeParse(stored);
    if (!parsed.success) return null;
    try {
      return await this.countNewJobs(userId, parsed.data, since);
    } catch (err) {
      if (isDomainError(err) && err.code === 'VALIDATION') return null;
      throw err;
    }
  }

  /**
   * Jobs posted after `since` as the filter's list would show them: the list engine's first
   * NEW_JOBS_CAP jobs (newest first; pinned postings lead, so each is judged by its own date),
   * counted by date. Exact up to NEW_JOBS_CAP, then "100+".
   */
  private async countNewJobs(userId: string, saved: JobFilter, since: Date): Promise<JobListNews> {
    const filter: JobFilter = { ...saved, sort: 'date' };
    const { criteria } = await resolveJobFilter(this.db, userId, filter, {});
    const { ids } = await this.reads.read((reads) => this.search.list(uncachedSourceFor(this.db, reads, criteria), userId, criteria, { page: 1, limit: NEW_JOBS_CAP, offset: 0 }));
    const [{ count }]: { count: number }[] = ids.length
      ? await this.db.query(`SELECT count(*)::int AS count FROM jobs WHERE id = ANY($1::uuid[]) AND date_posted > $2`, [ids, since])
      : [{ count: 0 }];
    return { newJobs: count, newJobsIsExact: count < NEW_JOBS_CAP || ids.length < NEW_JOBS_CAP };
  }
}

/**
 * A search is kept only in a form its later reads resolve (issue 50): its news, its feed and its
 * alerts read it with no request behind them (no country by the caller's address), so it is
 * resolved here exactly as they will resolve it, and refused with the same 400 naming the field
 * (a currency without an exchange rate, "jobs I can take" with no country to take them from).
 */
async function assertReadable(db: DataSource, userId: string, filter: JobFilter): Promise<void> {
  await resolveJobFilter(db, userId, filter, {});
}

async function assertNameFree(tx: EntityManager, userId: string, name: string, except?: string): Promise<void> {
  const [taken] = await tx.query(`SELECT 1 FROM saved_searches WHERE user_id = $1 AND lower(name) = lower($2) AND id IS DISTINCT FROM $3::uuid`, [
    userId,
    name,
    except ?? null,
  ]);
  if (taken) throw DomainError.validation(`You already have a saved search named "${name}"`, { field: 'name' });
}
