import type { Job } from 'bullmq';
import type { DataSource } from 'typeorm';
import { sweepJobSearch } from '../jobs/job-search-sweep';
import { MaintenanceJob, type MaintenancePayload, type PurgeSessionsPayload } from '../queues/queue-names';
import type { SessionsMaintenanceService } from './sessions-maintenance.service';

/** The maintenance worker's processor: the session purge or the job_search sweep; each safe to run twice. */
export function maintenanceJob(maintenance: SessionsMaintenanceService, db: DataSource) {
  return async (job: Job<MaintenancePayload>) => {
    if (job.name === MaintenanceJob.SweepJobSearch) return sweepJobSearch(db);
    return { deleted: await maintenance.purgeEndedSessions((job.data as PurgeSessionsPayload).olderThanDays) };
  };
}
