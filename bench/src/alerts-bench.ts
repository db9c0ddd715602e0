import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Job, QueueEvents } from 'bullmq';
import { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { createServices, type Services } from '@remotehunt/services/app/services';
import { loadConfig } from '@remotehunt/services/config/config';
import { jobFilterSchema } from '@remotehunt/services/jobs/job-filter.schema';
import { JOB_VALIDITY_DAYS } from '@remotehunt/services/jobs/job-rules';
import { compactJobCounts } from '@remotehunt/services/jobs/job-search-sweep';
import { createQueueConnection, queuePrefix } from '@remotehunt/services/queues/queue-connection';
import { QueueName, type SendAlertsPayload } from '@remotehunt/services/queues/queue-names';
import type { AlertRunResult } from '@remotehunt/services/saved-searches/alerts/alert-run';
import { type AlertFrequency, type AlertSchedule, nextAlertAt } from '@remotehunt/services/saved-searches/alerts/alert-schedule';
import { enqueueAlertRun } from '@remotehunt/services/saved-searches/alerts/alerts.job';
import { MAX_SAVED_SEARCHES } from '@remotehunt/services/saved-searches/saved-searches.service';
import { seedCatalogue } from '@remotehunt/services/seed/seed-catalogue';
import { benchEnvironment, prewarm } from './bench-database';
import type { BenchOptions } from './bench-options';
import { cpuMeter, machineCapacityMs } from './cpu-meter';
import { type CatalogueValues, filterOfKind, LONG_TAIL_KEYWORDS, readCatalogueValues } from './long-tail';
import { Draw } from './prng';
import type { JobFilterBody } from './scenarios';

const WORKER_MAIN = path.resolve(__dirname, '../../services/dist/workers/main.js');
/** What the worker prints once its queues are open (services/src/workers/main.ts). */
const WORKER_READY = 'RemoteHunt workers are running';
/** The scheduler every alerts worker upserts (alerts.job.ts): removed here, so only the measured run runs. */
const ALERT_SCHEDULER_ID = 'saved-search-alerts';
/** New jobs the searches are matched against: about a day's arrivals across all boards, as the newsletter's. */
export const ALERT_NEW_JOBS = 5_000;
const ALERT_SEED = 2_202_202;
/**
 * The catalogue generator's seed for the new jobs (external ids `seed22022-…`), another than the
 * bench catalogue's, so they are new postings, and so a run's leftovers are found by their ids.
 */
const NEW_JOBS_SEED = 22_022;
const OWNER_EMAIL_DOMAIN = 'alerts.bench.example';
const INSERT_BATCH = 5_000;
const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
/** How often the alert runs come (alerts.job.ts). */
const RUN_EVERY_MS = 5 * 60_000;

export interface AlertsResult {
  searches: number;
  owners: number;
  newJobs: number;
  /** Searches of each frequency. */
  frequencies: Record<Exclude<AlertFrequency, 'off'>, number>;
  /** Distinct keyword queries among the searches (each is asked of job_search_words once per run). */
  keywords: number;
  /** How long the arrivals of the window span (the newest catalogue job to the last new one). */
  windowHours: number;
  run: {
    /** run(at) in the worker: the job's processedOn to finishedOn. */
    seconds: number;
    searchesPerSecond: number;
    /** Enqueue to the completed event, as the bench saw it. */
    queuedSeconds: number;
    workerPeakRss: number;
    /**
     * CPU seconds meanwhile (enqueue to completed) of the worker and of the bench database's
     * backends, and the share of the machine's cores other processes used: above a few percent,
     * the wall time was stretched by them.
     */
    cpu: { workerSeconds: number; databaseSeconds: number; otherShare: number };
  } & AlertRunResult;
  /** The handoff: mail jobs in the mail queue, and the alert messages recorded, after the run. */
  mail: { queued: number; messages: number };
}

/** Where owners live, as remote job seekers are spread (a weight each); a quarter have not said. */
const PLACES: readonly { country: string; timezone: string; weight: number }[] = [
  { country: 'US', timezone: 'America/New_York', weight: 6 },
  { country: 'US', timezone: 'America/Chicago', weight: 2 },
  { country: 'US', timezone: 'America/Los_Angeles', weight: 4 },
  { country: 'GB', timezone: 'Europe/London', weight: 3 },
  { country: 'DE', timezone: 'Europe/Berlin', weight: 3 },
  { country: 'IN', timezone: 'Asia/Kolkata', weight: 3 },
  { country: 'CA', timezone: 'America/Toronto', weight: 2 },
  { country: 'FR', timezone: 'Europe/Paris', weight: 1 },
  { country: 'NL', timezone: 'Europe/Amsterdam', weight: 1 },
  { country: 'ES', timezone: 'Europe/Madrid', weight: 1 },
  { country: 'BR', timezone: 'America/Sao_Paulo', weight: 2 },
  { country: 'PL', timezone: 'Europe/Warsaw', weight: 1 },
  { country: 'PT', timezone: 'Europe/Lisbon', weight: 1 },
  { country: 'AU', timezone: 'Australia/Sydney', weight: 1 },
  { country: 'NG', timezone: 'Africa/Lagos', weight: 1 },
  { country: 'PH', timezone: 'Asia/Manila', weight: 2 },
  { country: 'MX', timezone: 'America/Mexico_City', weight: 1 },
  { country: 'AR', timezone: 'America/Argentina/Buenos_Aires', weight: 1 },
  { country: 'JP', timezone: 'Asia/Tokyo', weight: 1 },
];
const NO_PLACE_SHARE = 0.25;
const SEARCH_KINDS = { category: 3, 'categories + tag': 2, keyword: 2, 'category + keyword': 2, 'boards + tag': 0.5, tags: 1.5 } as const;
/** Words people put before a keyword ("senior react"). */
const KEYWORD_PREFIXES = ['senior', 'junior', 'lead', 'remote', 'staff', 'part time'];
const MIN_PAYS: [number, string][] = [[50_000, 'USD'], [80_000, 'USD'], [100_000, 'USD'], [120_000, 'USD'], [150_000, 'USD'], [65_000, 'USD'], [60_000, 'EUR'], [45_000, 'GBP'], [75_000, 'CAD']];
const JOB_TYPES = ['Full-Time', 'Contract', 'Part-Time', 'Freelance'];
const SENIORITY_LEVELS = ['junior', 'mid', 'senior', 'lead', 'manager'];
const QUIET_HOURS: [number, number][] = [[22, 7], [23, 8], [0, 8], [21, 6]];

interface Owner {
  email: string;
  country: string | null;
  timezone: string | null;
  access: 'lifetime' | 'paid' | 'trial';
  searches: number;
  /** Hides a few companies of the new jobs. */
  hidesCompanies: boolean;
}

interface SavedSearchRow {
  owner: number;
  name: string;
  filter: string;
  query: string | undefined;
  hideViewed: boolean;
  schedule: AlertSchedule & { frequency: Exclude<AlertFrequency, 'off'> };
  cursor: Date;
  nextAlertAt: Date;
}

/**
 * Saved-search alerts (issue 22, item 2) in the bench database: `searches` saved searches of
 * owners with app access (23,300 for 100,000) against 5,000 jobs that arrived since their last alert, matched
 * and mailed by one alert run, `run(at)`, in the real worker process (its peak RSS read from
 * /proc), with every mail handed to the mail queue (no mail worker runs, so they stay there to be
 * counted). Everything it adds (owners, their searches, alerts, messages and visits, the new jobs,
 * their companies and tag counts, its queues) is removed again, as is what a killed run left.
 */
export async function measureAlerts(opts: BenchOptions, searches: number, log: (line: string) => void): Promise<AlertsResult> {
  const env = { ...benchEnvironment(opts), REDIS_PREFIX: 'rhbench-alerts:' };
  const services = await createServices(loadConfig(env), { migrate: true });
  const connection = createQueueConnection(services.config);
  const events = new QueueEvents(QueueName.Alerts, { connection, prefix: queuePrefix(services.config) });
  // Every queue under the scenario's own prefix: the alert run and its mail jobs, and the others' keys the services make.
  const alertQueues = () => Promise.all(services.queues.all().map((q) => q.obliterate({ force: true })));
  try {
    await removeAlertLeftovers(services.db);
    await alertQueues();
    const [{ due }] = await services.db.query(`SELECT count(*)::int AS due FROM saved_searches WHERE next_alert_at IS NOT NULL`);
    if (due > 0) throw new Error(`The bench database holds ${due} saved searches with alerts on that this scenario did not make; the run would mail them too`);

    log(`Alerts: ${ALERT_NEW_JOBS.toLocaleString('en')} new jobs...`);
    const window = await addNewJobs(services.db);
    log(`Alerts: ${searches.toLocaleString('en')} saved searches and their owners...`);
    const values = await readCatalogueValues(services.db);
    const made = await seedSearches(services.db, values, searches, window);
    await services.db.query('VACUUM ANALYZE users, app_subscriptions, saved_searches, job_visits, hidden_companies, jobs, job_search, job_search_words');
    await prewarm(services.db, log);
    log(
      `    ${made.owners.toLocaleString('en')} owners; ${Object.entries(made.frequencies)
        .map(([f, n]) => `${n.toLocaleString('en')} ${f}`)
        .join(', ')}; ${made.keywords.toLocaleString('en')} distinct keywords; arrivals over ${(window.spanMs / HOUR_MS).toFixed(1)} h`,
    );

    log('Alerts: the run in the worker...');
    await events.waitUntilReady();
    const worker = await startWorker({ ...env, WORKER_QUEUES: 'alerts' });
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 1 });
    let run: AlertsResult['run'];
    try {
      await services.queues.alerts.removeJobScheduler(ALERT_SCHEDULER_ID);
      const stopMeter = await cpuMeter(pool, isLocal(opts.databaseUrl), worker.pid)();
      const started = performance.now();
      const job = await enqueueAlertRun(services.queues.alerts, new Date());
      const result = await completionOf(events, job);
      const queuedSeconds = (performance.now() - started) / 1000;
      const use = await stopMeter();
      const done = await services.queues.alerts.getJob(job.id!);
      if (!done?.processedOn || !done.finishedOn) throw new Error(`The alert run's job ${job.id} has no processing times`);
      const seconds = (done.finishedOn - done.processedOn) / 1000;
      run = {
        ...result,
        seconds,
        searchesPerSecond: result.due / seconds,
        queuedSeconds,
        workerPeakRss: await peakRss(worker.pid!),
        cpu: { workerSeconds: use.gatewayMs / 1000, databaseSeconds: use.databaseMs / 1000, otherShare: use.otherMs / machineCapacityMs(use.wallMs) },
      };
    } finally {
      await stopWorker(worker);
      await pool.end();
    }
    if (run.due !== searches) throw new Error(`The run took ${run.due} of ${searches} due searches (another run took some?)`);
    if (run.newJobs !== ALERT_NEW_JOBS) throw new Error(`The run saw ${run.newJobs} new jobs, not ${ALERT_NEW_JOBS}`);
    const mail = await mailHandoff(services);
    if (mail.queued !== run.alerts || mail.messages !== run.alerts) {
      throw new Error(`The run made ${run.alerts} alerts but ${mail.messages} messages were recorded and ${mail.queued} queued`);
    }
    log(
      `    ${run.seconds.toFixed(1)} s, ${run.alerts.toLocaleString('en')} alerts (${mail.queued.toLocaleString('en')} queued), worker peak RSS ${(run.workerPeakRss / 2 ** 20).toFixed(0)} MiB; ` +
        `CPU: worker ${run.cpu.workerSeconds.toFixed(1)} s, PostgreSQL ${run.cpu.databaseSeconds.toFixed(1)} s, other processes ${(run.cpu.otherShare * 100).toFixed(0)}% of the machine`,
    );
    return {
      searches,
      owners: made.owners,
      newJobs: ALERT_NEW_JOBS,
      frequencies: made.frequencies,
      keywords: made.keywords,
      windowHours: window.spanMs / HOUR_MS,
      run,
      mail,
    };
  } finally {
    log('Alerts: removing what the scenario added...');
    await removeAlertLeftovers(services.db);
    await alertQueues();
    await events.close();
    await connection.quit();
    await services.close();
  }
}

