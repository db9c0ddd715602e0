import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import type { Queue, QueueEvents } from 'bullmq';
import type { Services } from '../../app/services';
import type { IngestBoardPayload } from '../../queues/queue-names';
import { snapshotJobBoards } from '../../test/job-boards';
import { createTestServices } from '../../test/services';
import { FeedServer } from '../fetch/__tests__/feed-server';
import { enqueueBoardRun } from '../ingestion.queue';
import { remotiveFeed } from './fixtures/remotive-feed';
import { openIngestionQueue } from './ingestion-queue-harness';

// The real worker process, as `npm run worker` starts it (built by `npm test`'s typecheck step).
const WORKER_MAIN = path.resolve(__dirname, '../../../dist/workers/main.js');
const POSTINGS = 12_000;
const redisPrefix = `rhtest:${randomUUID()}:`;

let services: Services;
let restoreBoards: () => Promise<void>;
let feeds: FeedServer;
let harness: Awaited<ReturnType<typeof openIngestionQueue>>;
let queue: Queue<IngestBoardPayload>;
let events: QueueEvents;
let boardId: string;
let otherBoardId: string;
const workers: ChildProcess[] = [];

async function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [WORKER_MAIN], {
    env: { ...process.env, REDIS_PREFIX: redisPrefix, QUEUE_LOCK_MS: '2000', INGESTION_ALLOW_PRIVATE_ADDRESSES: 'true', WORKERS: 'on' },
    // Its stderr is only shown if it exits before it is ready: BullMQ logs its lost locks there once killed.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  workers.push(child);
  // Ready once it says so.
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The worker exited early (${code}): ${errors}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('workers are running')) resolve();
    });
  });
  return child;
}

const storedCount = async (board = boardId): Promise<number> =>
  (await services.db.query(`SELECT count(*)::int AS n FROM jobs WHERE board_id = $1`, [board]))[0].n;
const firstBatchStored = async (board = boardId) => {
  while ((await storedCount(board)) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
};

beforeAll(async () => {
  services = await createTestServices({ REDIS_PREFIX: redisPrefix });
  restoreBoards = await snapshotJobBoards(services.db);
  feeds = await FeedServer.start();
  const feeds_ = { '/big.json': remotiveFeed(POSTINGS), '/other.json': remotiveFeed(POSTINGS, 500_000) };
  feeds.serve((req, res) => res.end(feeds_[req.url as keyof typeof feeds_]));
  await services.db.query(`UPDATE job_boards SET enabled = false`);
  await services.db.query(`UPDATE job_boards SET adapter = 'remotive', feed_url = $1 WHERE name = 'Working Nomads'`, [feeds.url('/big.json')]);
  await services.db.query(`UPDATE job_boards SET adapter = 'remotive', feed_url = $1 WHERE name = 'RemoteJobs.org'`, [feeds.url('/other.json')]);
  [{ id: boardId }] = await services.db.query(`SELECT id FROM job_boards WHERE name = 'Working Nomads'`);
  [{ id: otherBoardId }] = await services.db.query(`SELECT id FROM job_boards WHERE name = 'RemoteJobs.org'`);
  harness = await openIngestionQueue(services.config);
  ({ queue, events } = harness);
});

afterAll(async () => {
  for (const child of workers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await harness.close();
  await feeds.stop();
  await restoreBoards();
  await services.close();
});

describe('a worker killed in the middle of a run', () => {
  it('leaves the run to the next worker, which stores every posting exactly once', async () => {
    const first = await startWorker();
    const job = await queue.getJob(await enqueueBoardRun(queue, boardId, services.config));

    // Watch the batches land, then pull the plug mid-run.
    await firstBatchStored();
    first.kill('SIGKILL');
    await once(first, 'exit');
    const storedBeforeCrash = await storedCount();
    expect(storedBeforeCrash).toBeGreaterThan(0);
    expect(storedBeforeCrash).toBeLessThan(POSTINGS);

    const second = await startWorker();
    await job!.waitUntilFinished(events);
    second.kill('SIGTERM');
    await once(second, 'exit');

    const [counts] = await services.db.query(
      `SELECT count(*)::int AS rows, count(DISTINCT external_id)::int AS postings FROM jobs WHERE board_id = $1`,
      [boardId],
    );
    expect(counts).toEqual({ rows: POSTINGS, postings: POSTINGS });
    const [finished] = await services.db.query(`SELECT created, unchanged FROM ingestion_runs WHERE board_id = $1 AND status = 'succeeded'`, [boardId]);
    expect(finished.created + finished.unchanged).toBe(POSTINGS);
    expect(finished.unchanged).toBeGreaterThanOrEqual(storedBeforeCrash);
  });

  it('finishes the run in flight when stopped with SIGTERM, then exits', async () => {
    const worker = await startWorker();
    const job = await queue.getJob(await enqueueBoardRun(queue, otherBoardId, services.config));
    await firstBatchStored(otherBoardId);
    worker.kill('SIGTERM');
    const [code] = await once(worker, 'exit');

    expect(code).toBe(0);
    expect(await job!.getState()).toBe('completed');
    expect(await storedCount(otherBoardId)).toBe(POSTINGS);
    const runs = await services.db.query(`SELECT status, created FROM ingestion_runs WHERE board_id = $1`, [otherBoardId]);
    expect(runs).toEqual([{ status: 'succeeded', created: POSTINGS }]);
  });
});
