import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '@remotehunt/services/database/prepared-query';
import { createDataSource } from '@remotehunt/services/database/data-source';
import type { JobCriteria } from '@remotehunt/services/jobs/job-criteria';
import { jobListKeyPattern } from '@remotehunt/services/jobs/job-list-cache';
import { findJobList } from '@remotehunt/services/jobs/job-list-engine';
import { jobsByIdsStatement } from '@remotehunt/services/jobs/job-queries';
import { type AdversarialResult, buildAdversarialCases, measureAdversarial } from './adversarial';
import { type AlertsResult, measureAlerts, removeAlertLeftovers } from './alerts-bench';
import { benchEnvironment, BENCH_REDIS_PREFIX, BENCH_USER, ensureCatalogue, openBenchServices, prepareFixture, prewarm, type BenchFixture } from './bench-database';
import { BENCH_USAGE, BenchUsageError, loadBenchOptions, type BenchOptions } from './bench-options';
import { cpuMeter } from './cpu-meter';
import { timeEngine } from './engine-profile';
import { GatewayProcess } from './gateway-process';
import { type IngestionResult, measureIngestion } from './ingestion-bench';
import { measureHostileInputs } from './hostile-inputs';
import { importReport, importTargets, measureImport, writeImportSection } from './import-bench';
import { measureNewsletter, NEWSLETTER_JOBS, type NewsletterResult } from './newsletter-bench';
import { type HttpRequest, loadHttp, loadHttpSequence, type LoadResult, loadSql, type LoadSettings } from './load';
import { searchEachKeywordOnce } from './keyword-panels';
import { buildListFilters, type CatalogueValues, keywordsAlone, LONG_TAIL_PAGE_SIZE, listRequests, readCatalogueValues, replayAndCheck, sweepEngine } from './long-tail';
import { alertsReport, allTargetsMet, type BenchReport, consoleReport, type FreshKeywordsReport, type LongTailReport, markdownReport, type ScenarioResult } from './report';
import { buildFreshFilters, readFreshVocabulary } from './fresh-keywords';
import { readGrowth, sizeResults, writeSizeResults } from './results-file';
import { type ApiSession, checkJobList, graphqlJobList, graphqlListPage, type ListRequestBuilder, checkFacets, restFacets, restJobList, restListPage } from './scenarios';
import { type LighthouseRun, measureRouteJavaScript, medianLighthouse, medianPageAudit, type WebSession } from './web-audit';
import { checkPublicPages, publicPageRequests } from './public-pages';
import { checkPublicSearch, PUBLIC_SEARCH_TARGETS, publicSearchReport, publicSearchRequests, writePublicSearchSection } from './public-search-bench';
import { checkFeedsAndRevalidate, feedRequests, prepareSavedSearchFeeds } from './saved-search-feeds';

