import { randomUUID } from 'node:crypto';
import { type Queue, type QueueEvents, Worker } from 'bullmq';
import type Redis from 'ioredis';
import type { Services } from '../../app/services';
import { createQueueConnection, queuePrefix } from '../../queues/queue-connection';
import { type IngestBoardPayload, QueueName } from '../../queues/queue-names';
import { snapshotJobBoards } from '../../test/job-boards';
import { createTestServices } from '../../test/services';
import { FeedServer } from '../fetch/__tests__/feed-server';
import { enqueueBoardRun, ingestBoardJob, syncBoardSchedules } from '../ingestion.queue';
import { remotiveFeed } from './fixtures/remotive-feed';
import { openIngestionQueue } from './ingestion-queue-harness';

let services: Services;
let restoreBoards: () => Promise<void>;
let feeds: FeedServer;
let harness: Awaited<ReturnType<typeof openIngestionQueue>>;
let workerConnection: Redis;
let queue: Queue<IngestBoardPayload>;
let events: QueueEvents;
let worker: Worker<IngestBoardPayload>;

const boardId = async (name: string): Promise<string> => (await services.db.query(`SELECT id FROM job_boards WHERE name = $1`, [name]))[0].id;

beforeAll(async () => {
  services = await createTestServices({
    REDIS_PREFIX: `rhtest:${randomUUID()}:`,
    INGESTION_ALLOW_PRIVATE_ADDRESSES: 'true',
    INGESTION_ATTEMPTS: '3',
    INGESTION_BACKOFF_MS: '100',
    INGESTION_FETCH_TIMEOUT_MS: '700',
  });
  restoreBoards = await snapshotJobBoards(services.db);
  feeds = await FeedServer.start();
  feeds.serve((req, res) => {
    if (req.url === '/good.json') res.end(remotiveFeed(3));
    else if (req.url === '/error.json') res.writeHead(500).end('Internal Server Error');
    else if (req.url === '/garbage.json') res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Maintenance</body></html>');
    // /hang.json: headers never come.
  });
  await services.db.query(`UPDATE job_boards SET enabled = false`);
  const point = (name: string, adapter: string, path: string) =>
    services.db.query(`UPDATE job_boards SET adapter = $2, feed_url = $3, enabled = true WHERE name = $1`, [name, adapter, feeds.url(path)]);
  await point('Remotive', 'remotive', '/good.json');
  await point('Remote OK', 'remoteok', '/error.json');
  await point('Jobicy', 'jobicy', '/hang.json');
  await point('Himalayas', 'himalayas', '/garbage.json');

  harness = await openIngestionQueue(services.config);
  ({ queue, events } = harness);
  workerConnection = createQueueConnection(services.config);
  worker = new Worker(QueueName.Ingestion, ingestBoardJob(services.ingestion), {
    connection: workerConnection,
    prefix: queuePrefix(services.config),
    concurrency: 4,
  });
  await worker.waitUntilReady();
});

afterAll(async () => {
  await worker.close();
  await workerConnection.quit();
  await harness.close();
  await feeds.stop();
  await restoreBoards();
  await services.close();
});

describe('ingestion through the queue', () => {
  it('fails a board that errs, hangs or sends garbage, with a reason and retries, while the others go on', async () => {
    const names = ['Remotive', 'Remote OK', 'Jobicy', 'Himalayas'];
    const ids = await Promise.all(names.map(boardId));
    const jobs = await Promise.all(ids.map(async (id) => queue.getJob(await enqueueBoardRun(queue, id, services.config))));
    const outcomes = await Promise.allSettled(jobs.map((job) => job!.waitUntilFinished(events)));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'rejected']);

    const runs: { name: string; status: string; attempt: number; error: string | null; created: number }[] = await services.db.query(
      `SELECT b.name, r.status, r.attempt, r.error, r.created FROM ingestion_runs r JOIN job_boards b ON b.id = r.board_id ORDER BY b.name, r.attempt`,
    );
    const of = (name: string) => runs.filter((r) => r.name === name);
    expect(of('Remotive')).toEqual([{ name: 'Remotive', status: 'succeeded', attempt: 1, error: null, created: 3 }]);
    // Three attempts each, every one recorded as failed with what went wrong.
    for (const name of ['Remote OK', 'Jobicy', 'Himalayas']) {
      expect(of(name).map((r) => [r.status, r.attempt])).toEqual([
        ['failed', 1],
        ['failed', 2],
        ['failed', 3],
      ]);
    }
    expect(of('Remote OK')[0].error).toMatch(/500/);
    expect(of('Jobicy')[0].error).toMatch(/did not answer in full within 700 ms/);
    expect(of('Himalayas')[0].error).toMatch(/could not be read/i);

    // The failed jobs stay in the queue for inspection, and their retries waited (exponential backoff from 100 ms).
    const failed = await queue.getFailed();
    expect(failed).toHaveLength(3);
    for (const job of failed) expect(job.finishedOn! - job.timestamp).toBeGreaterThanOrEqual(100 + 200);
  });

  it('asks a board again with its validators, and records an unchanged feed as not modified', async () => {
    const id = await boardId('Remotive');
    feeds.serve((req, res) => {
      if (req.headers['if-none-match'] === '"v1"') res.writeHead(304).end();
      else res.writeHead(200, { etag: '"v1"' }).end(remotiveFeed(2));
    });
    const first = await services.ingestion.runBoard(id, { trigger: 'cli' });
    const second = await services.ingestion.runBoard(id, { trigger: 'cli' });
    expect([first.status, second.status]).toEqual(['succeeded', 'not-modified']);
  });

  it('keeps one schedule per enabled board, at its interval, and drops a disabled board’s', async () => {
    await syncBoardSchedules(queue, await services.ingestion.allBoards(), services.config);
    const schedules = async () => (await queue.getJobSchedulers()).map((s) => [s.key, s.every]).sort();
    const [remotive, remoteOk] = await Promise.all([boardId('Remotive'), boardId('Remote OK')]);
    expect(await schedules()).toEqual(
      [
        [`ingest-board:${await boardId('Himalayas')}`, 1440 * 60_000],
        [`ingest-board:${await boardId('Jobicy')}`, 360 * 60_000],
        [`ingest-board:${remoteOk}`, 60 * 60_000],
        [`ingest-board:${remotive}`, 360 * 60_000],
      ].sort(),
    );

    await services.db.query(`UPDATE job_boards SET enabled = false WHERE id = $1`, [remoteOk]);
    await syncBoardSchedules(queue, await services.ingestion.allBoards(), services.config);
    expect((await schedules()).map(([key]) => key)).not.toContain(`ingest-board:${remoteOk}`);
  });

  it('queues one run when "run now" is asked twice within a minute', async () => {
    const id = await boardId('Remotive');
    const now = new Date('2026-11-22T10:00:05Z');
    const a = await enqueueBoardRun(queue, id, services.config, now);
    const b = await enqueueBoardRun(queue, id, services.config, new Date('2026-11-22T10:00:40Z'));
    expect(a).toBe(b);
  });
});
