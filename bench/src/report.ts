import type { IngestionResult } from './ingestion-bench';
import type { NewsletterResult } from './newsletter-bench';
import type { BenchFixture } from './bench-database';
import type { MemoryUsage } from './gateway-process';
import type { LoadResult } from './load';
import type { StatementTime, StatementTimes } from './sql-profile';
import type { LighthouseRun, RouteJavaScript } from './web-audit';

export type ScenarioKey = 'a' | 'b' | 'c' | 'd' | 'e';

export interface ScenarioResult {
  key: ScenarioKey;
  label: string;
  load: LoadResult;
  /** The statements' own execution time, for the scenarios that map onto one job page. */
  sql?: StatementTimes;
}

export interface BenchReport {
  date: Date;
  machine: { cpus: number; cpuModel: string; memoryBytes: number; os: string };
  node: string;
  postgres: string;
  settings: { seconds: number; warmupSeconds: number; connections: number };
  fixture: BenchFixture;
  scenarios: ScenarioResult[];
  gatewayMemory: { idle: MemoryUsage; afterLoad: MemoryUsage };
  web: { javascript: RouteJavaScript; lighthouse: LighthouseRun[] } | null;
  ingestion: IngestionResult | null;
  newsletter: NewsletterResult | null;
}

interface Target {
  name: string;
  measured: string;
  goal: string;
  /** null when it was not measured in this run. */
  pass: boolean | null;
}

const MIB = 1024 * 1024;
// Bundle budgets are conventionally decimal, as Vite prints them.
const KB = 1000;

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-');
const perSecond = (v: number) => v.toFixed(0);
const mib = (bytes: number) => `${(bytes / MIB).toFixed(0)} MiB`;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const planAndRun = (t: StatementTime) => `${t.planning.toFixed(1)} + ${t.execution.toFixed(1)}`;
const verdict = (pass: boolean | null) => (pass === null ? 'not measured' : pass ? 'PASS' : 'FAIL');

function scenario(report: BenchReport, key: ScenarioKey): ScenarioResult {
  const found = report.scenarios.find((s) => s.key === key);
  if (!found) throw new Error(`Scenario (${key}) has no result`);
  return found;
}

export function ratios(report: BenchReport): { filteredOverFloor: number; graphqlOverRest: number } {
  const b = scenario(report, 'b').load;
  return { filteredOverFloor: b.p50 / scenario(report, 'e').load.p50, graphqlOverRest: scenario(report, 'd').load.p50 / b.p50 };
}

export function targets(report: BenchReport): Target[] {
  const b = scenario(report, 'b').load;
  const { filteredOverFloor, graphqlOverRest } = ratios(report);
  const peak = report.gatewayMemory.afterLoad.peakRss;
  const mobile = report.web?.lighthouse.find((l) => l.preset === 'mobile');
  return [
    { name: '(b) p95 latency', measured: `${ms(b.p95)} ms`, goal: '≤ 50 ms', pass: b.p95 <= 50 },
    { name: '(b) throughput', measured: `${perSecond(b.requestsPerSecond)} req/s`, goal: '≥ 400 req/s', pass: b.requestsPerSecond >= 400 },
    { name: '(b)/(e) p50, gateway over bare SQL', measured: filteredOverFloor.toFixed(2), goal: '≤ 3', pass: filteredOverFloor <= 3 },
    { name: '(d)/(b) p50, GraphQL over REST', measured: graphqlOverRest.toFixed(2), goal: '≤ 1.3', pass: graphqlOverRest <= 1.3 },
    { name: 'gateway peak RSS (VmHWM)', measured: mib(peak), goal: '≤ 300 MiB', pass: peak <= 300 * MIB },
    {
      name: 'JavaScript of the remote-jobs route, gzipped',
      measured: report.web ? kb(report.web.javascript.gzipBytes) : '-',
      goal: '≤ 200 KB',
      pass: report.web ? report.web.javascript.gzipBytes <= 200 * KB : null,
    },
    {
      name: 'Ingestion, first run (normalize + upsert)',
      measured: report.ingestion ? `${perSecond(report.ingestion.firstRun.perSecond)} postings/s` : '-',
      goal: '≥ 3,000 postings/s',
      pass: report.ingestion ? report.ingestion.firstRun.perSecond >= 3000 : null,
    },
    {
      name: 'Ingestion, unchanged re-run',
      measured: report.ingestion ? `${perSecond(report.ingestion.rerun.perSecond)} postings/s` : '-',
      goal: '≥ 10,000 postings/s',
      pass: report.ingestion ? report.ingestion.rerun.perSecond >= 10000 : null,
    },
    {
      name: 'Newsletter digest build, 100k subscribers × 5k jobs',
      measured: report.newsletter ? `${report.newsletter.build.seconds.toFixed(1)} s` : '-',
      goal: '≤ 60 s',
      pass: report.newsletter ? report.newsletter.build.seconds <= 60 : null,
    },
    {
      name: 'Newsletter worker peak RSS during the build',
      measured: report.newsletter ? mib(report.newsletter.build.workerPeakRss) : '-',
      goal: '≤ 400 MiB',
      pass: report.newsletter ? report.newsletter.build.workerPeakRss <= 400 * MIB : null,
    },
    {
      name: 'Mail send through the queue to SMTP',
      measured: report.newsletter ? `${perSecond(report.newsletter.send.perSecond)} messages/s` : '-',
      goal: '≥ 200 messages/s',
      pass: report.newsletter ? report.newsletter.send.perSecond >= 200 : null,
    },
    {
      name: 'Lighthouse performance (mobile)',
      measured: mobile ? String(mobile.score) : '-',
      goal: '≥ 90',
      pass: mobile ? mobile.score >= 90 : null,
    },
  ];
}

