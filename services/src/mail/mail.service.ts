import { type Queue, UnrecoverableError } from 'bullmq';
import DataLoader from 'dataloader';
import type { DataSource, EntityManager } from 'typeorm';
import { isDomainError } from '../common/domain-error';
import type { MailPayload, SendMailPayload } from '../queues/queue-names';
import { MailJob } from '../queues/queue-names';
import type { UnsubscribeLinks } from '../unsubscribe/unsubscribe-link';
import type { MailTransport } from './mail-transport';
import { isBulkTemplate, type MailTemplateId, renderMail, type TemplateData, unsubscribeKindOf } from './templates/render-mail';

export interface MailRequest<T extends MailTemplateId> {
  to: string;
  /** The recipient's account: bulk mail needs one (for its unsubscribe link), others may have none. */
  userId: string | null;
  template: T;
  data: TemplateData[T];
  /** Keys of `data` that must never be stored (one-time links): they travel only in the queue job. */
  secretKeys?: readonly (keyof TemplateData[T] & string)[];
}

export type DeliveryOutcome = 'sent' | 'skipped' | 'suppressed';

/** Builds a template's data when it is not stored whole with the message (a digest's jobs). */
export type MailDataLoader = (template: MailTemplateId, stored: Record<string, unknown>) => Promise<Record<string, unknown>>;

export interface MailOptions {
  appUrl: string;
  from: string;
  attempts: number;
  backoffMs: number;
}

interface MessageRow {
  id: string;
  to_address: string;
  user_id: string | null;
  template: MailTemplateId;
  data: Record<string, unknown>;
  recipient_name: string | null;
  unsubscribed: boolean;
  /** The kinds of mail the recipient has stopped one by one (mail_unsubscribes). */
  unsubscribed_kinds: string[];
}

const storedLoader: MailDataLoader = async (_template, stored) => stored;

/**
 * Why a recorded message should no longer go, read just before sending; null when it should. A
 * reminder claimed in the instant its interview moved is recorded for the old time: this is where
 * it is stopped.
 */
export type MailStaleCheck = (template: MailTemplateId, messageId: string) => Promise<string | null>;
const neverStale: MailStaleCheck = async () => null;

/** The queue could not take a job (Redis is down: queues/app-queues.ts). */
const queueUnavailable = (err: unknown) => isDomainError(err) && err.code === 'UNAVAILABLE';

interface Outcome {
  id: string;
  status: 'sent' | 'sending' | 'failed' | 'suppressed';
  providerId: string | null;
  error: string | null;
}

/**
 * The worker sends many messages at once; their claims and outcomes are written a few
 * milliseconds' worth at a time, one statement each, instead of two statements per message:
 * with every round trip costing the worker CPU, this is what lets it keep up with SMTP.
 */
const BATCH_WINDOW_MS = 5;
const batchOptions = { cache: false, maxBatchSize: 200, batchScheduleFn: (run: () => void) => setTimeout(run, BATCH_WINDOW_MS) };

/**
 * The app's outgoing mail. `enqueue` records the message, then hands its id to the queue; the
 * worker's `deliver` renders and sends it. The database row is the source of truth, so a retry or
 * a second delivery of the same job never sends a message twice once it has been sent.
 */
export class MailService {
  private loadData: MailDataLoader = storedLoader;
  private staleReason: MailStaleCheck = neverStale;
  private warn: (err: unknown) => void = () => undefined;

