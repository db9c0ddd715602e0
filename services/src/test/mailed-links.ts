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

/** The login token the last login-link mail to `email` carries (the link travels only in the queued job, never in the database). */
export async function mailedLoginToken(services: Services, email: string): Promise<string> {
  await deliverAccountLinks(services);
  const [message]: { id: string }[] = await services.db.query(
    `SELECT id FROM mail_messages WHERE to_address = $1 AND template = 'newsletter-login' ORDER BY created_at DESC LIMIT 1`,
    [email],
  );
  const job = await services.queues.mail.getJob(message.id);
  const loginUrl = (job!.data as { secrets: { loginUrl: string } }).secrets.loginUrl;
  return new URLSearchParams(loginUrl.split('?')[1]).get('loginToken')!;
}

/** The reset token the last reset mail to `email` carries. */
export async function mailedResetToken(services: Services, email: string): Promise<string> {
  await deliverAccountLinks(services);
  const [message]: { id: string }[] = await services.db.query(
    `SELECT id FROM mail_messages WHERE to_address = $1 AND template = 'password-reset' ORDER BY created_at DESC LIMIT 1`,
    [email],
  );
  const job = await services.queues.mail.getJob(message.id);
  return (job!.data as { secrets: { resetUrl: string } }).secrets.resetUrl.split('/').pop()!;
}
