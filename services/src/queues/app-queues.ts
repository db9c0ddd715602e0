import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { DomainError } from '../common/domain-error';
import type { Config } from '../config/config';
import { BRIEFLY_UNAVAILABLE, isRedisUnavailable, UNAVAILABLE_RETRY_SECONDS } from '../redis/redis';
import { createProducerConnection, queuePrefix } from './queue-connection';
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
  /** The producers' one connection (fail-fast: ../redis/redis.ts). */
  connection: Redis;
  all(): Queue[];
  close(): Promise<void>;
}

/**
 * A queue whose producer calls answer UNAVAILABLE at once while Redis is away, instead of waiting
 * for it or failing with a connection error no caller can tell from a bug. Whoever adds decides
 * what that means for their call (mail: mail.service.ts).
 */
class ProducerQueue<T> extends Queue<T> {
  constructor(
    name: string,
    private readonly producer: Redis,
    prefix: string,
  ) {
    super(name, { connection: producer, prefix });
  }

  // Adding is what requests do: refused up front while the connection is down, as BullMQ would
  // otherwise wait for a connection that has not come up yet.
  override add(...args: Parameters<Queue<T>['add']>) {
    return this.whileAvailable(() => super.add(...args), true);
  }

  override addBulk(...args: Parameters<Queue<T>['addBulk']>) {
    return this.whileAvailable(() => super.addBulk(...args), true);
  }

  // Schedules are synced by workers as they start, where waiting for Redis to come up is right; once
  // it has, their commands fail at once like any other (no offline queue).
  override upsertJobScheduler(...args: Parameters<Queue<T>['upsertJobScheduler']>) {
    return this.whileAvailable(() => super.upsertJobScheduler(...args), false);
  }

  override getJobSchedulers(...args: Parameters<Queue<T>['getJobSchedulers']>) {
    return this.whileAvailable(() => super.getJobSchedulers(...args), false);
  }

  override removeJobScheduler(...args: Parameters<Queue<T>['removeJobScheduler']>) {
    return this.whileAvailable(() => super.removeJobScheduler(...args), false);
  }

  private async whileAvailable<R>(call: () => Promise<R>, refuseUnlessReady: boolean): Promise<R> {
    const unavailable = () => DomainError.unavailable(BRIEFLY_UNAVAILABLE, UNAVAILABLE_RETRY_SECONDS);
    if (refuseUnlessReady && this.producer.status !== 'ready') throw unavailable();
    try {
      return await call();
    } catch (err) {
      throw isRedisUnavailable(err) ? unavailable() : err;
    }
  }
}

export function openQueues(config: Pick<Config, 'redisUrl' | 'redisPrefix'>): AppQueues {
  // The connection handed to BullMQ stays ours to close.
  const connection = createProducerConnection(config);
  const prefix = queuePrefix(config);
  const maintenance = new ProducerQueue<MaintenancePayload>(QueueName.Maintenance, connection, prefix);
  const ingestion = new ProducerQueue<IngestBoardPayload>(QueueName.Ingestion, connection, prefix);
  const mail = new ProducerQueue<MailPayload>(QueueName.Mail, connection, prefix);
  const newsletter = new ProducerQueue<BuildDigestsPayload>(QueueName.Newsletter, connection, prefix);
  const logos = new ProducerQueue<LogosPayload>(QueueName.Logos, connection, prefix);
  const alerts = new ProducerQueue<SendAlertsPayload>(QueueName.Alerts, connection, prefix);
  const all = [maintenance, ingestion, mail, newsletter, logos, alerts] as Queue[];
  return {
    maintenance,
    ingestion,
    mail,
    newsletter,
    logos,
    alerts,
    connection,
    all: () => all,
    async close() {
      await Promise.all(all.map((q) => q.close()));
      // QUIT needs Redis to answer; without it there is nothing to say goodbye to.
      if (connection.status === 'ready') await connection.quit().catch(() => connection.disconnect());
      else if (connection.status !== 'end') connection.disconnect();
    },
  };
}