  /** Marks messages as being sent (one more attempt) and reads what they need; null: nothing to send. */
  private readonly claims = new DataLoader<string, MessageRow | null>(async (ids) => {
    const rows: MessageRow[] = await this.db.query(
      `WITH claimed AS (
         UPDATE mail_messages SET status = 'sending', attempts = attempts + 1, updated_at = now()
          WHERE id = ANY ($1::uuid[]) AND status IN ('queued', 'sending')
          RETURNING id, to_address, user_id, template, data)
       SELECT c.*, u.name AS recipient_name, COALESCE(u.emails_unsubscribed_at IS NOT NULL, false) AS unsubscribed,
              ARRAY(SELECT kind FROM mail_unsubscribes WHERE user_id = c.user_id) AS unsubscribed_kinds
         FROM claimed c LEFT JOIN users u ON u.id = c.user_id`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  }, batchOptions);

  private readonly outcomes = new DataLoader<Outcome, true>(async (batch) => {
    await this.db.query(
      `UPDATE mail_messages m
          SET status = o.status, provider_id = COALESCE(o.provider_id, m.provider_id), last_error = o.error, updated_at = now(),
              sent_at = CASE WHEN o.status = 'sent' THEN now() ELSE m.sent_at END
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) AS o(id, status, provider_id, error)
        WHERE m.id = o.id`,
      [batch.map((o) => o.id), batch.map((o) => o.status), batch.map((o) => o.providerId), batch.map((o) => o.error)],
    );
    return batch.map(() => true as const);
  }, batchOptions);

  constructor(
    private readonly db: DataSource,
    private readonly queue: Queue<MailPayload>,
    private readonly transport: MailTransport,
    private readonly unsubscribeLinks: UnsubscribeLinks,
    private readonly options: MailOptions,
  ) {}

  /** Set once at start by the modules whose messages can go stale before they are sent (reminders). */
  useStaleCheck(check: MailStaleCheck): void {
    this.staleReason = check;
  }

  /** Set once at start by the module whose messages are built at send time (the newsletter's digests). */
  useDataLoader(loader: MailDataLoader): void {
    this.loadData = loader;
  }

  /**
   * Records a message and queues it. Given a transaction, the row commits with the caller's
   * change; the queue is told after the commit (call `dispatch` with the returned id) or by the
   * outbox sweep.
   */
  async record<T extends MailTemplateId>(request: MailRequest<T>, tx: EntityManager | DataSource = this.db): Promise<string> {
    const stored: Record<string, unknown> = { ...request.data };
    for (const key of request.secretKeys ?? []) delete stored[key];
    const [row]: { id: string }[] = await tx.query(
      `INSERT INTO mail_messages (to_address, user_id, template, data) VALUES ($1, $2, $3, $4) RETURNING id`,
      [request.to, request.userId, request.template, JSON.stringify(stored)],
    );
    return row.id;
  }

  /**
   * Records and queues a message at once; returns its id. While the queue is unavailable (Redis
   * down), a message whose data is all stored is left to the outbox sweep, which queues it once the
   * queue is back; one carrying a one-time link cannot be rebuilt later (the link lives only in the
   * job), so it is given up and the caller answered UNAVAILABLE, to ask again.
   */
  async enqueue<T extends MailTemplateId>(request: MailRequest<T>): Promise<string> {
    const id = await this.record(request);
    const secrets: Record<string, string> = {};
    for (const key of request.secretKeys ?? []) secrets[key] = String((request.data as Record<string, unknown>)[key]);
    const carriesSecrets = Boolean(request.secretKeys?.length);
    try {
      await this.handOff([{ messageId: id, ...(carriesSecrets ? { secrets } : {}) }]);
    } catch (err) {
      if (!queueUnavailable(err)) throw err;
      this.warn(err);
      if (!carriesSecrets) return id;
      await this.db.query(`UPDATE mail_messages SET status = 'failed', last_error = $2, updated_at = now() WHERE id = $1`, [
        id,
        'not sent: the queue was unavailable, and its one-time link cannot be rebuilt',
      ]);
      throw err;
    }
    return id;
  }

  /**
   * Hands messages recorded in a transaction that has committed to the queue. While the queue is
   * unavailable they stay recorded and the outbox sweep queues them once it is back (without any
   * one-time link: see requeueUnsent): the change they tell of has happened, so it is not answered
   * with an error, and the answer does not wait for Redis.
   */
  async dispatch(payloads: readonly SendMailPayload[]): Promise<void> {
    try {
      await this.handOff(payloads);
    } catch (err) {
      if (!queueUnavailable(err)) throw err;
      this.warn(err);
    }
  }

  /** Where to report mail left to the outbox sweep because the queue was unavailable (the gateway logs it). */
  reportUnavailableTo(warn: (err: unknown) => void): void {
    this.warn = warn;
  }

  /** Adds the jobs. The job id is the message id: adding one twice queues it once. */
  private async handOff(payloads: readonly SendMailPayload[]): Promise<void> {
    const opts = {
      attempts: this.options.attempts,
      backoff: { type: 'exponential', delay: this.options.backoffMs },
      // The row keeps the record; the job (which may hold a one-time link) goes once done.
      removeOnComplete: true,
      removeOnFail: { count: 500 },
    };
    for (let i = 0; i < payloads.length; i += 1000) {
      await this.queue.addBulk(payloads.slice(i, i + 1000).map((data) => ({ name: MailJob.Send, data, opts: { ...opts, jobId: data.messageId } })));
    }
  }

  /**
   * One attempt at sending one message. A message already sent (or given up on) is skipped; one to
   * someone who has unsubscribed since it was queued is dropped if it is bulk mail. A failure
   * throws so the queue retries with backoff; on the last attempt the row is marked failed.
   */
  async deliver(messageId: string, secrets: Record<string, string> = {}, opts: { lastAttempt: boolean }): Promise<DeliveryOutcome> {
    const row = await this.claims.load(messageId);
    if (!row) return 'skipped';
    const bulk = isBulkTemplate(row.template);
    const kind = unsubscribeKindOf(row.template);
    if (bulk && (row.unsubscribed || (kind && row.unsubscribed_kinds.includes(kind)))) {
      await this.finish(row.id, 'suppressed', null, 'the recipient has unsubscribed from emails');
      return 'suppressed';
    }
    const stale = await this.staleReason(row.template, row.id);
    if (stale) {
      await this.finish(row.id, 'suppressed', null, stale);
      return 'suppressed';
    }
    try {
      const data = { ...(await this.loadData(row.template, row.data)), ...secrets };
      if (bulk && !row.user_id) throw new UnrecoverableError('bulk mail needs a recipient account for its unsubscribe link');
      const rendered = renderMail(row.template, data as never, {
        appUrl: this.options.appUrl,
        recipientName: row.recipient_name ?? '',
        ...(bulk && row.user_id ? { unsubscribeUrl: this.unsubscribeLinks.pageUrl(row.user_id, kind) } : {}),
      });
      const headers: Record<string, string> = bulk && row.user_id
        ? { 'List-Unsubscribe': `<${this.unsubscribeLinks.oneClickUrl(row.user_id, kind)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : {};
      const { providerId } = await this.transport.send({ from: this.options.from, to: row.to_address, ...rendered, headers });
      await this.finish(row.id, 'sent', providerId, null);
      return 'sent';
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = opts.lastAttempt || err instanceof UnrecoverableError;
      await this.finish(row.id, final ? 'failed' : 'sending', null, message.slice(0, 1000));
      throw err;
    }
  }

  /**
   * The outbox sweep: messages recorded but never picked up (the process died between the insert
   * and the queue, or the queue lost them) are queued again. Messages whose template needs a
   * one-time link cannot be rebuilt from the row: they fail on delivery, and the person asks again.
   */
  async requeueUnsent(olderThanMinutes: number): Promise<number> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM mail_messages WHERE status IN ('queued', 'sending') AND updated_at < now() - make_interval(mins => $1) ORDER BY created_at LIMIT 50000`,
      [olderThanMinutes],
    );
    // Strict: a sweep that could not queue fails, and its job is tried again.
    await this.handOff(rows.map((r) => ({ messageId: r.id })));
    return rows.length;
  }

  private async finish(id: string, status: Outcome['status'], providerId: string | null, error: string | null) {
    await this.outcomes.load({ id, status, providerId, error });
  }
}
