import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { createServices, type Services } from '@remotehunt/services/app/services';
import { loadConfig } from '@remotehunt/services/config/config';
import { remoteOkAdapter } from '@remotehunt/services/ingestion/adapters/remoteok.adapter';
import { enqueueBoardRun, ingestBoardJob } from '@remotehunt/services/ingestion/ingestion.queue';
import type { BoardAdapter } from '@remotehunt/services/ingestion/board-adapter';
import { ingestPayload } from '@remotehunt/services/ingestion/ingest-payload';
import type { IngestingBoard } from '@remotehunt/services/ingestion/store/posting-store';
import { createQueueConnection, queuePrefix } from '@remotehunt/services/queues/queue-connection';
import { type IngestBoardPayload, QueueName } from '@remotehunt/services/queues/queue-names';
import { generateCatalogue, type GeneratedJob } from '@remotehunt/services/seed/catalogue-generator';
import { benchEnvironment } from './bench-database';
import type { BenchOptions } from './bench-options';

/** Postings per payload: what one fetch of a large board returns. */
const PAYLOAD_SIZE = 500;
const QUEUE_POSTINGS = 2_000;
/** Payloads in flight at once: the ingestion worker's concurrency (services/src/workers/start-workers.ts). */
const INGEST_CONCURRENCY = 2;

export interface IngestionPass {
  postings: number;
  seconds: number;
  /** Time inside the adapter (reading and normalizing), summed over the payloads in flight. */
  parseSeconds: number;
  perSecond: number;
  created: number;
  unchanged: number;
}

export interface IngestionResult {
  postings: number;
  payloads: number;
  firstRun: IngestionPass;
  rerun: IngestionPass;
  /** One board end to end: enqueued, fetched over HTTP, parsed, stored and recorded by a worker. */
  queue: { postings: number; seconds: number; perSecond: number; status: string };
}

/** A generated posting as RemoteOK's API publishes one (with its quirks: string ids, \/ escapes, entities). */
function remoteOkJob(job: GeneratedJob, offset: number): Record<string, unknown> {
  const epoch = Math.floor(job.datePosted.getTime() / 1000);
  const id = String(1_000_000 + offset);
  return {
    slug: `remote-${job.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`,
    id,
    epoch,
    date: job.datePosted.toISOString().replace('Z', '+00:00'),
    company: job.companyName.replace(/&/g, '&amp;'),
    company_logo: '',
    position: job.title,
    tags: job.tags,
    logo: '',
    description: `${job.description}<br/><br/>Please mention the word **HERON** and tag RMzguMQ== when applying to show you read the job post completely (#RMzguMQ==).`,
    location: job.regionalRestriction === 'Worldwide' ? 'Worldwide' : String(job.regionalRestriction),
    salary_min: job.salary?.min ?? 0,
    salary_max: job.salary?.max ?? 0,
    apply_url: job.applyUrl,
    url: `https://remoteOK.com/remote-jobs/${id}`,
  };
}

function payloads(jobs: GeneratedJob[], firstOffset: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < jobs.length; i += PAYLOAD_SIZE) {
    const body = [{ last_updated: 0, legal: 'API Terms of Service: generated for the benchmark.' }, ...jobs.slice(i, i + PAYLOAD_SIZE).map((j, k) => remoteOkJob(j, firstOffset + i + k))];
    out.push(JSON.stringify(body).replace(/\//g, '\\/'));
  }
  return out;
}

/**
 * Every payload through ingestPayload (the worker's own path), INGEST_CONCURRENCY at a time
 * as the worker runs boards: while one payload waits on PostgreSQL, another is normalized.
 */
async function pass(services: Services, board: IngestingBoard, bodies: string[]): Promise<IngestionPass> {
  const totals = { postings: 0, created: 0, unchanged: 0, skipped: 0, normalizeMs: 0 };
  const adapter = timedAdapter(remoteOkAdapter, totals);
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    while (next < bodies.length) {
      const body = bodies[next++];
      const outcome = await ingestPayload(services.db, board, adapter, body, { boardUrl: 'https://remoteok.com', now: new Date() });
      totals.postings += outcome.postings;
      totals.created += outcome.created;
      totals.unchanged += outcome.unchanged;
      totals.skipped += outcome.skipped;
    }
  };
  await Promise.all(Array.from({ length: INGEST_CONCURRENCY }, lane));
  if (totals.skipped) throw new Error(`The adapter left out ${totals.skipped} generated postings`);
  const seconds = (performance.now() - started) / 1000;
  return { postings: totals.postings, seconds, parseSeconds: totals.normalizeMs / 1000, perSecond: totals.postings / seconds, created: totals.created, unchanged: totals.unchanged };
}

