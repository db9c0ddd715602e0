import { Worker } from 'bullmq';
import type { Services } from '../app/services';
import { maintenanceJob } from '../maintenance/maintenance.job';
import { SessionsMaintenanceService } from '../maintenance/sessions-maintenance.service';
import { createQueueConnection, queuePrefix } from '../queues/queue-connection';
import { MailJob, MaintenanceJob, QueueName, ReminderJob } from '../queues/queue-names';
import { ingestBoardJob, syncBoardSchedules } from '../ingestion/ingestion.queue';
import { mailJob } from '../mail/mail.job';
import { buildDigestsJob, syncDigestSchedules } from '../newsletter/digest.job';
import { logosJob, syncLogoSchedule } from '../logos/logos.job';
import { sendAlertsJob, syncAlertSchedule } from '../saved-searches/alerts/alerts.job';
import { sendRemindersJob, syncReminderSchedule } from '../tracking/reminders/reminders.job';
import { type RunningReceiver, startSmtpReceiver } from '../tracking/mail-forwarding/smtp-receiver';

export interface RunningWorkers {
  /** The port forwarded mail is received on; null when INBOUND_MAIL_PORT is unset (or another process has it). */
  inboundMailPort: number | null;
  close(): Promise<void>;
}

const SESSION_RETENTION_DAYS = 30;
/** Unsent mail older than this is handed to the queue again by the outbox sweep. */
const MAIL_REQUEUE_AFTER_MINUTES = 10;

/**
 * Starts the BullMQ workers and their schedules for the queues in WORKER_QUEUES. Runs in its own
 * process (`npm run worker`) or inside `npm start`; any number may run side by side.
 */
export async function startWorkers(services: Services): Promise<RunningWorkers> {
  const { config, queues } = services;
  const prefix = queuePrefix(config);
  const runs = new Set(config.workerQueues);
  // The connection handed to the workers stays ours to close.
  const connection = createQueueConnection(config);
  const workers: Worker[] = [];
  // A crashed worker's job is handed to another once its lock lapses.
  const lock = { lockDuration: config.queueLockMs, stalledInterval: config.queueLockMs };

  if (runs.has('maintenance')) {
    // Idempotent: every process upserts the same scheduler id.
    await queues.maintenance.upsertJobScheduler(
      MaintenanceJob.PurgeSessions,
      { pattern: '17 3 * * *' },
      {
        name: MaintenanceJob.PurgeSessions,
        data: { olderThanDays: SESSION_RETENTION_DAYS },
        opts: { attempts: 3, backoff: { type: 'exponential', delay: 10_000 }, removeOnComplete: 100, removeOnFail: 500 },
      },
    );
    await queues.maintenance.upsertJobScheduler(
      MaintenanceJob.SweepJobSearch,
      { every: 60_000 },
      { name: MaintenanceJob.SweepJobSearch, data: {}, opts: { removeOnComplete: 20, removeOnFail: 50 } },
    );
    await queues.maintenance.upsertJobScheduler(
      MaintenanceJob.SweepBilling,
      { every: 60_000 },
      { name: MaintenanceJob.SweepBilling, data: {}, opts: { removeOnComplete: 20, removeOnFail: 50 } },
    );
    const maintenance = new SessionsMaintenanceService(services.db);
    workers.push(new Worker(QueueName.Maintenance, maintenanceJob(maintenance, services.db, services), { connection, prefix, concurrency: 1 }));
  }

  if (runs.has('ingestion')) {
    await syncBoardSchedules(queues.ingestion, await services.ingestion.allBoards(), config);
    // Two boards at once: fetching waits on the network, storing on the database.
    workers.push(new Worker(QueueName.Ingestion, ingestBoardJob(services.ingestion), { connection, prefix, concurrency: 2, ...lock }));
  }

  if (runs.has('mail')) {
    await queues.mail.upsertJobScheduler(
      MailJob.RequeueUnsent,
      { every: 5 * 60_000 },
      { name: MailJob.RequeueUnsent, data: { olderThanMinutes: MAIL_REQUEUE_AFTER_MINUTES }, opts: { removeOnComplete: 20, removeOnFail: 50 } },
    );
    // Sending waits on the SMTP server: many at once over a few pooled connections.
    workers.push(new Worker(QueueName.Mail, mailJob(services.mail, services.accountLinks), { connection, prefix, concurrency: config.mail.concurrency, ...lock }));
  }

  if (runs.has('newsletter')) {
    await syncDigestSchedules(queues.newsletter);
    workers.push(new Worker(QueueName.Newsletter, buildDigestsJob(services.digests), { connection, prefix, concurrency: 1, ...lock }));
  }

  if (runs.has('logos')) {
    await syncLogoSchedule(queues.logos);
    // Fetching waits on other sites; a few at once keeps any one slow site from holding the rest.
    workers.push(new Worker(QueueName.Logos, logosJob(services.logos, queues.logos), { connection, prefix, concurrency: 4, ...lock }));
  }

  if (runs.has('alerts')) {
    await syncAlertSchedule(queues.alerts);
    await syncReminderSchedule(queues.alerts);
    const alerts = sendAlertsJob(services.savedSearchAlerts);
    const reminders = sendRemindersJob(services.reminders);
    // One run at a time per process; runs in other processes lock different searches (SKIP LOCKED)
    // and skip reminders already claimed (their unique keys).
    workers.push(new Worker(QueueName.Alerts, (job) => (job.name === ReminderJob.Send ? reminders(job) : alerts(job)), { connection, prefix, concurrency: 1, ...lock }));
  }

  const receiver = await startReceiver(services);

  return {
    inboundMailPort: receiver?.port ?? null,
    async close() {
      await receiver?.close();
      // Worker.close waits for the jobs in flight to finish.
      await Promise.all(workers.map((w) => w.close()));
      await connection.quit();
    },
  };
}

/**
 * The SMTP receiver of forwarded mail, when INBOUND_MAIL_PORT is set. Several worker processes on
 * one machine cannot all have the port: the first does, the others say so and carry on.
 */
async function startReceiver(services: Services): Promise<RunningReceiver | null> {
  const { config } = services;
  if (config.inboundMail.port === null) return null;
  const report = (err: unknown) => console.error('inbound mail:', err instanceof Error ? err.message : err);
  try {
    return await startSmtpReceiver(services.forwardingAddresses, services.mailIntake, {
      port: config.inboundMail.port,
      host: config.inboundMail.host,
      name: config.inboundMail.domain,
      onError: report,
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    console.warn(`inbound mail: port ${config.inboundMail.port} is taken (another worker process receives there); not receiving in this one`);
    return null;
  }
}
