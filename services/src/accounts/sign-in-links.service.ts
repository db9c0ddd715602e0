import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { DomainError } from '../common/domain-error';
import { parseInput } from '../common/validate';
import type { AccountsService, AuthSession, RequestMeta } from './accounts.service';
import type { OneTimeTokens } from './one-time-tokens';

export const SIGN_IN_LINK_INVALID = 'This sign-in link is invalid or has expired: sign in, or ask for a login link on the newsletter page';

export const signInLinkSchema = z.object({
  token: z.string({ message: SIGN_IN_LINK_INVALID }).min(1, SIGN_IN_LINK_INVALID).max(200, SIGN_IN_LINK_INVALID),
});

/**
 * The one-time sign-in link a visitor's receipt carries (purchase-receipts.ts): the mailbox it
 * reached is the proof that the address, and so the account the purchase went to, is theirs.
 * Checking out proves nothing of the kind, so nothing signs a browser in for having paid.
 */
export class SignInLinksService {
  constructor(
    private readonly db: DataSource,
    private readonly tokens: OneTimeTokens,
    private readonly accounts: AccountsService,
  ) {}

  async signIn(input: unknown, meta: RequestMeta = {}): Promise<AuthSession> {
    const { token } = parseInput(signInLinkSchema, input);
    const userId = await this.db.transaction(async (tx) => {
      const owner = await this.tokens.consume(token, 'sign-in-link', tx);
      if (!owner) throw DomainError.validation(SIGN_IN_LINK_INVALID, { field: 'token' });
      // The address is proven now: a free newsletter waiting on its confirmation starts, as a login link starts it.
      await tx.query(`UPDATE newsletters SET status = 'active', updated_at = now() WHERE user_id = $1 AND status = 'pending' AND access = 'free'`, [owner]);
      return owner;
    });
    return this.accounts.openSessionFor(userId, meta);
  }
}
