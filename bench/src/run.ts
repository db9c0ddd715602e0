import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { Pool } from 'pg';
import { jobListKeyPattern } from '@remotehunt/services/jobs/job-list-cache';
import { type JobCriteria, jobListStatements, jobsByIdsStatement } from '@remotehunt/services/jobs/job-queries';
import { benchEnvironment, BENCH_REDIS_PREFIX, BENCH_USER, openBenchServices, prepareFixture, type BenchFixture } from './bench-database';
import { BENCH_USAGE, BenchUsageError, loadBenchOptions, type BenchOptions } from './bench-options';
import { cpuMeter } from './cpu-meter';
import { GatewayProcess } from './gateway-process';
import { type IngestionResult, measureIngestion } from './ingestion-bench';
import { measureNewsletter, NEWSLETTER_JOBS, type NewsletterResult } from './newsletter-bench';
import { type HttpRequest, loadHttp, type LoadResult, loadSql, type LoadSettings } from './load';
import { allTargetsMet, type BenchReport, consoleReport, markdownReport, type ScenarioResult } from './report';
import { type ApiSession, checkJobList, graphqlJobList, restJobList } from './scenarios';
import { profileStatements } from './sql-profile';
import { type LighthouseRun, measureRouteJavaScript, medianLighthouse, type WebSession } from './web-audit';

const ROOT = path.resolve(__dirname, '../..');
const RESULTS_FILE = path.join(ROOT, 'bench/RESULTS.md');
const FIRST_PAGE = { page: 1, limit: 10, offset: 0 };
const LIGHTHOUSE_RUNS = 3;

const log = (line: string) => console.log(line);

async function main(): Promise<number> {
  let opts: BenchOptions;
  try {
    opts = loadBenchOptions(process.argv.slice(2), process.env);
  } catch (e) {
    if (!(e instanceof BenchUsageError)) throw e;
    console.error(`${e.message}\n\n${BENCH_USAGE}`);
    return 2;
  }

  log(`Bench database: ${redactPassword(opts.databaseUrl)}`);
  const { fixture, postgres } = await prepareDatabase(opts);
  if (!opts.skipWeb) ensureWebBuild();

  const pool = new Pool({ connectionString: opts.databaseUrl, max: opts.connections });
  // CPU is read from /proc, which only shows a server on this machine.
  const databaseIsLocal = ['localhost', '127.0.0.1', '[::1]', ''].includes(new URL(opts.databaseUrl).hostname);
  const bench: Bench = {
    fixture,
    pool,
    databaseIsLocal,
    settings: { connections: opts.connections, seconds: opts.seconds, warmupSeconds: opts.warmupSeconds },
  };
  let gateway: GatewayProcess | undefined;
  try {
    gateway = await GatewayProcess.start(benchEnvironment(opts), opts.port);
    const signedIn = await signIn(gateway.baseUrl);
    const idle = await gateway.memory();
    const scenarios = await measureApi(bench, gateway, opts, { baseUrl: gateway.baseUrl, token: signedIn.token, userId: fixture.userId });
    const afterLoad = await gateway.memory();
    scenarios.push(await measureFloor(bench));
    const web = opts.skipWeb ? null : await measureWeb(gateway.baseUrl, { token: signedIn.token, userInfo: signedIn.userInfo });
    await gateway.stop();
    gateway = undefined;
    // After the gateway: ingestion would otherwise compete with it for the cores.
    const ingestion: IngestionResult | null = opts.skipIngestion ? null : await measureIngestion(opts, opts.ingestPostings, log);
    const newsletter: NewsletterResult | null = opts.skipNewsletter ? null : await measureNewsletter(opts, opts.subscribers, NEWSLETTER_JOBS, log);

    const report: BenchReport = {
      date: new Date(),
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown', memoryBytes: os.totalmem(), os: `${os.type()} ${os.release()}` },
      node: process.version,
      postgres,
      settings: bench.settings,
      fixture,
      scenarios,
      gatewayMemory: { idle, afterLoad },
      web,
      ingestion,
      newsletter,
    };
    log(`\n${consoleReport(report)}\n`);
    await writeFile(RESULTS_FILE, markdownReport(report));
    log(`Wrote ${path.relative(process.cwd(), RESULTS_FILE)}`);
    return opts.check && !allTargetsMet(report) ? 1 : 0;
  } finally {
    await gateway?.stop();
    await pool.end();
  }
}

interface Bench {
  fixture: BenchFixture;
  pool: Pool;
  databaseIsLocal: boolean;
  settings: LoadSettings;
}

async function prepareDatabase(opts: BenchOptions): Promise<{ fixture: BenchFixture; postgres: string }> {
  const services = await openBenchServices(opts);
  try {
    const fixture = await prepareFixture(services, opts, log);
    const [{ server_version: postgres }] = await services.db.query('SHOW server_version');
    log(
      `Catalogue: ${fixture.jobs} jobs (${fixture.liveJobs} live), ${fixture.viewed} viewed and ${fixture.shortlisted} shortlisted by the bench user\n` +
        `(b) filters on ${fixture.filtered.categories.join(' + ')} and tag "${fixture.filtered.tags[0]}" with viewed jobs hidden: ${fixture.filteredMatches} jobs\n` +
        `(c) searches "${fixture.keyword}": ${fixture.keywordMatches} jobs`,
    );
    return { fixture, postgres };
  } finally {
    await services.close();
  }
}

/** Scenarios (a) to (d), through the running gateway. */
async function measureApi(bench: Bench, gateway: GatewayProcess, opts: BenchOptions, session: ApiSession): Promise<ScenarioResult[]> {
  const redis = new Redis(opts.redisUrl);
  try {
    return await measureScenarios(bench, session, gateway, redis);
  } finally {
    redis.disconnect();
  }
}