interface ArrivalWindow {
  /** Just after the newest catalogue job's arrival: the searches' cursors start here, so the window holds only the new jobs. */
  start: Date;
  /** When the last new job arrived. */
  end: Date;
  spanMs: number;
  jobIds: string[];
  companyIds: string[];
}

/**
 * The new jobs, through the seed's own catalogue generator and statements (so job_search,
 * job_search_words and the count tables are filled by their triggers, tags counted), then given
 * arrival times spread evenly after the catalogue's newest job, in a fixed order, each posted on
 * its board up to two days before it arrived (the generator dates postings over 45 days, and a
 * third of those would have ended already).
 */
async function addNewJobs(db: DataSource): Promise<ArrivalWindow> {
  // Up to the next millisecond: a cursor is a Date, and the catalogue's microseconds must fall before it.
  const [{ start }]: { start: Date | null }[] = await db.query(`SELECT date_trunc('milliseconds', max(created_at)) + interval '1 millisecond' AS start FROM jobs`);
  if (!start) throw new Error('The bench catalogue is empty');
  const seeded = await seedCatalogue(db, { jobs: ALERT_NEW_JOBS, seed: NEW_JOBS_SEED, now: new Date() });
  if (seeded.jobs !== ALERT_NEW_JOBS) throw new Error(`Only ${seeded.jobs} of ${ALERT_NEW_JOBS} new jobs were added`);
  const rows: { id: string; company_id: string; created_at: Date }[] = await db.query(
    `WITH ranked AS (SELECT id, row_number() OVER (ORDER BY md5(id::text)) AS n FROM jobs WHERE ${NEW_JOBS_WHERE}),
          arrived AS (SELECT r.id, $1::timestamptz + (j.created_at - $1::timestamptz) * (r.n::float / $2) AS at FROM ranked r JOIN jobs j USING (id)),
          posted AS (SELECT id, at, date_trunc('minute', at - interval '1 minute' * (('x' || substr(md5(id::text), 1, 6))::bit(24)::int % (48 * 60))) AS on_board FROM arrived),
          moved AS (UPDATE jobs j SET created_at = p.at, date_posted = p.on_board, valid_through = p.on_board + $3 * interval '1 day'
                      FROM posted p WHERE j.id = p.id
                    RETURNING j.id, j.company_id, j.created_at)
     SELECT * FROM moved`,
    [start, ALERT_NEW_JOBS, JOB_VALIDITY_DAYS],
  );
  const end = new Date(Math.max(...rows.map((r) => r.created_at.getTime())));
  return { start, end, spanMs: end.getTime() - start.getTime(), jobIds: rows.map((r) => r.id), companyIds: [...new Set(rows.map((r) => r.company_id))] };
}

