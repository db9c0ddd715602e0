import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Actor, canAccessUser } from '../auth/authorization';
import { DomainError } from '../common/domain-error';
import { isUuid, parseInput } from '../common/validate';
import type { NewsletterService } from '../newsletter/newsletter.service';
import { UNSUBSCRIBE_KINDS } from './unsubscribe-kinds';
import type { UnsubscribeLinks } from './unsubscribe-link';

export const reasonSchema = z.object({
  reason: z
    .string({ message: 'The reason must be text' })
    .trim()
    .max(2000, 'Please keep the reason under 2000 characters')
    .optional(),
});

/** What the unsubscribe endpoint takes: the reason, and the kind of mail when the link stops one kind only. */
export const unsubscribeInputSchema = reasonSchema.extend({
  kind: z.enum(UNSUBSCRIBE_KINDS, { message: `kind must be one of: ${UNSUBSCRIBE_KINDS.join(', ')}` }).optional(),
});

const LINK_INVALID = 'This unsubscribe link is not valid: please use the link from one of our emails';

/**
 * Unsubscribe from RemoteHunt's emails: no more marketing mail and no more newsletter digests; or,
 * given a kind (unsubscribe-kinds.ts), from that kind of mail only.
 * Allowed with the signed token from an email's link, or for one's own account when signed in.
 */
export class UnsubscribeService {
  constructor(
    private readonly db: DataSource,
    private readonly links: UnsubscribeLinks,
    private readonly newsletter: NewsletterService,
  ) {}

  async unsubscribe(actor: Actor | null, userId: string, token: unknown, input: unknown): Promise<{ success: true; message: string }> {
    const { reason, kind } = parseInput(unsubscribeInputSchema, input);
    if (!isUuid(userId) || !(canAccessUser(actor, userId) || this.links.verify(userId, token))) throw DomainError.forbidden(LINK_INVALID);
    if (kind) {
      const rows: unknown[] = await this.db.query(
        `INSERT INTO mail_unsubscribes (user_id, kind) SELECT id, $2 FROM users WHERE id = $1 ON CONFLICT (user_id, kind) DO UPDATE SET kind = EXCLUDED.kind RETURNING user_id`,
        [userId, kind],
      );
      if (!rows.length) throw DomainError.forbidden(LINK_INVALID);
      return { success: true, message: `unsubscribed from ${kind} successfully` };
    }
    const [rows]: [unknown[], number] = await this.db.query(
      `UPDATE users SET emails_unsubscribed_at = COALESCE(emails_unsubscribed_at, now()), unsubscribe_reason = COALESCE($2, unsubscribe_reason), updated_at = now()
        WHERE id = $1 RETURNING id`,
      [userId, reason || null],
    );
    if (!rows.length) throw DomainError.forbidden(LINK_INVALID);
    await this.newsletter.cancelForUser(userId);
    return { success: true, message: 'unsubscribed successfully' };
  }
}
