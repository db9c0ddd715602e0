import { Queue } from 'bullmq';
import type { Config } from '../config/config';
import { createQueueConnection, queuePrefix } from './queue-connection';
import {
  type BuildDigestsPayload,
  type IngestBoardPayload,
  type LogosPayload,
  type MaintenancePayload,
  QueueName,
  type MailPayload,
  type SendAlertsPayload,
} from './queue-names';

/** The app's queues, for adding jobs and inspecting them (workers are started apart). */
export interface AppQueues {
  maintenance: Queue<MaintenancePayload>;
  ingestion: Queue<IngestBoardPayload>;
  mail: Queue<MailPayload>;
  newsletter: Queue<BuildDigestsPayload>;
  logos: Queue<LogosPayload>;
  alerts: Queue<SendAlertsPayload>;
  all(): Queue[];
  close(): Promise<void>;
}

export function openQueues(config: Pick<Config, 'redisUrl' | 'redisPrefix'>): AppQueues {
  // The connection handed to BullMQ stays ours to close.
  const connection = createQueueConnection(config);
  const prefix = queuePrefix(config);
  const maintenance = new Queue<MaintenancePayload>(QueueName.Maintenance, { connection, prefix });
  const ingestion = new Queue<IngestBoardPayload>(QueueName.Ingestion, { connection, prefix });
  const mail = new Queue<MailPayload>(QueueName.Mail, { connection, prefix });
  const newsletter = new Queue<BuildDigestsPayload>(QueueName.Newsletter, { connection, prefix });
  const logos = new Queue<LogosPayload>(QueueName.Logos, { connection, prefix });
  const alerts = new Queue<SendAlertsPayload>(QueueName.Alerts, { connection, prefix });
  const all = [maintenance, ingestion, mail, newsletter, logos, alerts] as Queue[];
  return {
    maintenance,
    ingestion,
    mail,
    newsletter,
    logos,
    alerts,
    all: () => all,
    async close() {
      await Promise.all(all.map((q) => q.close()));
      await connection.quit();
    },
  };
}