/** The new jobs by their unique key (board, external id): index lookups, whatever the catalogue's size. */
const NEW_JOBS_WHERE = `(board_id, external_id) IN (
  SELECT b.id, 'seed${NEW_JOBS_SEED}-' || lpad(i::text, 7, '0') FROM job_boards b, generate_series(1, ${ALERT_NEW_JOBS}) AS i)`;

/**
 * Owners and their searches, drawn with the bench's seeded generator: 1 to 25 searches each (most
 * have one to three), a place for three in four (their country turns the list's "jobs I can take"
 * on, as it does in the app), app access by subscription, trial or lifetime. Daily alerts for
 * three in four, at a local hour (mostly 07–09), instant for one in seven (many with quiet hours
 * at night), weekly for the rest; each due now: its last scheduled time, its cursor where the
 * window starts (instant ones: their last alert within it). Owners who hide viewed jobs have
 * opened a few of the new ones; a few hide companies.
 */
async function seedSearches(db: DataSource, values: CatalogueValues, count: number, window: ArrivalWindow): Promise<{ owners: number; frequencies: AlertsResult['frequencies']; keywords: number }> {
  const draw = new Draw(ALERT_SEED);
  const now = window.end;
  const owners: Owner[] = [];
  const rows: SavedSearchRow[] = [];
  const queries = new Set<string>();
  const frequencies = { instant: 0, daily: 0, weekly: 0 };
  const placeWeights = Object.fromEntries(PLACES.map((p, i) => [String(i), p.weight]));
  while (rows.length < count) {
    const place = draw.chance(NO_PLACE_SHARE) ? null : PLACES[Number(draw.weighted(placeWeights))];
    const owner: Owner = {
      email: `alerts-${owners.length + 1}@${OWNER_EMAIL_DOMAIN}`,
      country: place?.country ?? null,
      timezone: place?.timezone ?? null,
      access: draw.weighted({ paid: 60, trial: 25, lifetime: 15 }),
      searches: Math.min(count - rows.length, searchesOfOneOwner(draw)),
      hidesCompanies: draw.chance(0.05),
    };
    for (let s = 0; s < owner.searches; s++) {
      const filter = drawFilter(draw, values, owner);
      if (filter.query) queries.add(filter.query);
      const schedule = drawSchedule(draw, owner.timezone ?? 'UTC');
      frequencies[schedule.frequency]++;
      const { cursor, nextAlertAt: due } = dueNow(draw, schedule, window);
      rows.push({
        owner: owners.length,
        name: `Alert ${s + 1}`,
        filter: JSON.stringify(jobFilterSchema.parse(filter)),
        query: filter.query,
        hideViewed: filter.hideViewedJobs === true,
        schedule,
        cursor,
        nextAlertAt: due,
      });
    }
    owners.push(owner);
  }

  const ownerIds: string[] = [];
  for (let from = 0; from < owners.length; from += INSERT_BATCH) {
    const batch = owners.slice(from, from + INSERT_BATCH);
    const ids: { id: string }[] = await db.query(
      `INSERT INTO users (email, name, password_hash, country, timezone)
       SELECT u.email, 'Alert reader', NULL, u.country, u.timezone FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS u(email, country, timezone, n)
       ORDER BY u.n RETURNING id`,
      [batch.map((o) => o.email), batch.map((o) => o.country), batch.map((o) => o.timezone)],
    );
    if (ids.length !== batch.length) throw new Error(`${ids.length} of ${batch.length} owners were added`);
    ownerIds.push(...ids.map((r) => r.id));
    await db.query(
      `INSERT INTO app_subscriptions (user_id, status, end_time, lifetime)
       SELECT a.user_id, CASE WHEN a.access = 'lifetime' THEN 'paid' ELSE a.access END,
              CASE a.access WHEN 'lifetime' THEN NULL WHEN 'trial' THEN $3::timestamptz + interval '7 days' ELSE $3::timestamptz + interval '20 days' END,
              a.access = 'lifetime'
         FROM unnest($1::uuid[], $2::text[]) AS a(user_id, access)`,
      [ids.map((r) => r.id), batch.map((o) => o.access), now],
    );
  }
  // RETURNING follows the insert's order in practice but not by contract: the emails say whose id is whose.
  const byEmail = new Map<string, string>(
    (await db.query(`SELECT id, email FROM users WHERE email LIKE $1`, [`%@${OWNER_EMAIL_DOMAIN}`])).map((r: { id: string; email: string }) => [r.email, r.id]),
  );
  owners.forEach((o, i) => (ownerIds[i] = byEmail.get(o.email)!));

  for (let from = 0; from < rows.length; from += INSERT_BATCH) {
    const batch = rows.slice(from, from + INSERT_BATCH);
    await db.query(
      `INSERT INTO saved_searches (user_id, name, filter, alert_frequency, alert_hour, alert_weekday, alert_timezone, quiet_hours_start, quiet_hours_end, alert_cursor, next_alert_at)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::jsonb[], $4::text[], $5::smallint[], $6::smallint[], $7::text[], $8::smallint[], $9::smallint[], $10::timestamptz[], $11::timestamptz[])`,
      [
        batch.map((r) => ownerIds[r.owner]),
        batch.map((r) => r.name),
        batch.map((r) => r.filter),
        batch.map((r) => r.schedule.frequency),
        batch.map((r) => r.schedule.hour),
        batch.map((r) => r.schedule.weekday),
        batch.map((r) => r.schedule.timezone),
        batch.map((r) => r.schedule.quietHours?.start ?? null),
        batch.map((r) => r.schedule.quietHours?.end ?? null),
        batch.map((r) => r.cursor),
        batch.map((r) => r.nextAlertAt),
      ],
    );
  }

  // Those who hide viewed jobs have opened 2–12 of the new ones; a few hide 1–3 of the new jobs' companies.
  const viewers = [...new Set(rows.filter((r) => r.hideViewed).map((r) => r.owner))];
  const visits = viewers.flatMap((o) => draw.pickDistinct(window.jobIds, draw.int(2, 12)).map((jobId) => [ownerIds[o], jobId]));
  const hidden = owners.flatMap((o, i) => (o.hidesCompanies ? draw.pickDistinct(window.companyIds, draw.int(1, 3)).map((companyId) => [ownerIds[i], companyId]) : []));
  for (const [table, column, pairs] of [['job_visits', 'job_id', visits], ['hidden_companies', 'company_id', hidden]] as const) {
    for (let from = 0; from < pairs.length; from += INSERT_BATCH) {
      const batch = pairs.slice(from, from + INSERT_BATCH);
      await db.query(`INSERT INTO ${table} (user_id, ${column}) SELECT * FROM unnest($1::uuid[], $2::uuid[]) ON CONFLICT DO NOTHING`, [batch.map((p) => p[0]), batch.map((p) => p[1])]);
    }
  }
  return { owners: owners.length, frequencies, keywords: queries.size };
}

