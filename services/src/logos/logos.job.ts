import type { Job, Queue } from 'bullmq';
import { type FetchLogoPayload, LogoJob, type LogosPayload, type SweepLogosPayload } from '../queues/queue-names';
import type { LogosService } from './logos.service';

export type LogosQueue = Queue<LogosPayload>;

/** Companies claimed per sweep (one a minute): the backfill of 100,000 companies takes about 8 hours. */
export const LOGO_SWEEP_BATCH = 200;
const SWEEP_EVERY_MS = 60_000;

/** Idempotent: every worker process upserts the same scheduler id. */
export async function syncLogoSchedule(queue: LogosQueue): Promise<void> {
  await queue.upsertJobScheduler(
    LogoJob.Sweep,
    { every: SWEEP_EVERY_MS },
    { name: LogoJob.Sweep, data: { batch: LOGO_SWEEP_BATCH }, opts: { removeOnComplete: 20, removeOnFail: 50 } },
  );
}

/**
 * Hands the due companies to the queue. The claim in PostgreSQL is what keeps two workers off one
 * company; the job id (company and claim) only keeps one claim from being queued twice.
 * Fetch failures are the schedule's to retry (LogosService), so a job's own attempts are for
 * the unexpected (the database away), with backoff.
 */
export async function sweepLogos(logos: LogosService, queue: LogosQueue, batch: number): Promise<number> {
  const claimed = await logos.claimDue(batch);
  if (claimed.length === 0) return 0;
  await queue.addBulk(
    claimed.map(({ companyId, claim }) => ({
      name: LogoJob.Fetch,
      data: { companyId, claim },
      opts: {
        jobId: `fetch-logo:${companyId}:${Date.parse(claim)}`,
        attempts: 3,
        backoff: { type: 'exponential', delay: 30_000 },
        removeOnComplete: { count: 200 },
        removeOnFail: { count: 500 },
      },
    })),
  );
  return claimed.length;
}

/** The logos worker's processor: a sweep, or one company's logo. */
export function logosJob(logos: LogosService, queue: LogosQueue) {
  return async (job: Job<LogosPayload>) => {
    if (job.name === LogoJob.Sweep) return { claimed: await sweepLogos(logos, queue, (job.data as SweepLogosPayload).batch) };
    const { companyId, claim } = job.data as FetchLogoPayload;
    const result = await logos.refresh(companyId, claim);
    return result.status === 'failed' ? { status: result.status, reason: result.reason } : result;
  };
}
