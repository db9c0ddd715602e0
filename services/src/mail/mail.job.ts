import type { Job } from 'bullmq';
import type { AccountLinks } from '../accounts/account-links';
import { type AccountLinkPayload, MailJob, type MailPayload, type RequeueUnsentPayload, type SendMailPayload } from '../queues/queue-names';
import type { MailService } from './mail.service';

/** The mail worker's processor: one attempt at one message, a link asked for by address, or the outbox sweep. */
export function mailJob(mail: MailService, accountLinks: AccountLinks) {
  return async (job: Job<MailPayload>) => {
    if (job.name === MailJob.RequeueUnsent) {
      return { requeued: await mail.requeueUnsent((job.data as RequeueUnsentPayload).olderThanMinutes) };
    }
    if (job.name === MailJob.AccountLink) return { outcome: await accountLinks.deliver(job.data as AccountLinkPayload) };
    const { messageId, secrets } = job.data as SendMailPayload;
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    return { outcome: await mail.deliver(messageId, secrets, { lastAttempt }) };
  };
}