/** Most people keep one to three searches; a few keep many, up to the service's limit. */
function searchesOfOneOwner(draw: Draw): number {
  switch (draw.weighted({ one: 35, two: 20, three: 12, few: 15, several: 10, many: 8 })) {
    case 'one':
      return 1;
    case 'two':
      return 2;
    case 'three':
      return 3;
    case 'few':
      return draw.int(4, 6);
    case 'several':
      return draw.int(7, 12);
    case 'many':
      return draw.int(13, MAX_SAVED_SEARCHES);
  }
}

/**
 * A filter as the web app saves it, from the catalogue's own values: a category, categories and
 * a tag, a keyword (the long tail's everyday ones, a common tag typed as a word, or either with a
 * word before or a tag after: thousands of distinct queries), a category and a keyword, boards and
 * a tag, or tags; worldwide, hide viewed, and the seeker's facts for some. The owner's country
 * turns "jobs I can take" on unless the filter says otherwise.
 */
function drawFilter(draw: Draw, values: CatalogueValues, owner: Owner): JobFilterBody {
  const filter: JobFilterBody = { categories: [], sources: [], tags: [], hideViewedJobs: false, worldwide: false };
  const keyword = () => {
    switch (draw.weighted({ everyday: 45, tag: 30, prefixed: 15, withTag: 10 })) {
      case 'everyday':
        return draw.pick(LONG_TAIL_KEYWORDS);
      case 'tag':
        return draw.pick(values.tags);
      case 'prefixed':
        return `${draw.pick(KEYWORD_PREFIXES)} ${draw.pick(LONG_TAIL_KEYWORDS)}`;
      default:
        return `${draw.pick(LONG_TAIL_KEYWORDS)} ${draw.pick(values.tags)}`;
    }
  };
  Object.assign(filter, filterOfKind(draw.weighted(SEARCH_KINDS), draw, values, keyword));
  if (draw.chance(0.15)) filter.worldwide = true;
  if (draw.chance(0.15)) filter.hideViewedJobs = true;
  if (owner.country) {
    // Most leave "jobs I can take from my country" as the app sets it; some look everywhere or want it confirmed.
    const place = draw.weighted({ default: 70, any: 10, confirmed: 20 });
    if (place !== 'default') filter.eligibility = place;
  } else if (draw.chance(0.3)) {
    filter.eligibility = draw.chance(0.2) ? 'confirmed' : 'open';
    filter.country = PLACES[draw.int(0, PLACES.length - 1)].country;
  }
  if (draw.chance(0.15)) [filter.minPay, filter.payCurrency] = draw.pick(MIN_PAYS);
  if (draw.chance(0.1)) filter.withPayOnly = true;
  if (draw.chance(0.1)) filter.jobTypes = draw.pickDistinct(JOB_TYPES, draw.int(1, 2));
  if (draw.chance(0.15)) filter.seniorities = draw.pickDistinct(SENIORITY_LEVELS, draw.int(1, 2));
  if (draw.chance(0.1)) filter.sort = 'pay';
  return filter;
}

