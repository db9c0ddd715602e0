import type { DataSource, EntityManager } from 'typeorm';
import type { Owner } from '../../auth/authorization';
import { DomainError } from '../../common/domain-error';
import { isUuid, parseInput } from '../../common/validate';
import { suggestionConfirmationSchema } from '../../forms/mail-forwarding';
import type { AppliedJobsService } from '../applied-jobs.service';
import type { StatusTitle } from '../inbound-mail/decide-status';
import type { MailKind } from '../inbound-mail/classify-mail';
import { addMailEvent } from './mail-event';

/** A status change read from forwarded mail that was not sure enough to make by itself. */
export interface MailSuggestionView {
  _id: string;
  receivedAt: string;
  /** Who wrote the forwarded message ("Acme Recruiting <jobs@acme.com>"), as plain text. */
  sender: string;
  subject: string;
  kind: Exclude<MailKind, 'other'>;
  /** The sentence that suggested it, quoted from the mail. */
  sentence: string | null;
  /** The application it seems to be about; null when none matched well enough (the person picks one). */
  appliedJobId: string | null;
  jobTitle: string | null;
  companyName: string | null;
  /** The status confirming moves it to. */
  toStatus: string;
  toStatusTitle: string;
  /** For an invitation that gave a time: the interview confirming adds. */
  eventStartsAt: string | null;
  eventTimeZone: string | null;
  state: 'pending' | 'confirmed' | 'dismissed';
}

interface SuggestionRow {
  id: string;
  received_at: Date;
  sender: string;
  subject: string;
  kind: Exclude<MailKind, 'other'>;
  sentence: string | null;
  applied_job_id: string | null;
  job_title: string | null;
  company_name: string | null;
  to_status_id: string;
  to_status_title: StatusTitle;
  event_starts_at: Date | null;
  event_ends_at: Date | null;
  event_time_zone: string | null;
  suggestion: 'pending' | 'confirmed' | 'dismissed';
}

const SELECT = `SELECT m.id, m.received_at, m.sender, m.subject, m.kind, m.sentence, m.applied_job_id, m.to_status_id, s.title AS to_status_title,
                       m.event_starts_at, m.event_ends_at, m.event_time_zone, m.suggestion,
                       a.job_snapshot->>'jobTitle' AS job_title, a.job_snapshot->>'companyName' AS company_name
                  FROM inbound_mails m JOIN job_statuses s ON s.id = m.to_status_id LEFT JOIN applied_jobs a ON a.id = m.applied_job_id`;
/** The newest this many are listed: older ones are still confirmable by id, but nobody reads that far. */
const MAX_LISTED = 50;

/**
 * Suggestions read from forwarded mail (issue 48, item 5), owner-only: the person confirms one with
 * a click (its status move, with the quoted sentence in the history, and its interview if it named a
 * time) or dismisses it. Confirming twice, or twenty times at once, moves the status once.
 */
export class MailSuggestionsService {
  constructor(
    private readonly db: DataSource,
    private readonly appliedJobs: AppliedJobsService,
  ) {}

  async pending({ userId }: Owner): Promise<{ data: MailSuggestionView[] }> {
    const rows: SuggestionRow[] = await this.db.query(
      `${SELECT} WHERE m.user_id = $1 AND m.suggestion = 'pending' ORDER BY m.received_at DESC, m.id LIMIT ${MAX_LISTED}`,
      [userId],
    );
    return { data: rows.map(toView) };
  }

  async confirm({ userId }: Owner, suggestionId: string, input: unknown): Promise<MailSuggestionView> {
    const { appliedJobId: chosen } = parseInput(suggestionConfirmationSchema, input);
    return this.db.transaction(async (tx) => {
      const row = await this.locked(tx, userId, suggestionId);
      if (row.suggestion === 'confirmed') return toView(row);
      if (row.suggestion === 'dismissed') throw new DomainError('CONFLICT', 'This suggestion was dismissed; change the status on the application instead');
      const appliedJobId = chosen ?? row.applied_job_id;
      if (!appliedJobId) throw DomainError.validation('appliedJobId: pick the application this message is about', { field: 'appliedJobId' });
      const moved = await this.appliedJobs.moveStatusIn(tx, userId, appliedJobId, row.to_status_id, {
        applied: true,
        appliedAt: null,
        evidence: { sentence: row.sentence, inboundMailId: row.id },
      });
      if (!moved) throw DomainError.notFound('The applied job');
      let eventId: string | null = null;
      if (row.event_starts_at && row.event_ends_at && row.event_time_zone) {
        eventId = await addMailEvent(
          tx,
          appliedJobId,
          { startsAt: row.event_starts_at, endsAt: row.event_ends_at, timeZone: row.event_time_zone },
          { statusTitle: row.to_status_title, subject: row.subject, meetingUrl: null },
        );
      }
      await tx.query(`UPDATE inbound_mails SET suggestion = 'confirmed', applied_job_id = $2, event_id = $3, decided_at = now() WHERE id = $1`, [row.id, appliedJobId, eventId]);
      return toView(await this.locked(tx, userId, suggestionId));
    });
  }

  async dismiss({ userId }: Owner, suggestionId: string): Promise<MailSuggestionView> {
    return this.db.transaction(async (tx) => {
      const row = await this.locked(tx, userId, suggestionId);
      if (row.suggestion === 'confirmed') throw new DomainError('CONFLICT', 'This suggestion was confirmed already; change the status on the application instead');
      if (row.suggestion === 'pending') await tx.query(`UPDATE inbound_mails SET suggestion = 'dismissed', decided_at = now() WHERE id = $1`, [row.id]);
      return { ...toView(row), state: 'dismissed' };
    });
  }

  private async locked(tx: EntityManager, userId: string, suggestionId: string): Promise<SuggestionRow> {
    if (!isUuid(suggestionId)) throw DomainError.notFound('The suggestion');
    // Locked first, read after: a row read in the same statement that waited for the lock would
    // keep the application joined before the other confirmation changed it.
    const locked: unknown[] = await tx.query(`SELECT id FROM inbound_mails WHERE id = $1 AND user_id = $2 AND suggestion IS NOT NULL FOR UPDATE`, [suggestionId, userId]);
    if (!locked.length) throw DomainError.notFound('The suggestion');
    const [row]: SuggestionRow[] = await tx.query(`${SELECT} WHERE m.id = $1`, [suggestionId]);
    return row;
  }
}

function toView(row: SuggestionRow): MailSuggestionView {
  return {
    _id: row.id,
    receivedAt: row.received_at.toISOString(),
    sender: row.sender,
    subject: row.subject,
    kind: row.kind,
    sentence: row.sentence,
    appliedJobId: row.applied_job_id,
    jobTitle: row.job_title,
    companyName: row.company_name,
    toStatus: row.to_status_id,
    toStatusTitle: row.to_status_title,
    eventStartsAt: row.event_starts_at?.toISOString() ?? null,
    eventTimeZone: row.event_time_zone,
    state: row.suggestion,
  };
}
