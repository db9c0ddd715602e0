import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Owner } from '../../auth/authorization';
import { DomainError } from '../../common/domain-error';
import { isUuid, parseInput } from '../../common/validate';
import { mailSenderSchema, mailSenderVerificationSchema } from '../../forms/mail-forwarding';
import type { MailService } from '../../mail/mail.service';
import type { AttemptBudgets } from '../../throttle/attempt-budgets';

export interface MailSenderView {
  _id: string;
  address: string;
  /** False until the link mailed to it is opened: mail forwarded from it is refused until then. */
  verified: boolean;
  createdAt: string;
}

export interface MailForwardingView {
  /** The private address to forward job mail to. */
  address: string;
  /** The account's own address, from which forwarded mail is always read. */
  accountAddress: string;
  /** Other addresses the person forwards from. */
  senders: MailSenderView[];
  /** Whether this server receives mail at all (INBOUND_MAIL_PORT), so the page can say so. */
  receiving: boolean;
}

export interface ForwardingOptions {
  domain: string;
  receiving: boolean;
  appUrl: string;
}

/** A person forwards from a few addresses (personal, work, an old one); more is not a person. */
export const MAX_MAIL_SENDERS = 5;
const VERIFY_TTL_MINUTES = 24 * 60;
/** A confirmation mail is sent again for the same address at most this often. */
const RESEND_AFTER_MINUTES = 10;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/** 20 base-32 characters: 100 random bits, so an address cannot be guessed. */
function newLocalPart(): string {
  return `fw-${Array.from(randomBytes(20), (byte) => BASE32[byte & 31]).join('')}`;
}
const LOCAL_PART = /^fw-[a-z2-7]{20}$/;

interface SenderRow {
  id: string;
  address: string;
  verified_at: Date | null;
  created_at: Date;
}

/**
 * Each person's private forwarding address and the addresses they may forward from (issue 48,
 * item 5). The address is made on first sight and replaced on request, the old one then refused.
 * Only mail forwarded from the account's own address or one the person confirmed (a mailed link)
 * is read, so someone who learns the address cannot move anyone's statuses from their own mailbox.
 */
export class ForwardingAddresses {
  constructor(
    private readonly db: DataSource,
    private readonly mail: MailService,
    private readonly budgets: AttemptBudgets,
    private readonly options: ForwardingOptions,
  ) {}

