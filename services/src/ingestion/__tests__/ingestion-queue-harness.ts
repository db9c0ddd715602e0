import { Queue, QueueEvents } from 'bullmq';
import type { Config } from '../../config/config';
import { createQueueConnection, queuePrefix } from '../../queues/queue-connection';
import { type IngestBoardPayload, QueueName } from '../../queues/queue-names';

/** The ingestion queue and its events, as a test adds jobs and awaits their outcome; close() in afterAll. */
export async function openIngestionQueue(config: Config): Promise<{ queue: Queue<IngestBoardPayload>; events: QueueEvents; close(): Promise<void> }> {
  const connections = [createQueueConnection(config), createQueueConnection(config)];
  const prefix = queuePrefix(config);
  const queue = new Queue<IngestBoardPayload>(QueueName.Ingestion, { connection: connections[0], prefix });
  const events = new QueueEvents(QueueName.Ingestion, { connection: connections[1], prefix });
  await events.waitUntilReady();
  return {
    queue,
    events,
    async close() {
      await Promise.all([queue.close(), events.close()]);
      await Promise.all(connections.map((c) => c.quit()));
    },
  };
}
