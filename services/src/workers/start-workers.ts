import { Worker } from 'bullmq';
import type { Services } from '../app/services';
import { purgeSessionsJob } from '../maintenance/purge-sessions.job';
import { SessionsMaintenanceService } from '../maintenance/sessions-maintenance.service';
import { createQueueConnection, queuePrefix } from '../queues/queue-connection';
import { openQueues } from '../queues/app-queues';
import { MaintenanceJob, QueueName } from '../queues/queue-names';
import { ingestBoardJob, syncBoardSchedules } from '../ingestion/ingestion.queue';

export interface RunningWorkers {
  close(): Promise<void>;
}

const SESSION_RETENTION_DAYS = 30;

/**
 * Starts the BullMQ workers and their schedules. Runs in its own process
 * (`npm run worker`) or inside `npm start`; any number may run side by side.
 */
export async function startWorkers(services: Services): Promise<RunningWorkers> {
  const { config } = services;
  const prefix = queuePrefix(config);
  const queues = openQueues(config);
  // The connection handed to the workers stays ours to close.
  const workerConnection = createQueueConnection(config);
  const maintenanceQueue = queues.maintenance;
  // Idempotent: every process upserts the same scheduler id.
  await maintenanceQueue.upsertJobScheduler(
    MaintenanceJob.PurgeSessions,
    { pattern: '17 3 * * *' },
    {
      name: MaintenanceJob.PurgeSessions,
      data: { olderThanDays: SESSION_RETENTION_DAYS },
      opts: { attempts: 3, backoff: { type: 'exponential', delay: 10_000 }, removeOnComplete: 100, removeOnFail: 500 },
    },
  );

  const maintenance = new SessionsMaintenanceService(services.db);
  const worker = new Worker(QueueName.Maintenance, purgeSessionsJob(maintenance), {
    connection: workerConnection,
    prefix,
    concurrency: 1,
  });

  await syncBoardSchedules(queues.ingestion, await services.ingestion.allBoards(), config);
  // Two boards at once: fetching waits on the network, storing on the database.
  const ingestionWorker = new Worker(QueueName.Ingestion, ingestBoardJob(services.ingestion), {
    connection: workerConnection,
    prefix,
    concurrency: 2,
    // A crashed worker's run is handed to another once its lock lapses.
    lockDuration: config.queueLockMs,
    stalledInterval: config.queueLockMs,
  });

  return {
    async close() {
      // Worker.close waits for the job in flight to finish.
      await Promise.all([worker.close(), ingestionWorker.close()]);
      await queues.close();
      await workerConnection.quit();
    },
  };
}
