import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppliedJobsService } from '../applied-jobs.service';
import { classifyMail, type MailClassification } from '../inbound-mail/classify-mail';
import { decideStatus, type StatusDecision } from '../inbound-mail/decide-status';
import { INBOUND_MAIL_LIMITS, type InboundMailLimits } from '../inbound-mail/inbound-mail-limits';
import { interviewTime } from '../inbound-mail/interview-time';
import { matchApplication, type TrackedApplication } from '../inbound-mail/match-application';
import { type ForwardedMail, readForwardedMail } from '../inbound-mail/read-forwarded-mail';
import { assertForwardedByVerifiedAddress } from '../inbound-mail/verified-forwarder';
import type { ForwardingAddresses } from './forwarding-addresses.service';
import { addMailEvent, mailEventTimes, meetingLinkIn } from './mail-event';
import { movesForward } from './status-progress';

/**
 * What one message did: moved a status (or added an interview), became a suggestion, was read and
 * left alone, or was this person's copy of a message already read (a server's redelivery).
 */
export type IntakeResult = 'moved' | 'suggested' | 'ignored' | 'duplicate';

export interface IntakeOutcome {
  result: IntakeResult;
  inboundMailId: string | null;
}

/** A person tracks a few hundred applications at most; the newest this many are matched against. */
const MAX_CANDIDATES = 5000;
const MAX_SUBJECT_CHARS = 300;
const MAX_SENDER_CHARS = 320;
/** The header block is read for the Message-ID only up to here: a header past it is not one. */
const MAX_HEADER_BYTES = 64 * 1024;
/** The header, folded onto its next line or not (long ids are). */
const MESSAGE_ID = /^message-id:[ \t]*(?:\r?\n[ \t]+)?(<[^<>\r\n]{1,500}>)/im;

interface ApplicationRow {
  id: string;
  company_name: string;
  job_title: string;
  apply_url: string;
  status_title: string;
  saved: boolean;
}

/**
 * Reads a message that came to someone's forwarding address and acts on it exactly once (issue 48,
 * item 5). The whole decision and its effect are one transaction, and the receiver says 250 only
 * after it commits: a server that does not hear 250 sends the message again, and the message's key
 * (unique per person) turns that second copy into a no-op. So a crash at any point loses nothing and
 * moves nothing twice.
 */
export class MailIntake {
  constructor(
    private readonly db: DataSource,
    private readonly appliedJobs: AppliedJobsService,
    private readonly forwarding: ForwardingAddresses,
    private readonly limits: InboundMailLimits = INBOUND_MAIL_LIMITS,
  ) {}

  // eslint-disable-next-line no-restricted-syntax -- a system step: the receiver acts for whoever owns the forwarding address the mail came to
  async receive(userId: string, raw: Buffer): Promise<IntakeOutcome> {
    const mail = asPlainText(await readForwardedMail(raw, this.limits));
    assertForwardedByVerifiedAddress(mail, await this.forwarding.verifiedAddresses(userId));
    const classification = classifyMail(mail);
    const key = messageKey(raw);
    return this.db.transaction(async (tx) => {
      const applications = await candidates(tx, userId);
      const match = matchApplication(mail, classification, applications.map(toTracked));
      const decision = decideStatus(classification, match);
      const application = match ? applications.find((candidate) => candidate.id === match.applicationId) ?? null : null;
      // The application is locked before the message is recorded, so copies of one message wait in
      // line here and find it recorded.
      const current = application ? await lockedStatus(tx, application.id) : null;
      const forward = Boolean(current && decision.toStatusTitle && movesForward(current, decision.toStatusTitle));
      const times = classification.kind === 'interview' ? mailEventTimes(interviewTime(mail), await personZone(tx, userId)) : null;
      const outcome = outcomeOf(decision, Boolean(application), forward);
      const inboundMailId = await record(tx, userId, key, mail, classification, {
        outcome,
        appliedJobId: application?.id ?? null,
        statusTitle: outcome === 'ignored' ? null : decision.toStatusTitle ?? null,
        times: outcome === 'ignored' && decision.action !== 'move' ? null : times,
      });
      if (!inboundMailId) return { result: 'duplicate', inboundMailId: null };
      if (decision.action !== 'move' || !application) return { result: outcome, inboundMailId };

      if (forward) {
        const statusId = await statusIdOf(tx, decision.toStatusTitle!);
        await this.appliedJobs.moveStatusIn(tx, userId, application.id, statusId, {
          applied: true,
          appliedAt: mail.sentAt,
          evidence: { sentence: decision.sentence, inboundMailId },
        });
      }
      // A second-round invitation moves no status but is still an interview to be at.
      if (times) {
        const eventId = await addMailEvent(tx, application.id, times, { statusTitle: decision.toStatusTitle ?? null, subject: mail.subject, meetingUrl: meetingLinkIn(mail.text) });
        await tx.query(`UPDATE inbound_mails SET event_id = $2 WHERE id = $1`, [inboundMailId, eventId]);
      }
      return { result: forward || times ? 'moved' : 'ignored', inboundMailId };
    });
  }
}

/**
 * A sure message moves a status only forward; a suggestion is made only where confirming it would
 * move the status forward, or where no application matched (the person picks one).
 */
