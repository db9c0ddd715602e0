import type { Job, Queue } from 'bullmq';
import { type BuildDigestsPayload, NewsletterJob } from '../queues/queue-names';
import type { DigestBuilder } from './digest-builder';
import { DIGEST_SCHEDULES, digestScheduleId } from './digest-period';
import { FREQUENCIES } from './newsletter-preferences';

const JOB_OPTIONS = { attempts: 5, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } };

/** The daily and weekly builds as repeatable jobs. Idempotent: every worker process upserts the same ids. */
export async function syncDigestSchedules(queue: Queue<BuildDigestsPayload>): Promise<void> {
  for (const frequency of FREQUENCIES) {
    await queue.upsertJobScheduler(
      digestScheduleId(frequency),
      { pattern: DIGEST_SCHEDULES[frequency], tz: 'UTC' },
      { name: NewsletterJob.BuildDigests, data: { frequency }, opts: JOB_OPTIONS },
    );
  }
}

/** An extra build now (admins, tests): for the period `at` falls in, so it is a no-op if that period was built. */
export async function enqueueDigestBuild(queue: Queue<BuildDigestsPayload>, frequency: BuildDigestsPayload['frequency'], at = new Date()): Promise<Job<BuildDigestsPayload>> {
  return queue.add(NewsletterJob.BuildDigests, { frequency, at: at.toISOString() }, JOB_OPTIONS);
}

/**
 * The worker's processor. A scheduled build covers up to the time it was scheduled for (so a
 * retry an hour later still builds the same period with the same window).
 */
export function buildDigestsJob(builder: DigestBuilder) {
  return async (job: Job<BuildDigestsPayload>) => {
    const at = job.data.at ? new Date(job.data.at) : new Date(job.timestamp + (job.opts.delay ?? 0));
    return builder.build(job.data.frequency, at);
  };
}