function drawSchedule(draw: Draw, timezone: string): SavedSearchRow['schedule'] {
  const frequency = draw.weighted({ daily: 75, instant: 14, weekly: 11 });
  const hour = draw.weighted({ 8: 40, 7: 15, 9: 15, 6: 5, 12: 8, 18: 7, other: 10 });
  const quiet = frequency === 'instant' ? draw.chance(0.4) : frequency === 'daily' && draw.chance(0.05);
  const [start, end] = draw.pick(QUIET_HOURS);
  return {
    frequency,
    hour: hour === 'other' ? draw.int(0, 23) : Number(hour),
    weekday: draw.chance(0.6) ? 1 : draw.int(1, 7),
    timezone,
    quietHours: quiet ? { start, end } : null,
  };
}

/**
 * Due by the end of the window: daily and weekly searches at their last scheduled time (past any
 * quiet hours), their cursor where the window starts, so each sees every new job; instant ones
 * alerted last by one of the runs in the window (their cursor), due since the hour's gap or now.
 */
function dueNow(draw: Draw, schedule: SavedSearchRow['schedule'], window: ArrivalWindow): { cursor: Date; nextAlertAt: Date } {
  const end = window.end.getTime();
  if (schedule.frequency === 'instant') {
    // A cursor is the time of the run that last alerted: runs come every five minutes.
    const cursor = window.start.getTime() + draw.int(0, Math.floor(window.spanMs / RUN_EVERY_MS)) * RUN_EVERY_MS;
    return { cursor: new Date(cursor), nextAlertAt: new Date(Math.min(cursor + HOUR_MS, end)) };
  }
  const period = schedule.frequency === 'weekly' ? 7 * DAY_MS : DAY_MS;
  const last = nextAlertAt(schedule, new Date(end - period))!;
  return { cursor: window.start, nextAlertAt: new Date(Math.min(last.getTime(), end)) };
}

