import type { EntityManager } from 'typeorm';
import type { InterviewTime } from '../inbound-mail/interview-time';
import type { StatusTitle } from '../inbound-mail/decide-status';

/** Where an interview read from mail is, when its text links a video call. */
const MEETING_LINK = /https:\/\/(?:[a-z0-9-]+\.)*(?:zoom\.us|meet\.google\.com|teams\.microsoft\.com|teams\.live\.com|whereby\.com|webex\.com)\/[^\s<>"')\]]{1,500}/i;
const DEFAULT_LENGTH_MS = 60 * 60_000;
const MAX_NOTE_CHARS = 1000;

/** What an interview read from mail will be, kept with a suggestion until it is confirmed. */
export interface MailEventTimes {
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
}

/**
 * The event an invitation makes: its calendar file's or text's time, in the zone it named (else the
 * person's own), an hour long unless the file said otherwise.
 */
export function mailEventTimes(time: InterviewTime | null, personZone: string | null): MailEventTimes | null {
  if (!time) return null;
  const endsAt = time.end && time.end > time.start ? time.end : new Date(time.start.getTime() + DEFAULT_LENGTH_MS);
  return { startsAt: time.start, endsAt, timeZone: time.timeZone ?? personZone ?? 'UTC' };
}

export function meetingLinkIn(text: string): string | null {
  return MEETING_LINK.exec(text)?.[0] ?? null;
}

/**
 * Adds the interview to the application unless it already has an event at that moment (the same
 * invitation forwarded twice, or entered by hand before). Returns the event's id, new or found.
 */
export async function addMailEvent(
  tx: EntityManager,
  appliedJobId: string,
  times: MailEventTimes,
  details: { statusTitle: StatusTitle | null; subject: string; meetingUrl: string | null },
): Promise<string> {
  const [existing]: { id: string }[] = await tx.query(`SELECT id FROM applied_job_events WHERE applied_job_id = $1 AND starts_at = $2 LIMIT 1`, [appliedJobId, times.startsAt]);
  if (existing) return existing.id;
  const note = `From forwarded mail: ${details.subject}`.slice(0, MAX_NOTE_CHARS);
  const [inserted]: { id: string }[] = await tx.query(
    `INSERT INTO applied_job_events (applied_job_id, kind, starts_at, ends_at, time_zone, meeting_url, note) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [appliedJobId, details.statusTitle === 'Phone Screen' ? 'phone-screen' : 'other', times.startsAt, times.endsAt, times.timeZone, details.meetingUrl, note],
  );
  return inserted.id;
}
