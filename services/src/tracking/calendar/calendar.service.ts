import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import type { Owner } from '../../auth/authorization';
import { DomainError } from '../../common/domain-error';
import { parseInput } from '../../common/validate';
import type { AttemptBudgets } from '../../throttle/attempt-budgets';
import type { AppliedJobEventsService } from '../events/applied-job-events.service';
import { wallTimeAt } from '../events/zoned-time';
import { dueTasksOf } from './due-tasks';
import { renderCalendar } from './ics-calendar';

/** 32 random bytes, base64url: 43 characters, 256 bits nobody guesses. */
const TOKEN_BYTES = 32;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** How far back a feed keeps events, so a calendar keeps a while of history without growing forever. */
const FEED_HISTORY_MS = 365 * 86_400_000;
/** Tasks due this far ahead join the feed (when the user asked for tasks). */
const FEED_FUTURE_MS = 2 * 365 * 86_400_000;

/** Whether the user has a calendar address (never the address itself: only its hash is kept). */
export interface CalendarFeedView {
  active: boolean;
  includeTasks: boolean;
  createdAt: Date | null;
}

/** A new calendar address: the only time its token is shown. */
export interface NewCalendarFeed {
  url: string;
  includeTasks: boolean;
  createdAt: Date;
}

/** What a calendar request finds: the text, and validators for a conditional GET. */
export interface CalendarFeedState {
  body: string;
  /** Changes exactly when the text does. */
  version: string;
  /** When the text last changed (or the address was made), to the second. */
  lastModified: Date;
}

/** An ICS file to download. */
export interface CalendarFile {
  fileName: string;
  body: string;
}

const feedInputSchema = z.object({ includeTasks: z.boolean({ message: 'includeTasks must be true or false' }).optional() });
const feedUpdateSchema = z.object({ includeTasks: z.boolean({ message: 'includeTasks must be true or false' }) });

interface FeedRow {
  user_id: string;
  include_tasks: boolean;
  created_at: Date;
  content_hash: string | null;
  content_changed_at: Date;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest();
const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 27);
/** HTTP dates have whole seconds: a Last-Modified with milliseconds would never equal If-Modified-Since. */
const toSecond = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

/**
 * The user's calendar (issue 48, item 3): a private, revocable ICS address that calendar apps
 * subscribe to, which lists the events of every tracked job; and a one-off file per event ("Add to
 * calendar"). The address carries a random token of which only the SHA-256 is kept, so it is shown
 * once, when made; making it again replaces it (the old one answers 404 from then on).
 */
export class CalendarService {
  constructor(
    private readonly db: DataSource,
    private readonly events: AppliedJobEventsService,
    private readonly budgets: AttemptBudgets,
    private readonly publicUrl: string,
  ) {}

  async feed({ userId }: Owner): Promise<CalendarFeedView> {
    const [row]: FeedRow[] = await this.db.query(`SELECT include_tasks, created_at FROM calendar_feeds WHERE user_id = $1`, [userId]);
    return row ? { active: true, includeTasks: row.include_tasks, createdAt: row.created_at } : { active: false, includeTasks: false, createdAt: null };
  }

  /** Makes the address, or a new one in place of the old; `includeTasks` stays as it was unless given. */
  async createFeed({ userId }: Owner, input: unknown): Promise<NewCalendarFeed> {
    const { includeTasks } = parseInput(feedInputSchema, input);
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const [row]: FeedRow[] = await this.db.query(
      `INSERT INTO calendar_feeds (user_id, token_hash, include_tasks) VALUES ($1, $2, COALESCE($3, false))
       ON CONFLICT (user_id) DO UPDATE
         SET token_hash = EXCLUDED.token_hash, include_tasks = COALESCE($3, calendar_feeds.include_tasks),
             created_at = clock_timestamp(), content_hash = NULL, content_changed_at = clock_timestamp()
       RETURNING include_tasks, created_at`,
      [userId, hashOf(token), includeTasks ?? null],
    );
    return { url: `${this.publicUrl}/calendar/${token}.ics`, includeTasks: row.include_tasks, createdAt: row.created_at };
  }

  async updateFeed({ userId }: Owner, input: unknown): Promise<CalendarFeedView> {
    const { includeTasks } = parseInput(feedUpdateSchema, input);
    const [rows]: [FeedRow[], number] = await this.db.query(
      `UPDATE calendar_feeds SET include_tasks = $2 WHERE user_id = $1 RETURNING include_tasks, created_at`,
      [userId, includeTasks],
    );
    if (!rows[0]) throw DomainError.notFound('The calendar address');
    return { active: true, includeTasks: rows[0].include_tasks, createdAt: rows[0].created_at };
  }

  /** Turns the address off (it answers 404); revoking when there is none does nothing. */
  async revokeFeed({ userId }: Owner): Promise<void> {
    await this.db.query(`DELETE FROM calendar_feeds WHERE user_id = $1`, [userId]);
  }

  /**
   * A calendar request by its token: null for a token that names no address (malformed, unknown,
   * revoked or replaced), checked before anything is counted. Spends the token's feed budget
   * (RATE_LIMITED when spent), then writes the calendar. Its Last-Modified is when the text was
   * first seen different, kept with the address, so it moves for any change, a deleted event too.
   */
  async readFeed(token: string, now = new Date()): Promise<CalendarFeedState | null> {
    if (!TOKEN.test(token)) return null;
    const tokenHash = hashOf(token);
    const [feed]: FeedRow[] = await this.db.query(
      `SELECT user_id, include_tasks, created_at, content_hash, content_changed_at FROM calendar_feeds WHERE token_hash = $1`,
      [tokenHash],
    );
    if (!feed) return null;
    // Keyed by the hash: the token itself is never written anywhere.
    await this.budgets.feedRead(`calendar:${tokenHash.toString('base64url')}`);
    const since = new Date(now.getTime() - FEED_HISTORY_MS);
    const [events, tasks] = await Promise.all([
      this.events.calendarEvents(feed.user_id, since),
      feed.include_tasks ? dueTasksOf(this.db, feed.user_id, since, new Date(now.getTime() + FEED_FUTURE_MS)) : [],
    ]);
    const body = renderCalendar(events, { tasks });
    const version = digest(body);
    let changedAt = feed.content_changed_at;
    if (version !== feed.content_hash) {
      const [rows]: [{ content_changed_at: Date }[], number] = await this.db.query(
        `UPDATE calendar_feeds SET content_hash = $3, content_changed_at = greatest(clock_timestamp(), content_changed_at + interval '1 second')
          WHERE user_id = $1 AND token_hash = $2 RETURNING content_changed_at`,
        [feed.user_id, tokenHash, version],
      );
      // Revoked meanwhile: this answer is the last.
      changedAt = rows[0]?.content_changed_at ?? now;
    }
    return { body, version, lastModified: toSecond(changedAt) };
  }

  /** One event as a file to open in a calendar app ("Add to calendar"). */
  async eventFile(owner: Owner, appliedJobId: string, eventId: string): Promise<CalendarFile> {
    const item = await this.events.eventWithJob(owner, appliedJobId, eventId);
    const { year, month, day } = wallTimeAt(new Date(item.event.startsAt), item.event.timeZone);
    const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    // Letters in any script: the download's header carries the name in UTF-8 (and an ASCII stand-in).
    const slug = item.companyName
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '');
    const company = [...slug].slice(0, 40).join('').replace(/-+$/, '');
    return { fileName: `${['interview', company, date].filter(Boolean).join('-')}.ics`, body: renderCalendar([item], { publish: true }) };
  }
}
