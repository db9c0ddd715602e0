import type { DataSource, EntityManager } from 'typeorm';
import { type Owner } from '../../auth/authorization';
import { isTrackingToken, TRACKING_TOKEN_REFUSAL } from '../../auth/tracking-token-scope';
import { DomainError } from '../../common/domain-error';
import { type NumberedPage, numberedPage, parsePaging } from '../../common/paging';
import { isUuid, parseInput } from '../../common/validate';
import type { AppliedJobsService, AppliedJobView } from '../applied-jobs.service';
import { type EventKind, eventCreateSchema, type EventTimes, eventUpdateSchema, resolveEventTimes } from './event-input';

/** An interview or other event on an applied job, as both transports answer it. */
export interface AppliedJobEventView {
  _id: string;
  appliedJobId: string;
  kind: EventKind;
  /** Instants, ISO 8601 in UTC. */
  startsAt: string;
  endsAt: string;
  /** The IANA zone it was given in: the calendar shows it in that zone. */
  timeZone: string;
  meetingUrl: string | null;
  /** The application's contacts it is with, in the order they were added to the application. */
  contactIds: string[];
  note: string;
  /** RFC 5545 SEQUENCE: one more on every change of its time, place or kind. */
  sequence: number;
  createdAt: string;
  updatedAt: string;
}

/** An event with what a calendar or the Upcoming screen says about it besides. */
export interface EventWithJob {
  event: AppliedJobEventView;
  jobTitle: string;
  companyName: string;
  /** Names of the linked contacts, in the order of contactIds. */
  contactNames: string[];
}

export type AppliedJobWithNextEvent = AppliedJobView & { nextEvent: AppliedJobEventView | null };

interface EventRow {
  id: string;
  applied_job_id: string;
  kind: EventKind;
  starts_at: Date;
  ends_at: Date;
  time_zone: string;
  meeting_url: string | null;
  note: string;
  sequence: number;
  created_at: Date;
  updated_at: Date;
  contact_ids: string[];
}

type EventWithJobRow = EventRow & { job_title: string; company_name: string; contact_names: string[] };

export const EVENTS_PAGE_SIZE = 5;
/** At most this many events in one list of a user's (the Upcoming screen, the calendar). */
const MAX_EVENTS = 1000;

/** The event's columns and its contacts (as text: the driver reads uuid[] as a string). */
const SELECT = `e.id, e.applied_job_id, e.kind, e.starts_at, e.ends_at, e.time_zone, e.meeting_url, e.note, e.sequence, e.created_at, e.updated_at,
  ARRAY(SELECT ec.contact_id::text FROM applied_job_event_contacts ec JOIN applied_job_contacts jc ON jc.id = ec.contact_id
         WHERE ec.event_id = e.id ORDER BY jc.created_at, jc.id) AS contact_ids`;
const SELECT_WITH_JOB = `${SELECT}, a.job_snapshot->>'jobTitle' AS job_title, a.job_snapshot->>'companyName' AS company_name,
  ARRAY(SELECT jc.name FROM applied_job_event_contacts ec JOIN applied_job_contacts jc ON jc.id = ec.contact_id
         WHERE ec.event_id = e.id ORDER BY jc.created_at, jc.id) AS contact_names`;
/** Upcoming (not yet over) first, soonest first; then the past, latest first. */
const UPCOMING_THEN_PAST = `ORDER BY e.ends_at <= $2, CASE WHEN e.ends_at > $2 THEN e.starts_at END, e.starts_at DESC, e.id`;

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Interviews and other events on an applied job (issue 48, item 1): owner-only like its tasks and
 * notes, so another user's event, or one under another user's application, is not found. Each
 * keeps its instants, the zone it was given in and a SEQUENCE for calendar clients.
 */
export class AppliedJobEventsService {
  constructor(
    private readonly db: DataSource,
    private readonly appliedJobs: AppliedJobsService,
  ) {}

