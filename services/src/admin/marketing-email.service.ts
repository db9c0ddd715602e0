import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Actor, assertRole } from '../auth/authorization';
import { DomainError } from '../common/domain-error';
import { parseInput } from '../common/validate';
import type { MailService } from '../mail/mail.service';
import { MARKETING_TEMPLATES, type MailTemplateId } from '../mail/templates/render-mail';

export const sendSchema = z.object({
  type: z.enum(MARKETING_TEMPLATES as [MailTemplateId, ...MailTemplateId[]], {
    error: `type must be one of the email templates: ${MARKETING_TEMPLATES.join(', ')}`,
  }),
  email: z.string({ error: 'email: Please provide the email of a RemoteHunt user' }).trim().toLowerCase().email('This email is invalid'),
});

/** An admin sends one of the marketing templates to one user, through the mail queue. */
export class MarketingEmailService {
  constructor(
    private readonly db: DataSource,
    private readonly mail: MailService,
  ) {}

  async send(actor: Actor | null | undefined, input: unknown): Promise<{ messageId: string }> {
    assertRole(actor, 'admin');
    const { type, email } = parseInput(sendSchema, input);
    // Marketing mail carries the recipient's own unsubscribe link, so it goes to accounts only.
    const [user]: { id: string; email: string; unsubscribed: boolean }[] = await this.db.query(
      `SELECT id, email, emails_unsubscribed_at IS NOT NULL AS unsubscribed FROM users WHERE lower(email) = $1`,
      [email],
    );
    if (!user) throw DomainError.notFound('A user with this email');
    if (user.unsubscribed) throw new DomainError('CONFLICT', 'This user has unsubscribed from marketing emails, so none can be sent to them');
    const messageId = await this.mail.enqueue({ to: user.email, userId: user.id, template: type, data: {} });
    return { messageId };
  }
}
