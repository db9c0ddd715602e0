import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';

export type TokenPurpose = 'password-reset' | 'newsletter-login' | 'sign-in-link';

/** Why a token opened nothing: never issued (or mistyped), already used, or past its time. */
export type Refusal = 'unknown' | 'used' | 'expired';
export type Redeemed = { userId: string } | { refused: Refusal };

const hash = (token: string) => createHash('sha256').update(token).digest();

/**
 * Single-use tokens for links sent by email. Each is 32 random bytes; only its SHA-256 is stored,
 * so the table alone opens nothing. A fast hash suffices: the token has 256 bits of entropy.
 */
export class OneTimeTokens {
  constructor(private readonly db: DataSource) {}

  // eslint-disable-next-line no-restricted-syntax -- a system step: tokens are issued for whoever asked by email, and the token is the proof
  async issue(userId: string, purpose: TokenPurpose, ttlMinutes: number, tx: EntityManager | DataSource = this.db): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await tx.query(
      `INSERT INTO one_time_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
      [hash(token), userId, purpose, ttlMinutes],
    );
    return token;
  }

  /**
   * Uses a token up: the user id if it was valid (right purpose, unused, unexpired), else null.
   * The same user's other tokens of this purpose are used up with it, so an older email's link
   * stops working too.
   */
  async consume(token: string, purpose: TokenPurpose, tx: EntityManager | DataSource = this.db): Promise<string | null> {
    const [rows]: [{ user_id: string }[], number] = await tx.query(
      `UPDATE one_time_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`,
      [hash(token), purpose],
    );
    const userId = rows[0]?.user_id ?? null;
    if (userId) {
      await tx.query(`UPDATE one_time_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`, [userId, purpose]);
    }
    return userId;
  }

  /** As `consume`, but a refusal says why, for links whose page tells the person what went wrong. */
  async redeem(token: string, purpose: TokenPurpose, tx: EntityManager | DataSource = this.db): Promise<Redeemed> {
    const userId = await this.consume(token, purpose, tx);
    // The cause is asked only of a refusal, and only by the callers that show it.
    return userId ? { userId } : { refused: await this.whyRefused(token, purpose, tx) };
  }

  // Asked only after the update found nothing, so a used token reads as used even if it has since expired.
  private async whyRefused(token: string, purpose: TokenPurpose, tx: EntityManager | DataSource): Promise<Refusal> {
    const [row]: { used: boolean }[] = await tx.query(`SELECT used_at IS NOT NULL AS used FROM one_time_tokens WHERE token_hash = $1 AND purpose = $2`, [
      hash(token),
      purpose,
    ]);
    if (!row) return 'unknown';
    return row.used ? 'used' : 'expired';
  }
}
