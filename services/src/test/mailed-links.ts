import type { AccountLinkOutcome } from '../accounts/account-links';
import type { Services } from '../app/services';
import { type AccountLinkPayload, MailJob } from '../queues/queue-names';

/**
 * Does what the mail worker does with the links asked for by address and still waiting, for tests
 * whose gateway runs no worker: each job's own handler, then the job is removed as the worker's
 * `removeOnComplete` would. Answers what each came to.
 */
export async function deliverAccountLinks(services: Services): Promise<(AccountLinkPayload & { outcome: AccountLinkOutcome })[]> {
  const waiting = (await services.queues.mail.getJobs(['waiting', 'prioritized'])).filter((job) => job.name === MailJob.AccountLink);
  const delivered = [];
  // Oldest first, as the worker takes them.
  for (const job of waiting.sort((a, b) => a.timestamp - b.timestamp)) {
    const data = job.data as AccountLinkPayload;
    delivered.push({ ...data, outcome: await services.accountLinks.deliver(data) });
    await job.remove();
  }
  return delivered;
}

/** The one-time link the last `template` mail to `email` carries (it travels only in the queued job, never in the database). */
async function mailedLink(
  services: Services,
  email: string,
  template: 'newsletter-login' | 'password-reset' | 'verify-mail-sender',
  key: 'loginUrl' | 'resetUrl' | 'verifyUrl',
): Promise<string> {
  await deliverAccountLinks(services);
  const [message]: { id: string }[] = await services.db.query(
    `SELECT id FROM mail_messages WHERE to_address = $1 AND template = $2 ORDER BY created_at DESC LIMIT 1`,
    [email, template],
  );
  const job = await services.queues.mail.getJob(message.id);
  return (job!.data as { secrets: Record<string, string> }).secrets[key];
}

/** The login token of the last login-link mail to `email`. */
export async function mailedLoginToken(services: Services, email: string): Promise<string> {
  const loginUrl = await mailedLink(services, email, 'newsletter-login', 'loginUrl');
  return new URLSearchParams(loginUrl.split('?')[1]).get('loginToken')!;
}

/** The reset token of the last reset mail to `email`. */
export async function mailedResetToken(services: Services, email: string): Promise<string> {
  return (await mailedLink(services, email, 'password-reset', 'resetUrl')).split('/').pop()!;
}

/** The token of the last confirmation mail to an address someone forwards from (issue 48). */
export async function mailedSenderToken(services: Services, address: string): Promise<string> {
  const verifyUrl = await mailedLink(services, address, 'verify-mail-sender', 'verifyUrl');
  return new URLSearchParams(verifyUrl.split('?')[1]).get('token')!;
}