const ROOT = path.resolve(__dirname, '../..');
const RESULTS_FILE = path.join(ROOT, 'bench/RESULTS.md');
const FIRST_PAGE = { page: 1, limit: 10, offset: 0 };
const LIGHTHOUSE_RUNS = 3;
/** Long-tail requests sent once more after each load and checked (GraphQL errors come with status 200). */
const LONG_TAIL_REPLAYS = 20;
/** How long each transport's long-tail load runs, untimed, before either is measured. */
const LONG_TAIL_WARMUP_SECONDS = 10;

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
  if (opts.only === 'alerts') return measureAlertsAlone(opts);
  if (opts.only === 'import') return measureImportAlone(opts);
  if (opts.only === 'public-search') return measurePublicSearchAlone(opts);
  const { fixture, postgres, feedPaths } = await prepareDatabase(opts);
  if (!opts.skipWeb) ensureWebBuild();

  // For the CPU meter and the fixture's reads; the list engine runs on `db`, TypeORM's pool as the service's.
  const pool = new Pool({ connectionString: opts.databaseUrl, max: 2 });
  const db = createDataSource({ databaseUrl: opts.databaseUrl });
  await db.initialize();
  // CPU is read from /proc, which only shows a server on this machine.
  const databaseIsLocal = ['localhost', '127.0.0.1', '[::1]', ''].includes(new URL(opts.databaseUrl).hostname);
  const bench: Bench = {
    fixture,
    pool,
    db,
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
    const pages = await publicPageRequests(bench.db, gateway.baseUrl);
    scenarios.push(await measurePublicPages(bench, gateway, pages));
    scenarios.push(...(await measureFeeds(bench, gateway, feedRequests(gateway.baseUrl, feedPaths))));
    const web = opts.skipWeb ? null : await measureWeb(gateway.baseUrl, { token: signedIn.token, userInfo: signedIn.userInfo }, new URL(pages[0].url).pathname);
    await gateway.stop();
    gateway = undefined;

    // The long tail runs on a gateway of its own with the job-list cache off, alone on the machine.
    const longTailPort = opts.port + 1;
    gateway = await GatewayProcess.start({ ...benchEnvironment(opts), JOB_LIST_CACHE_SECONDS: '0' }, longTailPort);
    const longTail = await measureLongTail(bench, gateway, { baseUrl: gateway.baseUrl, token: signedIn.token, userId: fixture.userId }, longTailPort);
    await gateway.stop();
    gateway = undefined;

    // One statement at a time, nothing else running.
    const adversarial = await measureAdversarialSet(bench);
    // In this process, one reader at a time (the gateways idle).
    const hostileInputs = measureHostileInputs();

    const date = new Date();
    const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown', memoryBytes: os.totalmem(), os: `${os.type()} ${os.release()}` };
    const current = sizeResults({
      jobs: fixture.jobs,
      liveJobs: fixture.liveJobs,
      date,
      machine: { cpus: machine.cpus, cpuModel: machine.cpuModel },
      postgres,
      load: { connections: bench.settings.connections, seconds: bench.settings.seconds },
      longTail: { filters: longTail.filters, rest: longTail.rest.load, graphql: longTail.graphql.load, facets: longTail.facets.load, keywordPanels: longTail.keywordPanels, fresh: { phrases: longTail.fresh.phrases, rest: longTail.fresh.rest.load, graphql: longTail.fresh.graphql.load, facets: longTail.fresh.facets.load }, sweep: longTail.sweep },
      adversarial,
    });
    const resultsFile = await writeSizeResults(current);
    log(`Wrote ${path.relative(process.cwd(), resultsFile)}`);

    // After the gateways: ingestion would otherwise compete with them for the cores.
    const ingestion: IngestionResult | null = opts.skipIngestion ? null : await measureIngestion(opts, opts.ingestPostings, log);
    const newsletter: NewsletterResult | null = opts.skipNewsletter ? null : await measureNewsletter(opts, opts.subscribers, NEWSLETTER_JOBS, log);
    const imports = opts.skipImport ? null : await measureImport(opts, log);
    // Last: it adds jobs to the bench catalogue for its run, and removes them after.
    const alerts: AlertsResult | null = opts.skipAlerts ? null : await measureAlerts(opts, opts.savedSearches, log);

    const report: BenchReport = {
      date,
      machine,
      node: process.version,
      postgres,
      settings: bench.settings,
      fixture,
      scenarios,
      gatewayMemory: { idle, afterLoad },
      web,
      ingestion,
      hostileInputs,
      newsletter,
      alerts,
      longTail,
      adversarial,
      growth: await readGrowth(current),
    };
    log(`\n${consoleReport(report)}\n`);
    await writeFile(RESULTS_FILE, markdownReport(report));
    if (imports) await writeImportSection(RESULTS_FILE, imports);
    log(`Wrote ${path.relative(process.cwd(), RESULTS_FILE)}`);
    const importMet = !imports || importTargets(imports).every((t) => t.met);
    return opts.check && (!allTargetsMet(report) || !importMet) ? 1 : 0;
  } finally {
    await gateway?.stop();
    await pool.end();
    await db.destroy();
  }
}

