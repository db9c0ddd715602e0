import type { DataSource } from 'typeorm';
import { type Actor, assertCanAccessUser, assertIsUser, assertRole, hasRole } from '../auth/authorization';
import { DomainError } from '../common/domain-error';
import { type NumberedPage, numberedPage, parsePaging } from '../common/paging';
import { isUuid, parseInput } from '../common/validate';
import { replySchema, sendSchema } from '../forms/support';
import type { MailService } from '../mail/mail.service';

/** A query and its reply, in the spec's field names. */
export interface SupportMessage {
  _id: string;
  /** The user whose thread it is. */
  from: string;
  /** The admin who replied; null until then. */
  to: string | null;
  details: string;
  sentTime: Date;
  reply: string | null;
  replyTime: Date | null;
}

export interface MessageUser {
  _id: string;
  name: string;
  email: string;
}

export interface SupportMessagePage extends NumberedPage<SupportMessage> {
  /** The people `from` and `to` name, so a client can label each message. */
  users: MessageUser[];
}

/** The spec's list limit: a thread reads as one page. */
export const MESSAGES_PAGE_LIMIT = 200;
/** A person writes a handful of queries; more than this in an hour is a script. */
export const MAX_QUERIES_PER_HOUR = 20;

const MESSAGE_COLUMNS = `m.id AS "_id", m.user_id AS "from", m.replied_by AS "to", m.details, m.sent_at AS "sentTime",
  m.reply, m.replied_at AS "replyTime"`;

/**
 * Support messages: users ask, admins answer. A user reads and writes only their own thread;
 * an admin reads everyone's (grouped by user) and replies. Read marks drive the menu's dot.
 */
export class SupportMessagesService {
  constructor(
    private readonly db: DataSource,
    private readonly mail: MailService,
  ) {}

  /**
   * A user's thread, or, for an admin asking for their own id, every user's messages. Page 1 is
   * the newest messages; inside a page they read oldest first, grouped by user for admins (the
   * user with the latest message first).
   */
  async list(actor: Actor | null | undefined, userId: string, input: { page?: unknown; limit?: unknown }): Promise<SupportMessagePage> {
    const who = assertCanAccessUser(actor, userId);
    // An admin may name any user (GraphQL's userId): a malformed id must not reach the uuid cast.
    if (!isUuid(userId)) throw DomainError.notFound('The user');
    const paging = parsePaging(input, { defaultLimit: MESSAGES_PAGE_LIMIT, maxLimit: MESSAGES_PAGE_LIMIT });
    // null: every user's messages.
    const owner = hasRole(who, 'admin') && who.userId === userId ? null : userId;
    const [data, [{ total }]]: [SupportMessage[], { total: number }[]] = await Promise.all([
      this.db.query(
        `WITH page AS (
           SELECT ${MESSAGE_COLUMNS} FROM support_messages m
            WHERE $1::uuid IS NULL OR m.user_id = $1 ORDER BY m.sent_at DESC, m.id DESC LIMIT $2 OFFSET $3)
         SELECT * FROM page
          ORDER BY max("sentTime") OVER (PARTITION BY "from") DESC, "from", "sentTime", "_id"`,
        [owner, paging.limit, paging.offset],
      ),
      this.db.query(`SELECT count(*)::int AS total FROM support_messages WHERE $1::uuid IS NULL OR user_id = $1`, [owner]),
    ]);
    const ids = [...new Set(data.flatMap((m) => (m.to ? [m.from, m.to] : [m.from])))];
    const users: MessageUser[] = ids.length
      ? await this.db.query(`SELECT id AS "_id", name, email FROM users WHERE id = ANY ($1::uuid[]) ORDER BY name, email`, [ids])
      : [];
    return { ...numberedPage({ data, total }, paging), users };
  }

