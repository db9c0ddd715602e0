import type { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { parseInput } from '../common/validate';
import type { MailService } from '../mail/mail.service';
import type { AccountLinks } from './account-links';
import type { AttemptBudgets } from '../throttle/attempt-budgets';
import type { RequestMeta } from './accounts.service';
import { RESET_LINK_PROBLEMS, resetPasswordEmailSchema, resetPasswordSchema } from './accounts.schemas';
import type { OneTimeTokens, Refusal } from './one-time-tokens';
import type { PasswordHasher } from './password';

export const RESET_LINK_MINUTES = 60;

/**
 * What asking for a link answers, whether or not the address has an account. The spec's "Successfully
 * sent reset password link to your email" would tell a caller which addresses have one (README,
 * departures from the spec).
 */
export const RESET_LINK_SENT = 'If an account exists for that address, we have sent a link';

export interface ResetLinkAnswer {
  success: true;
  message: string;
}

/** Forgot password: a single-use link by email, valid for an hour. */
export class PasswordResetService {
  constructor(
    private readonly db: DataSource,
    private readonly tokens: OneTimeTokens,
    private readonly mail: MailService,
    private readonly appUrl: string,
    private readonly budgets: AttemptBudgets,
    private readonly passwords: PasswordHasher,
    private readonly links: AccountLinks,
  ) {
    links.sendWith('password-reset', (email) => this.mailResetLink(email));
  }

  /**
   * Sends a reset link if an account has this email. The caller learns nothing either way: the
   * answer is the same, and so is the work behind it (the worker looks the address up:
   * account-links.ts), so the form cannot be used to find out who has an account.
   */
  async sendResetLink(input: unknown, meta: RequestMeta = {}): Promise<ResetLinkAnswer> {
    const { email } = parseInput(resetPasswordEmailSchema, input);
    await this.budgets.emailLink('reset', email, meta.ip);
    await this.links.request('password-reset', email);
    return { success: true, message: RESET_LINK_SENT };
  }

  private async mailResetLink(email: string): Promise<boolean> {
    const [user]: { id: string; email: string }[] = await this.db.query(`SELECT id, email FROM users WHERE lower(email) = $1`, [email]);
    if (!user) return false;
    const token = await this.tokens.issue(user.id, 'password-reset', RESET_LINK_MINUTES);
    await this.mail.enqueue({
      to: user.email,
      userId: user.id,
      template: 'password-reset',
      data: { resetUrl: `${this.appUrl}/#/reset-password/${token}`, expiresInMinutes: RESET_LINK_MINUTES },
      secretKeys: ['resetUrl'],
    });
    return true;
  }

  /**
   * Sets a new password with a link's token; every session of the account is signed out. A link that
   * cannot do it is not a form mistake: it answers NOT_FOUND or GONE with its cause, so the page can
   * offer a new link instead of asking for another password.
   */
  async resetPassword(input: unknown): Promise<void> {
    const { resetPasswordTokenId, password } = parseInput(resetPasswordSchema, input);
    if (!resetPasswordTokenId) throw linkProblem('unknown');
    const email = await this.db.transaction(async (tx) => {
      const redeemed = await this.tokens.redeem(resetPasswordTokenId, 'password-reset', tx);
      if ('refused' in redeemed) throw linkProblem(redeemed.refused);
      const { userId } = redeemed;
      // TypeORM answers an UPDATE with [rows, count].
      const [[user]]: [{ email: string }[], number] = await tx.query(
        `UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 RETURNING email`,
        [userId, await this.passwords.hash(password)],
      );
      await tx.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
      return user?.email;
    });
    // The link proved the mailbox: the new password is not met by a lock someone else caused.
    if (email) await this.budgets.clearSignInFailures(email);
  }
}

function linkProblem(refused: Refusal): DomainError {
  const message = RESET_LINK_PROBLEMS[refused];
  return refused === 'unknown' ? new DomainError('NOT_FOUND', message) : DomainError.gone(message);
}
