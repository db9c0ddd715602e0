import type { Job, Queue } from 'bullmq';
import { AlertJob, type SendAlertsPayload } from '../../queues/queue-names';
import type { SavedSearchAlertRun } from './alert-run';

const JOB_OPTIONS = { attempts: 5, backoff: { type: 'exponential', delay: 30_000 }, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } };

/**
 * Every five minutes, on the clock: a daily alert at 08:00 goes out at 08:00, and an instant one
 * within five minutes of its job's arrival. Idempotent: every worker process upserts the same id.
 */
export async function syncAlertSchedule(queue: Queue<SendAlertsPayload>): Promise<void> {
  await queue.upsertJobScheduler('saved-search-alerts', { pattern: '*/5 * * * *', tz: 'UTC' }, { name: AlertJob.Send, data: {}, opts: JOB_OPTIONS });
}

/** A run now, or at a given time (admins, tests): what is due by then goes out, once. */
export function enqueueAlertRun(queue: Queue<SendAlertsPayload>, at = new Date()): Promise<Job<SendAlertsPayload>> {
  return queue.add(AlertJob.Send, { at: at.toISOString() }, JOB_OPTIONS);
}

/** The worker's processor. A scheduled run covers up to the time it was scheduled for, so its retry matches the same window. */
export function sendAlertsJob(run: SavedSearchAlertRun) {
  return async (job: Job<SendAlertsPayload>) => {
    const at = job.data.at ? new Date(job.data.at) : new Date(job.timestamp + (job.opts.delay ?? 0));
    return run.run(at);
  };
}