/**
 * `--only alerts`: the catalogue as the whole bench prepares it (seeded when needed), then the
 * alert run alone; its figures and targets are printed, RESULTS.md is left as the last full run wrote it.
 */
async function measureAlertsAlone(opts: BenchOptions): Promise<number> {
  const services = await openBenchServices(opts);
  try {
    await removeAlertLeftovers(services.db);
    await ensureCatalogue(services, opts, log);
  } finally {
    await services.close();
  }
  const alerts = await measureAlerts(opts, opts.savedSearches, log);
  const { text, met } = alertsReport(alerts, false);
  log(`\n${text}\n`);
  log('bench/RESULTS.md is left as it was (--only)');
  return opts.check && !met ? 1 : 0;
}

/**
 * `--only public-search`: the catalogue (seeded when needed) and a gateway as deployed (its list
 * cache on), then 1,000 different visitor searches at /remote-jobs; only its section of
 * RESULTS.md is rewritten.
 */
async function measurePublicSearchAlone(opts: BenchOptions): Promise<number> {
  const { fixture } = await prepareDatabase(opts);
  const pool = new Pool({ connectionString: opts.databaseUrl, max: 2 });
  const db = createDataSource({ databaseUrl: opts.databaseUrl });
  await db.initialize();
  const databaseIsLocal = ['localhost', '127.0.0.1', '[::1]', ''].includes(new URL(opts.databaseUrl).hostname);
  const settings = { connections: opts.connections, seconds: opts.seconds, warmupSeconds: opts.warmupSeconds };
  let gateway: GatewayProcess | undefined;
  try {
    gateway = await GatewayProcess.start(benchEnvironment(opts), opts.port);
    const requests = await publicSearchRequests(db, gateway.baseUrl);
    await checkPublicSearch(requests, 20);
    log(`(p) public search pages, ${requests.length} different searches: measuring...`);
    const load = await loadHttpSequence(requests, settings, cpuMeter(pool, databaseIsLocal, gateway.pid));
    if (load.errors > 0) throw new Error(`(p) public search pages: ${load.errors} requests failed (non-2xx, socket errors or timeouts)`);
    logLoad(load);
    // One category's search, the kind of page search engines list, as a phone on a slow network loads it.
    const audit = opts.skipWeb ? null : await medianPageAudit(gateway.baseUrl, `/remote-jobs?${new URLSearchParams({ categories: 'Programming' })}`, LIGHTHOUSE_RUNS);
    const section = publicSearchReport(fixture.jobs, load, opts.connections, os.cpus().length, audit);
    log(`\n${section}\n`);
    await writePublicSearchSection(RESULTS_FILE, section);
    log(`Wrote the public search section of ${path.relative(process.cwd(), RESULTS_FILE)}`);
    const target = PUBLIC_SEARCH_TARGETS.find((t) => t.jobs === fixture.jobs);
    return opts.check && target && load.p95 > target.p95Ms ? 1 : 0;
  } finally {
    await gateway?.stop();
    await db.destroy();
    await pool.end();
  }
}

/** `--only import`: the tracker import alone, on the bench database (no catalogue needed); only its section of RESULTS.md is rewritten. */
async function measureImportAlone(opts: BenchOptions): Promise<number> {
  const result = await measureImport(opts, log);
  log(`\n${importReport(result)}\n`);
  await writeImportSection(RESULTS_FILE, result);
  log(`Wrote the import section of ${path.relative(process.cwd(), RESULTS_FILE)}`);
  return opts.check && !importTargets(result).every((t) => t.met) ? 1 : 0;
}

interface Bench {
  fixture: BenchFixture;
  pool: Pool;
  /** The bench database through TypeORM, as the service holds it: the list engine's pool. */
  db: DataSource;
  databaseIsLocal: boolean;
  settings: LoadSettings;
}