  async settings({ userId }: Owner): Promise<MailForwardingView> {
    await this.db.query(`INSERT INTO mail_forwarding_addresses (user_id, local_part) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`, [userId, newLocalPart()]);
    const [row]: { local_part: string; email: string }[] = await this.db.query(
      `SELECT f.local_part, u.email FROM mail_forwarding_addresses f JOIN users u ON u.id = f.user_id WHERE f.user_id = $1`,
      [userId],
    );
    if (!row) throw DomainError.notFound('The user');
    const senders: SenderRow[] = await this.db.query(
      `SELECT id, address, verified_at, created_at FROM mail_senders WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
    return {
      address: `${row.local_part}@${this.options.domain}`,
      accountAddress: row.email.toLowerCase(),
      senders: senders.map(toSenderView),
      receiving: this.options.receiving,
    };
  }

  /** A new address in place of the old, which is refused from now on (it leaked, or was shared by mistake). */
  async replaceAddress(owner: Owner): Promise<MailForwardingView> {
    await this.db.query(
      `INSERT INTO mail_forwarding_addresses (user_id, local_part) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET local_part = EXCLUDED.local_part, created_at = now()`,
      [owner.userId, newLocalPart()],
    );
    return this.settings(owner);
  }

  /**
   * Adds an address to forward from and mails it a confirmation link; adding it again mails a new
   * link (at most every ten minutes). The account's own address needs no confirming. Each link
   * spends the email-link budgets (AttemptBudgets.senderLink), so removing and adding an address
   * again cannot flood its inbox.
   */
  async addSender(owner: Owner, input: unknown): Promise<MailSenderView> {
    const { userId } = owner;
    const { address } = parseInput(mailSenderSchema, input);
    const token = randomBytes(32).toString('base64url');
    const row = await this.db.transaction(async (tx) => {
      const [user]: { email: string }[] = await tx.query(`SELECT email FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      if (!user) throw DomainError.notFound('The user');
      if (user.email.toLowerCase() === address) {
        throw DomainError.validation('address: this is your account\'s address, which is always accepted', { field: 'address' });
      }
      const [existing]: (SenderRow & { resend: boolean })[] = await tx.query(
        `SELECT id, address, verified_at, created_at,
                coalesce(token_expires_at - make_interval(mins => $3) + make_interval(mins => $4) < now(), true) AS resend
           FROM mail_senders WHERE user_id = $1 AND address = $2`,
        [userId, address, VERIFY_TTL_MINUTES, RESEND_AFTER_MINUTES],
      );
      if (existing?.verified_at) return { row: existing, mail: false };
      if (existing && !existing.resend) return { row: existing, mail: false };
      if (!existing) {
        const [{ count }]: { count: number }[] = await tx.query(`SELECT count(*)::int AS count FROM mail_senders WHERE user_id = $1`, [userId]);
        if (count >= MAX_MAIL_SENDERS) {
          throw DomainError.validation(`address: you can forward from at most ${MAX_MAIL_SENDERS} addresses besides your account's; remove one first`, { field: 'address' });
        }
      }
      // Spent before the new link replaces the old one: a refused request leaves the mailed link working.
      await this.budgets.senderLink(owner, address);
      const [saved]: SenderRow[] = await tx.query(
        `INSERT INTO mail_senders (user_id, address, token_hash, token_expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))
         ON CONFLICT (user_id, address) DO UPDATE SET token_hash = EXCLUDED.token_hash, token_expires_at = EXCLUDED.token_expires_at
         RETURNING id, address, verified_at, created_at`,
        [userId, address, hash(token), VERIFY_TTL_MINUTES],
      );
      return { row: saved, mail: true };
    });
    if (row.mail) {
      await this.mail.enqueue({
        to: address,
        userId,
        template: 'verify-mail-sender',
        data: { verifyUrl: `${this.options.appUrl}/#/verify-mail-sender?token=${token}`, address, expiresInMinutes: VERIFY_TTL_MINUTES },
        secretKeys: ['verifyUrl'],
      });
    }
    return toSenderView(row.row);
  }

  /** Opens the mailed link: the address is confirmed. The link works once. */
  async verifySender(input: unknown): Promise<{ address: string }> {
    const { token } = parseInput(mailSenderVerificationSchema, input);
    const [rows]: [{ address: string }[], number] = await this.db.query(
      `UPDATE mail_senders SET verified_at = now(), token_hash = NULL, token_expires_at = NULL
        WHERE token_hash = $1 AND token_expires_at > now() RETURNING address`,
      [hash(token)],
    );
    if (!rows[0]) throw DomainError.validation('token: this link has expired or was already used; add the address again for a new one', { field: 'token' });
    return { address: rows[0].address };
  }

  async removeSender({ userId }: Owner, senderId: string): Promise<void> {
    if (!isUuid(senderId)) throw DomainError.notFound('The address');
    const [, count] = await this.db.query(`DELETE FROM mail_senders WHERE id = $1 AND user_id = $2`, [senderId, userId]);
    if (!count) throw DomainError.notFound('The address');
  }

  /** Whose forwarding address this is, for the receiver's RCPT TO; null for any other address. */
  async recipientUser(address: string): Promise<string | null> {
    const at = address.lastIndexOf('@');
    const localPart = address.slice(0, at).toLowerCase();
    if (at < 0 || address.slice(at + 1).toLowerCase() !== this.options.domain || !LOCAL_PART.test(localPart)) return null;
    const [row]: { user_id: string }[] = await this.db.query(`SELECT user_id FROM mail_forwarding_addresses WHERE local_part = $1`, [localPart]);
    return row?.user_id ?? null;
  }

  // eslint-disable-next-line no-restricted-syntax -- a system step: the receiver acts for whoever owns the forwarding address the mail came to
  async verifiedAddresses(userId: string, tx: EntityManager | DataSource = this.db): Promise<string[]> {
    const rows: { address: string }[] = await tx.query(
      `SELECT lower(email) AS address FROM users WHERE id = $1
       UNION SELECT address FROM mail_senders WHERE user_id = $1 AND verified_at IS NOT NULL`,
      [userId],
    );
    return rows.map((row) => row.address);
  }
}

function toSenderView(row: SenderRow): MailSenderView {
  return { _id: row.id, address: row.address, verified: row.verified_at !== null, createdAt: row.created_at.toISOString() };
}
