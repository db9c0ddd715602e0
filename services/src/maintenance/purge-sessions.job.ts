import type { Job } from 'bullmq';
import type { PurgeSessionsPayload } from '../queues/queue-names';
import type { SessionsMaintenanceService } from './sessions-maintenance.service';

/** Unpacks the job and calls the service; safe to run twice. */
export function purgeSessionsJob(maintenance: SessionsMaintenanceService) {
  return async (job: Job<PurgeSessionsPayload>) => ({ deleted: await maintenance.purgeEndedSessions(job.data.olderThanDays) });
}