async function prepareDatabase(opts: BenchOptions): Promise<{ fixture: BenchFixture; postgres: string; feedPaths: string[] }> {
  const services = await openBenchServices(opts);
  try {
    // A run killed during the alert scenario leaves its jobs in the catalogue (and its owners).
    await removeAlertLeftovers(services.db);
    const fixture = await prepareFixture(services, opts, log);
    const feedPaths = await prepareSavedSearchFeeds(services, log);
    const [{ server_version: version }] = await services.db.query('SHOW server_version');
    const [{ shared_buffers: buffers }] = await services.db.query('SHOW shared_buffers');
    const [{ huge_pages: hugePages }] = await services.db.query('SHOW huge_pages');
    // What a figure at a million jobs depends on most: how much of the catalogue stays in memory,
    // and whether backends map it in 2 MB pages (6 GB in 4 KB pages cost each backend a page fault
    // per page it first touched and TLB misses after: the long tail's PostgreSQL CPU was 6× higher).
    const postgres = `${version}, shared_buffers ${buffers}${hugePages === 'on' ? ' in huge pages' : ''}`;
    log(
      `Catalogue: ${fixture.jobs} jobs (${fixture.liveJobs} live), ${fixture.viewed} viewed and ${fixture.shortlisted} shortlisted by the bench user\n` +
        `(b) filters on ${fixture.filtered.categories.join(' + ')} and tag "${fixture.filtered.tags[0]}" with viewed jobs hidden: ${fixture.filteredMatches} jobs\n` +
        `(c) searches "${fixture.keyword}": ${fixture.keywordMatches} jobs`,
    );
    return { fixture, postgres, feedPaths };
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
  const { fixture, pool, db } = bench;
  const filteredCriteria = criteriaOf(fixture);
  const http: { key: 'a' | 'b' | 'c' | 'd'; label: string; request: HttpRequest; criteria: JobCriteria; profile: boolean }[] = [
    { key: 'a', label: 'REST, no filter', request: restJobList(session, {}), criteria: { liveOnly: true }, profile: true },
    { key: 'b', label: 'REST, 2 categories + tag + hide viewed', request: restJobList(session, fixture.filtered), criteria: filteredCriteria, profile: true },
    { key: 'c', label: 'REST, keyword', request: restJobList(session, { query: fixture.keyword }), criteria: { query: fixture.keyword, liveOnly: true }, profile: true },
    { key: 'd', label: 'GraphQL, same as (b)', request: graphqlJobList(session, fixture.filtered), criteria: filteredCriteria, profile: false },
  ];
  const scenarios: ScenarioResult[] = [];
  for (const s of http) {
    // Found by the engine just before the request (postings expire by the minute), and the gateway finds it anew too;
    // the load then runs on the answer this request cached, as a user paging through a list does.
    await forgetCachedTotals(redis);
    const expected = await findJobList(db, fixture.userId, s.criteria, FIRST_PAGE);
    const answer = await checkJobList(s.request);
    if (answer.total !== expected.total || answer.totalIsExact !== expected.totalIsExact || answer.rows === 0) {
      throw new Error(
        `(${s.key}) answered ${answer.total} jobs (exact: ${answer.totalIsExact}, ${answer.rows} on the page); ` +
          `the list engine on the bench database says ${expected.total} (exact: ${expected.totalIsExact})`,
      );
    }
    log(`(${s.key}) ${s.label}: measuring...`);
    const load = await loadHttp(s.request, bench.settings, cpuMeter(pool, bench.databaseIsLocal, gateway.pid));
    if (load.errors > 0) throw new Error(`(${s.key}) ${s.label}: ${load.errors} requests failed (non-2xx, socket errors or timeouts)`);
    // The answer after the load too: GraphQL reports failures with status 200.
    await checkJobList(s.request);
    const engine = s.profile ? await timeEngine(db, fixture.userId, s.criteria, FIRST_PAGE) : undefined;
    scenarios.push({ key: s.key, label: s.label, load, engine });
    logLoad(load);
  }
  return scenarios;
}

/**
 * Scenario (e): the floor (b) is compared with, what answers (b) with nothing cached, straight on
 * PostgreSQL: the list engine (findJobList: the page's ids and the total) then the jobs with the
 * caller's flags by id (prepared, as the service prepares it), 10 at once on TypeORM's pool as in
 * the service. (b) itself reads the ids and the total from the list cache once the first request
 * has filled it.
 */
async function measureFloor(bench: Bench): Promise<ScenarioResult> {
  log('(e) list engine and jobs by id of (b), no cache: measuring...');
  const { fixture, db } = bench;
  const criteria = criteriaOf(fixture);
  const load = await loadSql(
    async () => {
      const { ids } = await findJobList(db, fixture.userId, criteria, FIRST_PAGE);
      const jobs = jobsByIdsStatement(fixture.userId, ids);
      return preparedQuery(db, jobs.text, jobs.values);
    },
    bench.settings,
    cpuMeter(bench.pool, bench.databaseIsLocal),
  );
  logLoad(load);
  return { key: 'e', label: 'engine + jobs by id of (b) straight on PostgreSQL', load };
}

/**
 * Scenarios (f) and (g): the long tail, each request another filter, on a gateway whose job-list
 * cache is off, over REST then GraphQL. Then the engine alone over every filter once.
 */
async function measureLongTail(bench: Bench, gateway: GatewayProcess, session: ApiSession, port: number): Promise<LongTailReport> {
  const { fixture, db } = bench;
  const values = await readCatalogueValues(db);
  const filters = buildListFilters(values);
  const kinds: Record<string, number> = {};
  for (const f of filters) kinds[f.kind] = (kinds[f.kind] ?? 0) + 1;
  log(`Long tail: ${filters.length} different filters, job-list cache off (gateway on port ${port})`);
  // Lists and panels alike read a searched keyword's own counts: (f), (g) and (h) measure a site
  // whose users search these keywords every day, so each is searched once first, then built.
  const facetRequests = listRequests(session, filters, restFacets);
  for (const request of facetRequests.slice(0, 3)) await checkFacets(request);
  log('Each keyword searched once (its first panel, timed), then the sweeps build their counts...');
  const keywordPanels = await searchEachKeywordOnce(db, filters, facetRequests, listRequests(session, keywordsAlone(filters), restFacets));
  log(`    ${keywordPanels.keywords} keywords, first panel p50 ${keywordPanels.first.p50.toFixed(1)} ms, max ${keywordPanels.first.max.toFixed(1)} ms; ${keywordPanels.built} built in ${(keywordPanels.buildMs / 1000).toFixed(1)} s`);
  await prewarm(db, log);
  const transports: { key: 'f' | 'g'; label: string; build: ListRequestBuilder }[] = [
    { key: 'f', label: 'REST, long-tail filters, cache off', build: restListPage },
    { key: 'g', label: 'GraphQL, long-tail filters, cache off', build: graphqlListPage },
  ];
  // Both transports' filters for a while first, untimed: a gateway just started (its code not yet
  // optimized by V8, its pool's connections new) served its first 12 s of this load about 15%
  // slower than the next 12 s, on the same filters, which made whichever transport went first
  // look slower. Production gateways run for hours.
  for (const t of transports) await loadHttpSequence(listRequests(session, filters, t.build), { ...bench.settings, seconds: LONG_TAIL_WARMUP_SECONDS });
  const results: ScenarioResult[] = [];
  for (const t of transports) {
    const requests = listRequests(session, filters, t.build);
    // A broken answer fails before the load is timed.
    await replayAndCheck(requests, 3);
    log(`(${t.key}) ${t.label}: measuring...`);
    const load = await loadHttpSequence(requests, bench.settings, cpuMeter(bench.pool, bench.databaseIsLocal, gateway.pid));
    if (load.errors > 0) throw new Error(`(${t.key}) ${t.label}: ${load.errors} requests failed (non-2xx, socket errors or timeouts)`);
    await replayAndCheck(requests, LONG_TAIL_REPLAYS);
    results.push({ key: t.key, label: t.label, load });
    logLoad(load);
  }
  // (h) the filter panel's counts for the same filters, each request another filter.
  log('(h) REST, filter panel counts for long-tail filters, cache off: measuring...');
  const facetLoad = await loadHttpSequence(facetRequests, bench.settings, cpuMeter(bench.pool, bench.databaseIsLocal, gateway.pid));
  if (facetLoad.errors > 0) throw new Error(`(h) filter panel counts: ${facetLoad.errors} requests failed (non-2xx, socket errors or timeouts)`);
  const facets: ScenarioResult = { key: 'h', label: 'REST, filter panel counts for long-tail filters, cache off', load: facetLoad };
  logLoad(facetLoad);
  const fresh = await measureFreshKeywords(bench, gateway, session, values);
  log('Long tail: the engine alone over every filter once...');
  const sweep = await sweepEngine(db, fixture.userId, filters);
  log(`    p50 ${sweep.p50.toFixed(1)} ms, p95 ${sweep.p95.toFixed(1)} ms, max ${sweep.max.toFixed(1)} ms (${sweep.slowest[0]?.filter ?? '-'})`);
  return {
    filters: filters.length,
    kinds,
    pageSize: LONG_TAIL_PAGE_SIZE,
    port,
    rest: results[0],
    graphql: results[1],
    facets,
    keywordPanels,
    fresh,
    replayed: LONG_TAIL_REPLAYS,
    sweep,
  };
}

/**
 * Scenarios (l), (m) and (n): the real tail of what people type (fresh-keywords.ts), a phrase
 * nobody searched before in every request, as lists over REST and GraphQL and as the panel's
 * counts, on the same cache-off gateway as the long tail. No sweep runs between them and nothing
 * builds a keyword's counts meanwhile (the bench gateway runs no workers).
 */
async function measureFreshKeywords(bench: Bench, gateway: GatewayProcess, session: ApiSession, values: CatalogueValues): Promise<FreshKeywordsReport> {
  const phrases = await readFreshVocabulary(bench.db);
  const filters = buildFreshFilters(values, phrases);
  log(`Keywords nobody searched before: ${phrases.length.toLocaleString('en')} phrases from the catalogue's titles and tags, none counted`);
  const scenarios: { key: 'l' | 'm' | 'n'; label: string; build: ListRequestBuilder }[] = [
    { key: 'l', label: 'REST, keywords nobody searched before, cache off', build: restListPage },
    { key: 'm', label: 'GraphQL, keywords nobody searched before, cache off', build: graphqlListPage },
    { key: 'n', label: 'REST, filter panel counts, keywords nobody searched before, cache off', build: restFacets },
  ];
  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    const requests = listRequests(session, filters, scenario.build);
    if (scenario.key === 'n') for (const request of requests.slice(0, 3)) await checkFacets(request);
    else await replayAndCheck(requests, 3);
    log(`(${scenario.key}) ${scenario.label}: measuring...`);
    const load = await loadHttpSequence(requests, bench.settings, cpuMeter(bench.pool, bench.databaseIsLocal, gateway.pid));
    if (load.errors > 0) throw new Error(`(${scenario.key}) ${scenario.label}: ${load.errors} requests failed (non-2xx, socket errors or timeouts)`);
    results.push({ key: scenario.key, label: scenario.label, load });
    logLoad(load);
  }
  return { phrases: phrases.length, rest: results[0], graphql: results[1], facets: results[2] };
}