  async list(owner: Owner, appliedJobId: string, pagingInput: { page?: unknown; limit?: unknown }, now = new Date()): Promise<NumberedPage<AppliedJobEventView>> {
    const paging = parsePaging(pagingInput, { defaultLimit: EVENTS_PAGE_SIZE });
    await this.appliedJobs.assertOwned(owner, appliedJobId);
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(`SELECT ${SELECT} FROM applied_job_events e WHERE e.applied_job_id = $1 ${UPCOMING_THEN_PAST} LIMIT $3 OFFSET $4`, [
        appliedJobId,
        now,
        paging.limit,
        paging.offset,
      ]) as Promise<EventRow[]>,
      this.db.query(`SELECT count(*)::int AS total FROM applied_job_events WHERE applied_job_id = $1`, [appliedJobId]) as Promise<{ total: number }[]>,
    ]);
    return numberedPage({ data: rows.map(toView), total }, paging);
  }

  async get({ userId }: Owner, appliedJobId: string, eventId: string): Promise<AppliedJobEventView> {
    return toView(await this.findRow(this.db.manager, userId, appliedJobId, eventId));
  }

  /** Someone else's application is not found before anything about the input is said. */
  async create(owner: Owner, appliedJobId: string, input: unknown): Promise<AppliedJobEventView> {
    await this.appliedJobs.assertOwned(owner, appliedJobId);
    const { userId } = owner;
    const values = parseInput(eventCreateSchema, input);
    const times = resolveEventTimes(values);
    return this.db.transaction(async (tx) => {
      const inserted: { id: string }[] = await tx
        .query(
          `INSERT INTO applied_job_events (applied_job_id, kind, starts_at, ends_at, time_zone, meeting_url, note)
           SELECT id, $3, $4, $5, $6, $7, $8 FROM applied_jobs WHERE id = $1 AND user_id = $2
           RETURNING id`,
          [appliedJobId, userId, values.kind, times.startsAt, times.endsAt, times.timeZone, values.meetingUrl ?? null, values.note ?? ''],
        )
        .catch(applicationGone);
      if (!inserted[0]) throw notFoundJob();
      if (values.contactIds?.length) await this.linkContacts(tx, inserted[0].id, appliedJobId, values.contactIds);
      return toView(await this.findRow(tx, userId, appliedJobId, inserted[0].id));
    });
  }

  /**
   * Changes the fields given. A move, a new zone, link or kind adds one to the SEQUENCE; a new note
   * or contacts do not (calendars need not alert anyone for those). `contactIds` replaces the list.
   */
  async update({ userId }: Owner, appliedJobId: string, eventId: string, input: unknown): Promise<AppliedJobEventView> {
    return this.db.transaction(async (tx) => {
      const current = await this.findRow(tx, userId, appliedJobId, eventId, { lock: true });
      const values = parseInput(eventUpdateSchema, input);
      const before: EventTimes = { startsAt: current.starts_at, endsAt: current.ends_at, timeZone: current.time_zone };
      const times = resolveEventTimes(values, before);
      const kind = values.kind ?? current.kind;
      const meetingUrl = values.meetingUrl === undefined ? current.meeting_url : values.meetingUrl;
      const moved =
        times.startsAt.getTime() !== before.startsAt.getTime() ||
        times.endsAt.getTime() !== before.endsAt.getTime() ||
        times.timeZone !== before.timeZone ||
        meetingUrl !== current.meeting_url ||
        kind !== current.kind;
      await tx.query(
        `UPDATE applied_job_events
            SET kind = $2, starts_at = $3, ends_at = $4, time_zone = $5, meeting_url = $6, note = $7,
                sequence = sequence + $8, updated_at = clock_timestamp()
          WHERE id = $1`,
        [eventId, kind, times.startsAt, times.endsAt, times.timeZone, meetingUrl, values.note ?? current.note, moved ? 1 : 0],
      );
      if (values.contactIds) {
        await tx.query(`DELETE FROM applied_job_event_contacts WHERE event_id = $1`, [eventId]);
        await this.linkContacts(tx, eventId, appliedJobId, values.contactIds);
      }
      return toView(await this.findRow(tx, userId, appliedJobId, eventId));
    });
  }

  async delete({ userId }: Owner, appliedJobId: string, eventId: string): Promise<void> {
    if (!isUuid(eventId) || !isUuid(appliedJobId)) throw notFoundEvent();
    const [, count] = await this.db.query(
      `DELETE FROM applied_job_events e USING applied_jobs a
        WHERE e.id = $1 AND e.applied_job_id = $2 AND a.id = e.applied_job_id AND a.user_id = $3`,
      [eventId, appliedJobId, userId],
    );
    if (!count) throw notFoundEvent();
  }

  /**
   * The next event (soonest not yet over) of each of these applications of the owner's, for the
   * kanban's cards: one statement for any number of cards. Applications without one are absent.
   * Event details are not for the browser extension's token, which may list applications.
   */
  async nextEvents(owner: Owner, appliedJobIds: readonly string[], now = new Date()): Promise<Map<string, AppliedJobEventView>> {
    if (isTrackingToken(owner.actor)) throw DomainError.forbidden(TRACKING_TOKEN_REFUSAL);
    const ids = appliedJobIds.filter(isUuid);
    if (!ids.length) return new Map();
    const rows: EventRow[] = await this.db.query(
      `SELECT DISTINCT ON (e.applied_job_id) ${SELECT}
         FROM applied_job_events e JOIN applied_jobs a ON a.id = e.applied_job_id
        WHERE a.user_id = $1 AND e.applied_job_id = ANY($2::uuid[]) AND e.ends_at > $3
        ORDER BY e.applied_job_id, e.starts_at, e.id`,
      [owner.userId, ids, now],
    );
    return new Map(rows.map((r) => [r.applied_job_id, toView(r)]));
  }

  /** One application with its next event (REST's GET of one applied job). */
  async appliedJobWithNextEvent(owner: Owner, appliedJobId: string): Promise<AppliedJobWithNextEvent> {
    const job = await this.appliedJobs.get(owner, appliedJobId);
    const next = await this.nextEvents(owner, [job._id]);
    return { ...job, nextEvent: next.get(job._id) ?? null };
  }

  /** The owner's events not over by `from` that start before `to`, soonest first (the Upcoming screen). */
  async eventsBetween({ userId }: Owner, from: Date, to: Date): Promise<EventWithJob[]> {
    return this.eventsOfUser(userId, from, to);
  }

  /** A calendar address's events: those not over by `since`, soonest first. */
  // eslint-disable-next-line no-restricted-syntax -- the address's token, checked by CalendarService.readFeed, is the authority: nobody is signed in
  async calendarEvents(userId: string, since: Date): Promise<EventWithJob[]> {
    return this.eventsOfUser(userId, since, null);
  }

  private async eventsOfUser(userId: string, from: Date, to: Date | null): Promise<EventWithJob[]> {
    const rows: EventWithJobRow[] = await this.db.query(
      `SELECT ${SELECT_WITH_JOB}
         FROM applied_job_events e JOIN applied_jobs a ON a.id = e.applied_job_id
        WHERE a.user_id = $1 AND e.ends_at > $2 AND ($3::timestamptz IS NULL OR e.starts_at < $3)
        ORDER BY e.starts_at, e.id LIMIT ${MAX_EVENTS}`,
      [userId, from, to],
    );
    return rows.map(toViewWithJob);
  }

  /** One event of the owner's with its application's title and company (the "Add to calendar" file). */
  async eventWithJob({ userId }: Owner, appliedJobId: string, eventId: string): Promise<EventWithJob> {
    if (!isUuid(eventId) || !isUuid(appliedJobId)) throw notFoundEvent();
    const [row]: EventWithJobRow[] = await this.db.query(
      `SELECT ${SELECT_WITH_JOB} FROM applied_job_events e JOIN applied_jobs a ON a.id = e.applied_job_id
        WHERE e.id = $1 AND e.applied_job_id = $2 AND a.user_id = $3`,
      [eventId, appliedJobId, userId],
    );
    if (!row) throw notFoundEvent();
    return toViewWithJob(row);
  }

  /** Links contacts of this application alone: any other id (another application's, someone else's, none) is a 400. */
  private async linkContacts(tx: EntityManager, eventId: string, appliedJobId: string, contactIds: string[]): Promise<void> {
    if (!contactIds.length) return;
    const linked: unknown[] = await tx.query(
      `INSERT INTO applied_job_event_contacts (event_id, contact_id)
       SELECT $1, id FROM applied_job_contacts WHERE applied_job_id = $2 AND id = ANY($3::uuid[])
       RETURNING contact_id`,
      [eventId, appliedJobId, contactIds],
    );
    if (linked.length !== contactIds.length) {
      throw DomainError.validation('contactIds: every contact must be one of this application’s contacts', { field: 'contactIds' });
    }
  }

  private async findRow(db: EntityManager, userId: string, appliedJobId: string, eventId: string, opts: { lock?: boolean } = {}): Promise<EventRow> {
    if (!isUuid(eventId) || !isUuid(appliedJobId)) throw notFoundEvent();
    const [row]: EventRow[] = await db.query(
      `SELECT ${SELECT} FROM applied_job_events e JOIN applied_jobs a ON a.id = e.applied_job_id
        WHERE e.id = $1 AND e.applied_job_id = $2 AND a.user_id = $3 ${opts.lock ? 'FOR UPDATE OF e' : ''}`,
      [eventId, appliedJobId, userId],
    );
    if (!row) throw notFoundEvent();
    return row;
  }
}

const toView = (row: EventRow): AppliedJobEventView => ({
  _id: row.id,
  appliedJobId: row.applied_job_id,
  kind: row.kind,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
  timeZone: row.time_zone,
  meetingUrl: row.meeting_url,
  contactIds: row.contact_ids,
  note: row.note,
  sequence: row.sequence,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const toViewWithJob = (row: EventWithJobRow): EventWithJob => ({
  event: toView(row),
  jobTitle: row.job_title,
  companyName: row.company_name,
  contactNames: row.contact_names,
});

const notFoundEvent = () => DomainError.notFound('The event');
const notFoundJob = () => DomainError.notFound('The applied job');

/** The application was deleted between the check and the insert. */
function applicationGone(e: { code?: string }): never {
  if (e.code === FOREIGN_KEY_VIOLATION) throw notFoundJob();
  throw e;
}
