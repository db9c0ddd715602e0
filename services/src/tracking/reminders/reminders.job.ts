import type { Job, Queue } from 'bullmq';
import { ReminderJob, type SendRemindersPayload } from '../../queues/queue-names';
import type { ReminderRun } from './reminder-run';

const JOB_OPTIONS = { attempts: 5, backoff: { type: 'exponential', delay: 10_000 }, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } };

/**
 * Every minute, on the clock, on the alerts queue: an hour-before reminder goes out within a minute
 * of its time. Idempotent: every worker process upserts the same id.
 */
export async function syncReminderSchedule(queue: Queue<SendRemindersPayload>): Promise<void> {
  await queue.upsertJobScheduler('send-reminders', { pattern: '* * * * *', tz: 'UTC' }, { name: ReminderJob.Send, data: {}, opts: JOB_OPTIONS });
}

/** A run now, or at a given time (tests): what is due by then goes out, once. */
export function enqueueReminderRun(queue: Queue<SendRemindersPayload>, at = new Date()): Promise<Job<SendRemindersPayload>> {
  return queue.add(ReminderJob.Send, { at: at.toISOString() }, JOB_OPTIONS);
}

/** The worker's processor. A scheduled run covers up to the time it was scheduled for, so its retry claims the same reminders. */
export function sendRemindersJob(run: ReminderRun) {
  return async (job: Job<SendRemindersPayload>) => {
    const at = job.data.at ? new Date(job.data.at) : new Date(job.timestamp + (job.opts.delay ?? 0));
    return run.run(at);
  };
}