async function measureAdversarialSet(bench: Bench): Promise<AdversarialResult[]> {
  const { fixture, db } = bench;
  log('Adversarial filters: picking them from the catalogue...');
  const cases = await buildAdversarialCases(db, {
    filter: `categories ${fixture.filtered.categories.join(' + ')}, tag "${fixture.filtered.tags[0]}", hide viewed`,
    criteria: criteriaOf(fixture),
  });
  log(`Adversarial filters: ${cases.length}, each alone (findJobList, median of 5):`);
  return measureAdversarial(db, fixture.userId, cases, log);
}

/**
 * Scenario (i): public job pages, each request another live public job, as crawlers and visitors
 * from search results ask for them (the gateway renders each; nothing in front caches them).
 */
async function measurePublicPages(bench: Bench, gateway: GatewayProcess, requests: HttpRequest[]): Promise<ScenarioResult> {
  await checkPublicPages(requests, 20);
  log(`(i) public job pages, ${requests.length} different jobs: measuring...`);
  const load = await loadHttpSequence(requests, bench.settings, cpuMeter(bench.pool, bench.databaseIsLocal, gateway.pid));
  if (load.errors > 0) throw new Error(`(i) public job pages: ${load.errors} requests failed (non-2xx, socket errors or timeouts)`);
  logLoad(load);
  return { key: 'i', label: `public job pages, ${requests.length} different jobs`, load };
}

