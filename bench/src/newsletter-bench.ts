import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { QueueEvents } from 'bullmq';
import { createServices, type Services } from '@remotehunt/services/app/services';
import { loadConfig } from '@remotehunt/services/config/config';
import { enqueueDigestBuild } from '@remotehunt/services/newsletter/digest.job';
import type { DigestBuild } from '@remotehunt/services/newsletter/digest-builder';
import { createQueueConnection, queuePrefix } from '@remotehunt/services/queues/queue-connection';
import { QueueName } from '@remotehunt/services/queues/queue-names';
import { seedCatalogue } from '@remotehunt/services/seed/seed-catalogue';
import { startSmtpCounter } from './smtp-counter';
import { benchEnvironment } from './bench-database';
import type { BenchOptions } from './bench-options';

const WORKER_MAIN = path.resolve(__dirname, '../../services/dist/workers/main.js');
/** Messages sent before the clock starts (connections opened, caches warm), then the ones timed. */
const SEND_WARMUP = 500;
const SEND_TIMED = 4_000;
/** New jobs the digests are built against: about a day's worth across all boards. */
export const NEWSLETTER_JOBS = 5_000;

export interface NewsletterResult {
  subscribers: number;
  jobs: number;
  build: { seconds: number; subscribersPerSecond: number; digests: number; workerPeakRss: number };
  send: { messages: number; seconds: number; perSecond: number; workerPeakRss: number };
}

// Subscribers' countries, roughly as remote job seekers are spread (the first ones most often).
const COUNTRIES = ['US', 'US', 'US', 'GB', 'DE', 'IN', 'CA', 'FR', 'NL', 'ES', 'BR', 'PL', 'PT', 'AU', 'NG', 'PH', 'MX', 'AR', 'UA', 'IT'];

/**
 * The subscribers: 1–3 categories each, no keyword for a fifth of them and up to three of the
 * catalogue's 150 commonest tags for the rest, a country from COUNTRIES. Made in SQL, seeded,
 * so each run builds the same set.
 */
async function seedSubscribers(services: Services, count: number): Promise<void> {
  const { db } = services;
  await db.query(`SELECT setseed(0.42)`);
  await db.query(
    `INSERT INTO users (email, name, password_hash)
     SELECT 'reader-' || i || '@bench.example', 'Reader ' || i, NULL FROM generate_series(1, $1) AS i`,
    [count],
  );
  await db.query(
    `WITH cats AS (SELECT array_agg(slug ORDER BY position) AS all_cats FROM job_categories),
          words AS (SELECT array_agg(name) AS all_words FROM (SELECT name FROM tags ORDER BY job_count DESC, name LIMIT 150) t),
          readers AS (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE email LIKE '%@bench.example')
     INSERT INTO newsletters (user_id, name, country_code, categories, keywords, frequency, status, access, digest_cursor)
     SELECT r.id, 'Reader',
            ($1::text[])[1 + (r.n % cardinality($1::text[]))],
            ARRAY(SELECT c.all_cats[1 + floor(random() * cardinality(c.all_cats))::int] FROM generate_series(1, 1 + (r.n % 3)::int)),
            CASE WHEN r.n % 5 = 0 THEN '{}'::text[]
                 ELSE ARRAY(SELECT w.all_words[1 + floor(random() * cardinality(w.all_words))::int] FROM generate_series(1, 1 + (r.n % 3)::int)) END,
            'daily', 'active', 'paid', now() - interval '1 day'
       FROM readers r, cats c, words w`,
    [COUNTRIES],
  );
  await db.query(`ANALYZE users; ANALYZE newsletters`);
}

async function peakRss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmHWM:\s+(\d+) kB/m.exec(status);
  if (!match) throw new Error(`/proc/${pid}/status has no VmHWM`);
  return Number(match[1]) * 1024;
}

function startWorker(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [WORKER_MAIN], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function stopWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exit = once(child, 'exit');
  child.kill('SIGTERM');
  await exit;
}