/** The mail queue's jobs and the alert messages recorded, after the run (no mail worker has run). */
async function mailHandoff(services: Services): Promise<AlertsResult['mail']> {
  const counts = await services.queues.mail.getJobCounts('wait', 'prioritized', 'delayed', 'active', 'completed', 'failed');
  const [{ messages, linked }] = await services.db.query(
    `SELECT count(*)::int AS messages, count(*) FILTER (WHERE a.message_id = m.id)::int AS linked
       FROM mail_messages m JOIN users u ON u.id = m.user_id
       LEFT JOIN saved_search_alerts a ON a.id = (m.data->>'alertId')::uuid
      WHERE m.template = 'saved-search-alert' AND u.email LIKE $1`,
    [`%@${OWNER_EMAIL_DOMAIN}`],
  );
  if (linked !== messages) throw new Error(`${messages - linked} of ${messages} alert messages are not their alert's message`);
  return { queued: Object.values(counts).reduce((sum, n) => sum + n, 0), messages };
}

/**
 * Removes what this scenario adds, whether a run finished or was killed: the owners (their
 * searches, alerts, visits, hidden companies and subscriptions go with them) and their messages,
 * then the new jobs, their tags' counts as the seed raised them, and the companies only they had.
 */
export async function removeAlertLeftovers(db: DataSource): Promise<void> {
  await db.transaction(async (tx) => {
    const owners = `SELECT id FROM users WHERE email LIKE '%@${OWNER_EMAIL_DOMAIN}'`;
    const [{ left }] = await tx.query(`SELECT count(*)::int AS left FROM (${owners}) o`);
    if (left > 0) {
      await tx.query(`DELETE FROM mail_messages WHERE user_id IN (${owners})`);
      // Visits first, in one statement: their count cells are taken back once, not once per owner.
      await tx.query(`DELETE FROM job_visits WHERE user_id IN (${owners})`);
      // Their searches, alerts, hidden companies and subscriptions go with them.
      await tx.query(`DELETE FROM users WHERE id IN (${owners})`);
    }
    const jobs: { company_id: string }[] = await tx.query(`SELECT DISTINCT company_id FROM jobs WHERE ${NEW_JOBS_WHERE}`);
    if (!jobs.length) return;
    // The seed's tag counts taken back; a tag only the new jobs had goes (one statement cannot update and delete a row).
    const emptied: { name: string }[] = await tx.query(
      `WITH counted AS (SELECT tag, count(*)::int AS n FROM jobs, unnest(tags) AS tag WHERE ${NEW_JOBS_WHERE} GROUP BY tag),
            lowered AS (UPDATE tags t SET job_count = t.job_count - c.n FROM counted c WHERE t.name = c.tag RETURNING t.name, t.job_count)
       SELECT name FROM lowered WHERE job_count <= 0`,
    );
    if (emptied.length) await tx.query(`DELETE FROM tags WHERE name = ANY($1::text[])`, [emptied.map((t) => t.name)]);
    await tx.query(`DELETE FROM jobs WHERE ${NEW_JOBS_WHERE}`);
    // Every catalogue company has a job of its own (the generator's rule): one left without any was added with the new jobs.
    await tx.query(`DELETE FROM companies c WHERE c.id = ANY($1::uuid[]) AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.company_id = c.id)`, [jobs.map((j) => j.company_id)]);
  });
  await compactJobCounts(db);
}