/** Drops the gateway's cached list totals, so the next answer's total is counted now. */
async function forgetCachedTotals(redis: Redis): Promise<void> {
  const keys = await redis.keys(jobListKeyPattern(BENCH_REDIS_PREFIX));
  if (keys.length) await redis.del(...keys);
}

async function measureScenarios(bench: Bench, session: ApiSession, gateway: GatewayProcess, redis: Redis): Promise<ScenarioResult[]> {
  const { fixture, pool } = bench;
  const filteredCriteria = criteriaOf(fixture);
  const http: { key: 'a' | 'b' | 'c' | 'd'; label: string; request: HttpRequest; criteria: JobCriteria; profile: boolean }[] = [
    { key: 'a', label: 'REST, no filter', request: restJobList(session, {}), criteria: { liveOnly: true }, profile: true },
    { key: 'b', label: 'REST, 2 categories + tag + hide viewed', request: restJobList(session, fixture.filtered), criteria: filteredCriteria, profile: true },
    { key: 'c', label: 'REST, keyword', request: restJobList(session, { query: fixture.keyword }), criteria: { query: fixture.keyword, liveOnly: true }, profile: true },
    { key: 'd', label: 'GraphQL, same as (b)', request: graphqlJobList(session, fixture.filtered), criteria: filteredCriteria, profile: false },
  ];
  const scenarios: ScenarioResult[] = [];
  for (const s of http) {
    const statements = jobListStatements(fixture.userId, s.criteria, FIRST_PAGE);
    // Counted just before the request (postings expire by the minute), and the gateway counts anew too;
    // the load then runs on the total this answer cached, as a user paging through a list does.
    await forgetCachedTotals(redis);
    const [{ total: expected }] = (await pool.query(statements.countSql, statements.countParams)).rows;
    const answer = await checkJobList(s.request);
    if (answer.total !== expected || answer.rows === 0) {
      throw new Error(`(${s.key}) answered ${answer.total} jobs (${answer.rows} on the page); the bench database says ${expected}`);
    }
    log(`(${s.key}) ${s.label}: measuring...`);
    const load = await loadHttp(s.request, bench.settings, cpuMeter(pool, bench.databaseIsLocal, gateway.pid));
    if (load.errors > 0) throw new Error(`(${s.key}) ${s.label}: ${load.errors} requests failed (non-2xx, socket errors or timeouts)`);
    // The answer after the load too: GraphQL reports failures with status 200.
    await checkJobList(s.request);
    const sql = s.profile ? await profileStatements(pool, statements) : undefined;
    scenarios.push({ key: s.key, label: s.label, load, sql });
    logLoad(load);
  }
  return scenarios;
}

/**
 * Scenario (e): the floor (b) is compared with, the SQL that answers (b) straight on PostgreSQL,
 * as the service runs it when nothing is cached: the page's ids then the jobs with the caller's
 * flags (prepared, as the service prepares it), beside the total. (b) itself reads the ids and
 * the total from the list cache once the first request has filled it.
 */
async function measureFloor(bench: Bench): Promise<ScenarioResult> {
  log('(e) bare SQL of (b): measuring...');
  const { fixture } = bench;
  const floor = jobListStatements(fixture.userId, criteriaOf(fixture), FIRST_PAGE);
  const load = await loadSql(
    bench.pool,
    (p) =>
      Promise.all([
        p.query(floor.idsSql, floor.idsParams).then(({ rows }) => {
          const jobs = jobsByIdsStatement(fixture.userId, rows.map((r: { id: string }) => r.id));
          return p.query({ name: 'bench_jobs_by_ids', text: jobs.text, values: jobs.values });
        }),
        p.query(floor.countSql, floor.countParams),
      ]),
    bench.settings,
    cpuMeter(bench.pool, bench.databaseIsLocal),
  );
  logLoad(load);
  return { key: 'e', label: 'SQL of (b) straight on PostgreSQL', load };
}

async function measureWeb(baseUrl: string, session: WebSession): Promise<NonNullable<BenchReport['web']>> {
  log('Web: JavaScript of the remote-jobs route...');
  const javascript = await measureRouteJavaScript(baseUrl, session);
  const lighthouse: LighthouseRun[] = [];
  for (const preset of ['mobile', 'desktop'] as const) {
    log(`Web: Lighthouse (${preset}), median of ${LIGHTHOUSE_RUNS} runs...`);
    lighthouse.push(await medianLighthouse(baseUrl, session, preset, LIGHTHOUSE_RUNS));
  }
  return { javascript, lighthouse };
}

function criteriaOf(fixture: BenchFixture): JobCriteria {
  return fixture.filteredCriteria;
}

function logLoad(load: LoadResult): void {
  log(`    p50 ${load.p50.toFixed(1)} ms, p95 ${load.p95.toFixed(1)} ms, ${load.requestsPerSecond.toFixed(0)} req/s`);
}

async function signIn(baseUrl: string): Promise<{ token: string; userInfo: unknown }> {
  const response = await fetch(`${baseUrl}/api/v1/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_USER.email, password: BENCH_USER.password }),
  });
  if (!response.ok) throw new Error(`Signing the bench user in answered ${response.status}: ${await response.text()}`);
  const { token, userInfo } = (await response.json()) as { token: string; userInfo: unknown };
  return { token, userInfo };
}

function ensureWebBuild(): void {
  if (existsSync(path.join(ROOT, 'web/dist/index.html'))) return;
  log('The web app is not built; running npm run build:web...');
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build:web failed');
}

function redactPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exitCode = 1;
  },
);