/** The adapter, with the time spent reading and normalizing added up. */
function timedAdapter(adapter: BoardAdapter, totals: { normalizeMs: number }): BoardAdapter {
  const timed = <A extends unknown[], R>(fn: (...args: A) => R) => (...args: A): R => {
    const t0 = performance.now();
    try {
      return fn(...args);
    } finally {
      totals.normalizeMs += performance.now() - t0;
    }
  };
  return { name: adapter.name, parse: timed(adapter.parse), scan: timed(adapter.scan), normalize: timed(adapter.normalize) };
}

/** Normalize + upsert throughput on a database of its own, then one board through the real queue. */
export async function measureIngestion(opts: BenchOptions, postings: number, log: (line: string) => void): Promise<IngestionResult> {
  const databaseUrl = opts.databaseUrl.replace(/\/[^/]*$/, '/remotehunt_bench_ingest');
  const config = loadConfig({ ...benchEnvironment(opts), DATABASE_URL: databaseUrl, INGESTION_ALLOW_PRIVATE_ADDRESSES: 'true' });
  const services = await createServices(config, { migrate: true });
  try {
    await services.db.query(`TRUNCATE jobs, companies, tags, job_sources, ingestion_runs CASCADE`);
    const [row] = await services.db.query(`SELECT id, apply_via_board FROM job_boards WHERE adapter = 'remoteok'`);
    const board: IngestingBoard = { id: row.id, applyViaBoard: row.apply_via_board };
    const { jobs } = generateCatalogue({ jobs: postings + QUEUE_POSTINGS, now: new Date() });
    const bodies = payloads(jobs.slice(0, postings), 0);

    log(`Ingestion: ${postings.toLocaleString('en')} postings in ${bodies.length} RemoteOK payloads, first run...`);
    const firstRun = await pass(services, board, bodies);
    if (firstRun.created !== postings) throw new Error(`The first run stored ${firstRun.created} of ${postings} postings`);
    log(`    ${firstRun.perSecond.toFixed(0)} postings/s`);
    log('Ingestion: the same payloads again...');
    const rerun = await pass(services, board, bodies);
    if (rerun.unchanged !== postings) throw new Error(`The re-run found ${rerun.unchanged} of ${postings} postings unchanged`);
    log(`    ${rerun.perSecond.toFixed(0)} postings/s`);

    log(`Ingestion: one board of ${QUEUE_POSTINGS.toLocaleString('en')} postings through the queue...`);
    const queue = await throughQueue(services, payloads(jobs.slice(postings), postings));
    log(`    ${queue.seconds.toFixed(2)} s`);
    return { postings, payloads: bodies.length, firstRun, rerun, queue };
  } finally {
    await services.close();
  }
}

async function throughQueue(services: Services, bodies: string[]): Promise<IngestionResult['queue']> {
  // One payload with every posting, as the board would serve it.
  const merged = JSON.stringify([JSON.parse(bodies[0])[0], ...bodies.flatMap((b) => JSON.parse(b).slice(1))]);
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(merged));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const [{ id: boardId }] = await services.db.query(`SELECT id FROM job_boards WHERE adapter = 'remoteok'`);
  await services.db.query(`UPDATE job_boards SET feed_url = $2, feed_etag = NULL, feed_last_modified = NULL WHERE id = $1`, [boardId, url]);

  const connections = [createQueueConnection(services.config), createQueueConnection(services.config), createQueueConnection(services.config)];
  const prefix = `${queuePrefix(services.config)}-ingest-bench`;
  const queue = new Queue<IngestBoardPayload>(QueueName.Ingestion, { connection: connections[0], prefix });
  const events = new QueueEvents(QueueName.Ingestion, { connection: connections[1], prefix });
  const worker = new Worker<IngestBoardPayload>(QueueName.Ingestion, ingestBoardJob(services.ingestion), { connection: connections[2], prefix });
  try {
    await Promise.all([events.waitUntilReady(), worker.waitUntilReady()]);
    await queue.obliterate({ force: true });
    const started = performance.now();
    const job = await queue.getJob(await enqueueBoardRun(queue, boardId, services.config));
    const result = await job!.waitUntilFinished(events);
    const seconds = (performance.now() - started) / 1000;
    const postings = result.created + result.unchanged + result.updated;
    if (postings !== QUEUE_POSTINGS) throw new Error(`The queued run stored ${postings} of ${QUEUE_POSTINGS} postings`);
    return { postings, seconds, perSecond: postings / seconds, status: result.status };
  } finally {
    await worker.close();
    await Promise.all([queue.close(), events.close()]);
    await Promise.all(connections.map((c) => c.quit()));
    server.close();
  }
}