function table(header: string[], rows: string[][], markdown: boolean): string {
  if (markdown) {
    const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
    const rule = header.map((_, i) => (i === 0 ? '---' : '---:'));
    return [line(header), line(rule), ...rows.map(line)].join('\n');
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function sections(report: BenchReport, markdown: boolean): string[] {
  const { fixture, settings } = report;
  const heading = (text: string) => (markdown ? `## ${text}` : `== ${text}`);
  const out: string[] = [];

  out.push(
    [
      `Date: ${report.date.toISOString()}`,
      `Machine: ${report.machine.cpus} cores (${report.machine.cpuModel}), ${mib(report.machine.memoryBytes)} memory, ${report.machine.os}`,
      `Node ${report.node}, PostgreSQL ${report.postgres}; load generator, gateway and database share the machine`,
      `Catalogue: ${fixture.jobs.toLocaleString('en')} jobs (${fixture.liveJobs.toLocaleString('en')} live); bench user with ${fixture.viewed.toLocaleString('en')} viewed and ${fixture.shortlisted} shortlisted jobs`,
      `Load: ${settings.connections} connections for ${settings.seconds} s per scenario after a ${settings.warmupSeconds} s warm-up that is discarded`,
      `(b) filter: categories ${fixture.filtered.categories.join(' + ')}, tag "${fixture.filtered.tags[0]}", hide viewed jobs: ${fixture.filteredMatches.toLocaleString('en')} matching live jobs`,
      `(c) keyword: "${fixture.keyword}": ${fixture.keywordMatches.toLocaleString('en')} matching live jobs`,
      `Indexes on jobs: ${fixture.jobIndexes.join(', ')}`,
    ]
      .map((l) => (markdown ? `- ${l}` : l))
      .join('\n'),
  );

  out.push(heading('Job list latency and throughput'));
  out.push(
    table(
      ['scenario', 'p50 ms', 'p95 ms', 'req/s', 'requests', 'errors', 'gateway CPU ms/req', 'PostgreSQL CPU ms/req', 'other CPU', 'page ids SQL ms', 'count SQL ms'],
      report.scenarios.map((s) => [
        `(${s.key}) ${s.label}`,
        ms(s.load.p50),
        ms(s.load.p95),
        perSecond(s.load.requestsPerSecond),
        String(s.load.requests),
        String(s.load.errors),
        s.load.cpuPerRequest && s.key !== 'e' ? ms(s.load.cpuPerRequest.gateway) : '',
        s.load.cpuPerRequest ? ms(s.load.cpuPerRequest.database) : '',
        s.load.otherCpuShare !== undefined ? `${(s.load.otherCpuShare * 100).toFixed(0)}%` : '',
        s.sql ? planAndRun(s.sql.page) : '',
        s.sql ? planAndRun(s.sql.count) : '',
      ]),
      markdown,
    ),
  );
  const { filteredOverFloor, graphqlOverRest } = ratios(report);
  out.push(
    [
      `(b)/(e) p50 ratio: ${filteredOverFloor.toFixed(2)}; (d)/(b) p50 ratio: ${graphqlOverRest.toFixed(2)}`,
      `CPU columns: user + system time during the measured run, per request, of the gateway process and of the bench database's PostgreSQL backends; ${report.machine.cpus} cores give ${report.machine.cpus * 1000} CPU ms per second, shared with the load generator. "other CPU" is the share of the machine that other processes used meanwhile: above a few percent, the run was disturbed`,
      `SQL columns: planning + execution time PostgreSQL reports for each statement alone (EXPLAIN ANALYZE, median of 5, no other load)`,
      `Gateway memory: idle RSS ${mib(report.gatewayMemory.idle.rss)}; after the load RSS ${mib(report.gatewayMemory.afterLoad.rss)}, peak (VmHWM) ${mib(report.gatewayMemory.afterLoad.peakRss)}`,
    ]
      .map((l) => (markdown ? `- ${l}` : l))
      .join('\n'),
  );

  out.push(heading('Web app: remote-jobs page'));
  if (!report.web) {
    out.push('Not measured in this run (--skip-web).');
  } else {
    const { javascript, lighthouse } = report.web;
    out.push(
      table(
        ['script', 'gzip', 'as sent', 'encoding'],
        [
          ...javascript.scripts.map((s) => [s.path, kb(s.gzipBytes), kb(s.transferredBytes), s.encoding]),
          ['total', kb(javascript.gzipBytes), kb(javascript.transferredBytes), ''],
        ],
        markdown,
      ),
    );
    out.push(
      table(
        ['Lighthouse', 'score (median)', 'all runs', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'Speed Index ms', 'CPU benchmark'],
        lighthouse.map((l) => [
          l.preset,
          String(l.score),
          l.scores.join(', '),
          l.metrics.fcp.toFixed(0),
          l.metrics.lcp.toFixed(0),
          l.metrics.tbt.toFixed(0),
          l.metrics.cls.toFixed(3),
          l.metrics.speedIndex.toFixed(0),
          l.benchmarkIndex.toFixed(0),
        ]),
        markdown,
      ),
    );
    out.push('Lighthouse 12 in the system Chromium, simulated throttling; the mobile preset (the default) is the target, desktop is for reference.');
    const warnings = lighthouse.flatMap((l) => l.warnings.map((w) => `Lighthouse (${l.preset}) warned: ${w}`));
    if (warnings.length) out.push(warnings.map((w) => (markdown ? `- ${w}` : w)).join('\n'));
  }

  out.push(heading('Job-board ingestion'));
  if (!report.ingestion) {
    out.push('Not measured in this run (--skip-ingestion).');
  } else {
    const i = report.ingestion;
    const row = (name: string, p: IngestionResult['firstRun']) => [
      name,
      p.postings.toLocaleString('en'),
      p.seconds.toFixed(2),
      p.parseSeconds.toFixed(2),
      perSecond(p.perSecond),
    ];
    out.push(
      table(
        ['pass', 'postings', 'seconds', 'in the adapter s', 'postings/s'],
        [row('first run (all new)', i.firstRun), row('re-run (all unchanged)', i.rerun)],
        markdown,
      ),
    );
    out.push(
      [
        `${i.postings.toLocaleString('en')} generated postings in ${i.payloads} RemoteOK-format payloads of up to 500, read by the RemoteOK adapter and upserted through ingestPayload, two payloads in flight as the worker runs two boards at once, on a database of their own (remotehunt_bench_ingest); the re-run normalizes nothing (every raw fingerprint is already stored)`,
        `One board through the queue (enqueue, fetch over HTTP, parse, store, record the run): ${i.queue.postings.toLocaleString('en')} postings in ${i.queue.seconds.toFixed(2)} s (${perSecond(i.queue.perSecond)} postings/s), run ${i.queue.status}`,
      ]
        .map((l) => (markdown ? `- ${l}` : l))
        .join('\n'),
    );
  }

  out.push(heading('Newsletter digests and mail'));
  if (!report.newsletter) {
    out.push('Not measured in this run (--skip-newsletter).');
  } else {
    const n = report.newsletter;
    out.push(
      table(
        ['step', 'count', 'seconds', 'per second', 'worker peak RSS'],
        [
          ['digest build (match, digests, messages, queue)', `${n.subscribers.toLocaleString('en')} subscribers`, n.build.seconds.toFixed(1), perSecond(n.build.subscribersPerSecond), mib(n.build.workerPeakRss)],
          ['send (render, SMTP, record)', `${n.send.messages.toLocaleString('en')} messages`, n.send.seconds.toFixed(1), perSecond(n.send.perSecond), mib(n.send.workerPeakRss)],
        ],
        markdown,
      ),
    );
    out.push(
      [
        `${n.subscribers.toLocaleString('en')} daily subscribers (1–3 categories, up to 3 of the catalogue's commonest tags as keywords for four in five, 20 countries) against ${n.jobs.toLocaleString('en')} new generated jobs, on a database of their own (remotehunt_bench_newsletter); the build runs in the real worker process (npm run worker, WORKER_QUEUES=newsletter) and made ${n.build.digests.toLocaleString('en')} digests`,
        `Send: digest emails (each rendered from its digest's jobs) through the mail queue by the worker (MAIL_CONCURRENCY 50, 5 pooled SMTP connections) to a local SMTP server that accepts and counts; timed over ${n.send.messages.toLocaleString('en')} messages after the first 500`,
      ]
        .map((l) => (markdown ? `- ${l}` : l))
        .join('\n'),
    );
  }

  out.push(heading('Targets'));
  const checked = targets(report);
  out.push(table(['target', 'measured', 'goal', 'result'], checked.map((t) => [t.name, t.measured, t.goal, verdict(t.pass)]), markdown));
  const measured = checked.filter((t) => t.pass !== null);
  out.push(`${measured.filter((t) => t.pass).length} of ${measured.length} measured targets met.`);
  return out;
}

export function consoleReport(report: BenchReport): string {
  return sections(report, false).join('\n\n');
}

export function markdownReport(report: BenchReport): string {
  return [
    '# RemoteHunt benchmark results',
    'Written by `npm run bench` (see bench/README.md); every run replaces this file.',
    ...sections(report, true),
  ].join('\n\n') + '\n';
}

export function allTargetsMet(report: BenchReport): boolean {
  return targets(report).every((t) => t.pass !== false);
}