  /** A query into the caller's own thread (an admin cannot write into someone else's). */
  async send(actor: Actor | null | undefined, userId: string, input: unknown): Promise<SupportMessage> {
    assertIsUser(actor, userId, 'Only the user can send queries to their thread; reply to one of their queries instead');
    const { details } = parseInput(sendSchema, input);
    const message = await this.db.transaction(async (tx) => {
      // One sender's queries one at a time: two statements counting at once would both see room
      // for one more (30 sent in parallel made 22). The count is read after the lock is held.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('support-messages:' || $1, 0))`, [userId]);
      const [inserted]: SupportMessage[] = await tx.query(
        `WITH recent AS (
           SELECT count(*) AS n FROM support_messages WHERE user_id = $1 AND sent_at > now() - interval '1 hour')
         INSERT INTO support_messages (user_id, details)
         SELECT $1, $2 FROM recent WHERE n < $3
         RETURNING id AS "_id", user_id AS "from", replied_by AS "to", details, sent_at AS "sentTime", reply, replied_at AS "replyTime"`,
        [userId, details, MAX_QUERIES_PER_HOUR],
      );
      return inserted;
    });
    if (!message) {
      throw new DomainError('RATE_LIMITED', `You have sent ${MAX_QUERIES_PER_HOUR} queries in the last hour: please wait for our reply before sending more`);
    }
    return message;
  }

  /**
   * An admin's answer to a query (writing again corrects it). The user's unread dot comes back,
   * and they get an email with the reply.
   */
  async reply(actor: Actor | null | undefined, messageId: string, input: unknown): Promise<SupportMessage> {
    const admin = assertRole(actor, 'admin');
    const { reply } = parseInput(replySchema, input);
    if (!isUuid(messageId)) throw DomainError.notFound('The message');
    // The reply and its email commit together; the queue hears of the email after the commit.
    const { message, mailId } = await this.db.transaction(async (tx) => {
      // TypeORM answers an UPDATE with [rows, count].
      const [[row]]: [(SupportMessage & { email: string })[], number] = await tx.query(
        `UPDATE support_messages m
            SET reply = $2, replied_by = $3, replied_at = now(), reply_read_at = NULL, support_read_at = COALESCE(support_read_at, now())
           FROM users u
          WHERE m.id = $1 AND u.id = m.user_id
          RETURNING ${MESSAGE_COLUMNS}, u.email`,
        [messageId, reply, admin.userId],
      );
      if (!row) throw DomainError.notFound('The message');
      const { email, ...updated } = row;
      const id = await this.mail.record({ to: email, userId: updated.from, template: 'support-reply', data: { query: updated.details, reply } }, tx);
      return { message: updated, mailId: id };
    });
    await this.mail.dispatch([{ messageId: mailId }]);
    return message;
  }

  /** A user: a reply they have not read. An admin: also a query no admin has read. */
  async hasUnread(actor: Actor | null | undefined, userId: string): Promise<boolean> {
    const who = assertCanAccessUser(actor, userId);
    const forSupport = hasRole(who, 'admin') && who.userId === userId;
    const [{ yes }]: { yes: boolean }[] = await this.db.query(
      `SELECT EXISTS (SELECT 1 FROM support_messages WHERE user_id = $1 AND reply IS NOT NULL AND reply_read_at IS NULL)
           OR ($2 AND EXISTS (SELECT 1 FROM support_messages WHERE support_read_at IS NULL)) AS yes`,
      [userId, forSupport],
    );
    return yes;
  }

  /** Opening the page reads everything there is for the caller to read; the count says how many rows changed. */
  async markRead(actor: Actor | null | undefined, userId: string): Promise<{ updated: number }> {
    const who = assertCanAccessUser(actor, userId);
    // An admin opening someone else's thread reads nothing on their behalf.
    if (who.userId !== userId) return { updated: 0 };
    const [replies, queries]: [unknown, number][] = await Promise.all([
      this.db.query(
        `UPDATE support_messages SET reply_read_at = now() WHERE user_id = $1 AND reply IS NOT NULL AND reply_read_at IS NULL`,
        [userId],
      ),
      hasRole(who, 'admin') ? this.db.query(`UPDATE support_messages SET support_read_at = now() WHERE support_read_at IS NULL`) : Promise.resolve([[], 0]),
    ]);
    return { updated: replies[1] + queries[1] };
  }
}