function outcomeOf(decision: StatusDecision, matched: boolean, forward: boolean): 'moved' | 'suggested' | 'ignored' {
  if (decision.action === 'ignore') return 'ignored';
  if (decision.action === 'move') return forward ? 'moved' : 'ignored';
  return !matched || forward ? 'suggested' : 'ignored';
}

/** The server's Message-ID (the same on every redelivery); a message without one, by its bytes. */
export function messageKey(raw: Buffer): string {
  const headers = raw.subarray(0, MAX_HEADER_BYTES).toString('latin1');
  const end = headers.search(/\r?\n\r?\n/);
  const id = MESSAGE_ID.exec(end < 0 ? headers : headers.slice(0, end))?.[1];
  // Line ends are the transport's (a client may send bare LFs as CRLF): the same message either way.
  return id ? `id:${id.toLowerCase()}` : `sha256:${createHash('sha256').update(raw.toString('latin1').replace(/\r\n/g, '\n'), 'latin1').digest('hex')}`;
}

async function candidates(tx: EntityManager, userId: string): Promise<ApplicationRow[]> {
  return tx.query(
    `SELECT a.id, a.job_snapshot->>'companyName' AS company_name, a.job_snapshot->>'jobTitle' AS job_title,
            coalesce(a.job_snapshot->>'applyUrl', '') AS apply_url, s.title AS status_title, a.applied_at IS NULL AS saved
       FROM applied_jobs a JOIN job_statuses s ON s.id = a.status_id
      WHERE a.user_id = $1 ORDER BY a.updated_at DESC, a.id LIMIT ${MAX_CANDIDATES}`,
    [userId],
  );
}

function toTracked(row: ApplicationRow): TrackedApplication {
  return { id: row.id, companyName: row.company_name ?? '', jobTitle: row.job_title ?? '', applyUrl: row.apply_url };
}

async function lockedStatus(tx: EntityManager, appliedJobId: string): Promise<{ title: string; saved: boolean } | null> {
  const [row]: { title: string; saved: boolean }[] = await tx.query(
    `SELECT s.title, a.applied_at IS NULL AS saved FROM applied_jobs a JOIN job_statuses s ON s.id = a.status_id WHERE a.id = $1 FOR UPDATE OF a`,
    [appliedJobId],
  );
  return row ?? null;
}

async function personZone(tx: EntityManager, userId: string): Promise<string | null> {
  const [row]: { timezone: string | null }[] = await tx.query(
    `SELECT u.timezone FROM users u WHERE u.id = $1 AND EXISTS (SELECT 1 FROM pg_timezone_names z WHERE z.name = u.timezone)`,
    [userId],
  );
  return row?.timezone ?? null;
}

export async function statusIdOf(tx: EntityManager, title: string): Promise<string> {
  const [row]: { id: string }[] = await tx.query(`SELECT id FROM job_statuses WHERE title = $1`, [title]);
  if (!row) throw new Error(`no status titled ${title}`);
  return row.id;
}

/** Mail may carry control characters (NUL, which PostgreSQL text refuses, among them); what we read and keep is text. */
function plainText(text: string): string {
  // eslint-disable-next-line no-control-regex -- exactly the characters removed: every C0 control but tab and line ends, and DEL
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ');
}

/** The message with its subject and text as plain text, before anything reads or quotes it. */
function asPlainText(mail: ForwardedMail): ForwardedMail {
  return { ...mail, subject: plainText(mail.subject), text: plainText(mail.text) };
}

/** Records the message once per person; null when this person's copy was recorded before. */
async function record(
  tx: EntityManager,
  userId: string,
  key: string,
  mail: ForwardedMail,
  classification: MailClassification,
  what: { outcome: 'moved' | 'suggested' | 'ignored'; appliedJobId: string | null; statusTitle: string | null; times: { startsAt: Date; endsAt: Date; timeZone: string } | null },
): Promise<string | null> {
  const sender = mail.sender ? (mail.sender.name ? `${mail.sender.name} <${mail.sender.address}>` : mail.sender.address) : '';
  const [row]: { id: string }[] = await tx.query(
    `INSERT INTO inbound_mails (user_id, message_key, sender, subject, kind, confidence, sentence, outcome, applied_job_id, to_status_id,
                                event_starts_at, event_ends_at, event_time_zone, suggestion, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, (SELECT id FROM job_statuses WHERE title = $10), $11, $12, $13,
             CASE WHEN $8 = 'suggested' THEN 'pending' END, CASE WHEN $8 <> 'suggested' THEN now() END)
     ON CONFLICT (user_id, message_key) DO NOTHING RETURNING id`,
    [
      userId,
      key,
      plainText(sender).slice(0, MAX_SENDER_CHARS),
      mail.subject.slice(0, MAX_SUBJECT_CHARS),
      classification.kind,
      classification.confidence,
      classification.sentence,
      what.outcome,
      what.appliedJobId,
      what.statusTitle,
      what.times?.startsAt ?? null,
      what.times?.endsAt ?? null,
      what.times?.timeZone ?? null,
    ],
  );
  return row?.id ?? null;
}