async function completionOf(events: QueueEvents, job: Job<SendAlertsPayload>): Promise<AlertRunResult> {
  return new Promise((resolve, reject) => {
    const completed = ({ jobId, returnvalue }: { jobId: string; returnvalue: unknown }) => {
      if (jobId !== job.id) return;
      done();
      resolve((typeof returnvalue === 'string' ? JSON.parse(returnvalue) : returnvalue) as AlertRunResult);
    };
    const failed = ({ jobId, failedReason }: { jobId: string; failedReason: string }) => {
      if (jobId !== job.id) return;
      done();
      reject(new Error(`The alert run failed: ${failedReason}`));
    };
    const done = () => {
      events.off('completed', completed);
      events.off('failed', failed);
    };
    events.on('completed', completed);
    events.on('failed', failed);
  });
}

// CPU is read from /proc, which only shows a server on this machine.
const isLocal = (databaseUrl: string) => ['localhost', '127.0.0.1', '[::1]', ''].includes(new URL(databaseUrl).hostname);

async function peakRss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmHWM:\s+(\d+) kB/m.exec(status);
  if (!match) throw new Error(`/proc/${pid}/status has no VmHWM`);
  return Number(match[1]) * 1024;
}

/** The real worker process, once it says its queues are open (its schedulers upserted). */
async function startWorker(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, [WORKER_MAIN], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (out.length < 4096) out += chunk.toString();
      if (out.includes(WORKER_READY)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The alerts worker exited (${code}) before it was ready`)));
  });
  try {
    await ready;
  } catch (e) {
    await stopWorker(child);
    throw e;
  }
  return child;
}

async function stopWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exit = once(child, 'exit');
  child.kill('SIGTERM');
  await exit;
}