/**
 * The newsletter on a database of its own: 100,000 subscribers' daily digests built against
 * 5,000 new jobs by the real worker process (its peak RSS read from /proc), then digest emails
 * sent through the mail queue by a worker to a local SMTP server that only counts them.
 */
export async function measureNewsletter(opts: BenchOptions, subscribers: number, jobs: number, log: (line: string) => void): Promise<NewsletterResult> {
  const databaseUrl = opts.databaseUrl.replace(/\/[^/]*$/, '/remotehunt_bench_newsletter');
  const baseEnv = { ...benchEnvironment(opts), DATABASE_URL: databaseUrl, REDIS_PREFIX: 'rhbench-newsletter:' };
  const services = await createServices(loadConfig(baseEnv), { migrate: true });
  const connection = createQueueConnection(services.config);
  const events = new QueueEvents(QueueName.Newsletter, { connection, prefix: queuePrefix(services.config) });
  try {
    log(`Newsletter: ${jobs.toLocaleString('en')} new jobs and ${subscribers.toLocaleString('en')} subscribers...`);
    await services.db.query(`TRUNCATE users, jobs, companies, tags, newsletters, newsletter_digests, newsletter_digest_runs, mail_messages CASCADE`);
    await Promise.all(services.queues.all().map((q) => q.obliterate({ force: true })));
    await seedCatalogue(services.db, { jobs, now: new Date() });
    await services.db.query(`UPDATE jobs SET created_at = now() - interval '1 hour'`);
    await seedSubscribers(services, subscribers);

    log('Newsletter: building the daily digests in the worker...');
    await events.waitUntilReady();
    const builder = startWorker({ ...baseEnv, WORKER_QUEUES: 'newsletter' });
    let build: DigestBuild;
    let buildSeconds: number;
    let buildRss: number;
    try {
      const started = performance.now();
      await enqueueDigestBuild(services.queues.newsletter, 'daily', new Date());
      const [{ returnvalue }] = (await once(events, 'completed')) as [{ returnvalue: DigestBuild }];
      buildSeconds = (performance.now() - started) / 1000;
      build = typeof returnvalue === 'string' ? JSON.parse(returnvalue) : returnvalue;
      buildRss = await peakRss(builder.pid!);
    } finally {
      await stopWorker(builder);
    }
    if (build.subscribers !== subscribers) throw new Error(`The build saw ${build.subscribers} of ${subscribers} subscribers`);
    log(`    ${buildSeconds.toFixed(1)} s, ${build.digests.toLocaleString('en')} digests, worker peak RSS ${(buildRss / 2 ** 20).toFixed(0)} MB`);

    log(`Newsletter: sending ${(SEND_WARMUP + SEND_TIMED).toLocaleString('en')} digest emails to a local SMTP server...`);
    const sink = await startSmtpCounter();
    const sender = startWorker({ ...baseEnv, WORKER_QUEUES: 'mail', SMTP_URL: sink.url });
    let send: NewsletterResult['send'];
    try {
      await sink.waitForCount(SEND_WARMUP);
      const started = performance.now();
      await sink.waitForCount(SEND_WARMUP + SEND_TIMED);
      const seconds = (performance.now() - started) / 1000;
      send = { messages: SEND_TIMED, seconds, perSecond: SEND_TIMED / seconds, workerPeakRss: await peakRss(sender.pid!) };
    } finally {
      await stopWorker(sender);
      await sink.close();
    }
    log(`    ${send.perSecond.toFixed(0)} messages/s`);
    await services.queues.mail.obliterate({ force: true });
    return {
      subscribers,
      jobs,
      build: { seconds: buildSeconds, subscribersPerSecond: subscribers / buildSeconds, digests: build.digests, workerPeakRss: buildRss },
      send,
    };
  } finally {
    await events.close();
    await connection.quit();
    await services.close();
  }
}
