import type { Job } from 'bullmq';
import { MailJob, type MailPayload, type RequeueUnsentPayload, type SendMailPayload } from '../queues/queue-names';
import type { MailService } from './mail.service';

/** The mail worker's processor: one attempt at one message, or the outbox sweep. */
export function mailJob(mail: MailService) {
  return async (job: Job<MailPayload>) => {
    if (job.name === MailJob.RequeueUnsent) {
      return { requeued: await mail.requeueUnsent((job.data as RequeueUnsentPayload).olderThanMinutes) };
    }
    const { messageId, secrets } = job.data as SendMailPayload;
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    return { outcome: await mail.deliver(messageId, secrets, { lastAttempt }) };
  };
}