/**
 * Scenarios (j) and (k): saved searches' feeds (issue 22), each request another search's feed in
 * one of its three formats, as feed readers poll them; then the same feeds revalidated with their
 * ETags, answered 304. On the same gateway as (a)–(i), its job-list cache on as deployed.
 */
async function measureFeeds(bench: Bench, gateway: GatewayProcess, requests: HttpRequest[]): Promise<ScenarioResult[]> {
  const revalidate = await checkFeedsAndRevalidate(requests);
  const searches = requests.length / 3;
  log(`(j) saved-search feeds, ${searches} searches × 3 formats: measuring...`);
  const feeds = await loadHttpSequence(requests, bench.settings, cpuMeter(bench.pool, bench.databaseIsLocal, gateway.pid));
  if (feeds.errors > 0) throw new Error(`(j) saved-search feeds: ${feeds.errors} requests failed (non-2xx, socket errors or timeouts)`);
  logLoad(feeds);
  log(`(k) the same feeds revalidated (If-None-Match): measuring...`);
  const unchanged = await loadHttpSequence(revalidate, bench.settings, cpuMeter(bench.pool, bench.databaseIsLocal, gateway.pid), (status) => status === 304);
  if (unchanged.errors > 0) throw new Error(`(k) revalidated feeds: ${unchanged.errors} requests did not answer 304`);
  logLoad(unchanged);
  return [
    { key: 'j', label: `saved-search feeds, ${searches} searches × 3 formats`, load: feeds },
    { key: 'k', label: `saved-search feeds revalidated, 304`, load: unchanged },
  ];
}

async function measureWeb(baseUrl: string, session: WebSession, publicPagePath: string): Promise<NonNullable<BenchReport['web']>> {
  log('Web: JavaScript of the remote-jobs route...');
  const javascript = await measureRouteJavaScript(baseUrl, session);
  const lighthouse: LighthouseRun[] = [];
  for (const preset of ['mobile', 'desktop'] as const) {
    log(`Web: Lighthouse (${preset}), median of ${LIGHTHOUSE_RUNS} runs...`);
    lighthouse.push(await medianLighthouse(baseUrl, session, preset, LIGHTHOUSE_RUNS));
  }
  log(`Web: Lighthouse on a public job page (mobile; performance, accessibility, best practices, SEO), median of ${LIGHTHOUSE_RUNS} runs...`);
  const publicJobPage = await medianPageAudit(baseUrl, publicPagePath, LIGHTHOUSE_RUNS);
  return { javascript, lighthouse, publicJobPage };
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
