import { Queue } from 'bullmq';
import type { Config } from '../config/config';
import { createQueueConnection, queuePrefix } from './queue-connection';
import { type IngestBoardPayload, type PurgeSessionsPayload, QueueName } from './queue-names';

/** The app's queues, for adding jobs and inspecting them (workers are started apart). */
export interface AppQueues {
  maintenance: Queue<PurgeSessionsPayload>;
  ingestion: Queue<IngestBoardPayload>;
  all(): Queue[];
  close(): Promise<void>;
}

export function openQueues(config: Pick<Config, 'redisUrl' | 'redisPrefix'>): AppQueues {
  // The connection handed to BullMQ stays ours to close.
  const connection = createQueueConnection(config);
  const prefix = queuePrefix(config);
  const maintenance = new Queue<PurgeSessionsPayload>(QueueName.Maintenance, { connection, prefix });
  const ingestion = new Queue<IngestBoardPayload>(QueueName.Ingestion, { connection, prefix });
  return {
    maintenance,
    ingestion,
    all: () => [maintenance, ingestion],
    async close() {
      await Promise.all([maintenance.close(), ingestion.close()]);
      await connection.quit();
    },
  };
}
