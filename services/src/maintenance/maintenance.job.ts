import type { Job } from 'bullmq';
import type { DataSource } from 'typeorm';
import { sweepBilling } from '../billing/billing-sweep';
import type { ProviderCancellations } from '../billing/provider-cancellations';
import type { SubscriptionBillingService } from '../billing/subscription-billing.service';
import { sweepJobSearch } from '../jobs/job-search-sweep';
import { MaintenanceJob, type MaintenancePayload, type PurgeSessionsPayload } from '../queues/queue-names';
import type { SessionsMaintenanceService } from './sessions-maintenance.service';

/** The maintenance worker's processor: the session purge, the job_search sweep or the billing sweep; each safe to run twice. */
export function maintenanceJob(
  maintenance: SessionsMaintenanceService,
  db: DataSource,
  billing: { subscriptionBilling: SubscriptionBillingService; providerCancellations: ProviderCancellations },
) {
  return async (job: Job<MaintenancePayload>) => {
    if (job.name === MaintenanceJob.SweepJobSearch) return sweepJobSearch(db);
    if (job.name === MaintenanceJob.SweepBilling) return sweepBilling(billing.subscriptionBilling, billing.providerCancellations);
    return { deleted: await maintenance.purgeEndedSessions((job.data as PurgeSessionsPayload).olderThanDays) };
  };
}
