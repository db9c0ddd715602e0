import { openAsBlob } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Services } from '@remotehunt/services/app/services';
import { selfOwner } from '@remotehunt/services/auth/authorization';
import { benchEnvironment, openBenchServices } from './bench-database';
import type { BenchOptions } from './bench-options';
import { GatewayProcess, type MemoryUsage } from './gateway-process';
import { Draw } from './prng';

/**
 * Importing into the tracker (issue 47): a Huntr-shaped CSV of 1,000, 10,000 and 20,000 (the most
 * one file may hold) generated applications, uploaded then imported through the real gateway, each
 * size in a gateway process of its own so its peak RSS (VmHWM) is the import's; then the same
 * import once more, which must add nothing. A gateway's peak RSS says as much about when V8 chose
 * to collect as about what the import held, so each size is also imported once in this process
 * through the service, collecting every 25 ms: the most the heap held after a collection is what
 * the import keeps alive. Targets: 10,000 rows in ≤ 30 s, the gateway's peak within its 300 MiB,
 * and a live heap that does not grow with the file (20,000 rows within 16 MiB of 1,000).
 */

export const IMPORT_SIZES = [1_000, 10_000, 20_000] as const;
const TARGET_SECONDS_10K = 30;
const GATEWAY_PEAK_MIB = 300;
const FLAT_HEAP_MIB = 16;
const HEAP_SAMPLE_MS = 25;
const IMPORT_USER = { name: 'Bench Importer', email: 'bench-import@remotehunt.local', password: 'bench-import-password-2024' };
const SECTION_START = '<!-- import-bench:start -->';
const SECTION_END = '<!-- import-bench:end -->';

export interface ImportRun {
  rows: number;
  fileBytes: number;
  uploadMs: number;
  runMs: number;
  againMs: number;
  imported: number;
  skippedAgain: number;
  /** The gateway signed in and idle, before the upload. */
  before: MemoryUsage;
  after: MemoryUsage;
  /** In this process: the most the heap held after a collection during upload and import, over what it held before. */
  liveHeapBytes: number;
}

export interface ImportBenchResult {
  date: Date;
  runs: ImportRun[];
}

export async function measureImport(opts: BenchOptions, log: (line: string) => void): Promise<ImportBenchResult> {
  const services = await openBenchServices(opts);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rh-import-bench-'));
  const runs: ImportRun[] = [];
  try {
    const userId = await ensureImporter(services.accounts, services.db);
    for (const rows of IMPORT_SIZES) {
      await services.db.query(`DELETE FROM applied_jobs WHERE user_id = $1`, [userId]);
      const file = path.join(dir, `huntr-${rows}.csv`);
      await writeFile(file, huntrCsv(rows));
      log(`Import: ${rows.toLocaleString('en-US')} rows, live heap in this process...`);
      const liveHeapBytes = await liveHeapDuring(services, userId, file);
      await services.db.query(`DELETE FROM applied_jobs WHERE user_id = $1`, [userId]);
      log(`Import: ${rows.toLocaleString('en-US')} rows, a gateway of its own...`);
      const run = { ...(await importOnce(opts, userId, file, rows)), liveHeapBytes };
      runs.push(run);
      log(`    upload ${(run.uploadMs / 1000).toFixed(2)} s, import ${(run.runMs / 1000).toFixed(2)} s, again ${(run.againMs / 1000).toFixed(2)} s, peak RSS ${mib(run.after.peakRss)} MiB, live heap +${mib(liveHeapBytes, 1)} MiB`);
    }
    await services.db.query(`DELETE FROM applied_jobs WHERE user_id = $1`, [userId]);
  } finally {
    await rm(dir, { recursive: true, force: true });
    await services.close();
  }
  return { date: new Date(), runs };
}

/** The service's upload and import of `file` in this process, collecting every HEAP_SAMPLE_MS: the most the heap then held over what it held before. */
async function liveHeapDuring(services: Services, userId: string, file: string): Promise<number> {
  const gc = exposedGc();
  const owner = selfOwner({ userId, sessionId: 'bench-import', isAdmin: false, isRecruiter: false, hasAppAccess: true });
  // The upload's spool file, as multer leaves it: the service reads it, the transport removes it.
  const spooled = `${file}.spooled`;
  await copyFile(file, spooled);
  gc();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const sample = setInterval(() => {
    gc();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, HEAP_SAMPLE_MS);
  try {
    const upload = await services.trackingImport.upload(owner, { file: { path: spooled, size: (await stat(spooled)).size, originalName: path.basename(file) } });
    await services.trackingImport.run(owner, upload.importId, {});
  } finally {
    clearInterval(sample);
    await rm(spooled, { force: true });
  }
  return peak - before;
}

/** This process's gc(), as `node --expose-gc` gives it: V8 hands it to code compiled after the flag is set. */
function exposedGc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

async function importOnce(opts: BenchOptions, userId: string, file: string, rows: number): Promise<Omit<ImportRun, 'liveHeapBytes'>> {
  const gateway = await GatewayProcess.start(benchEnvironment(opts), opts.port);
  try {
    const token = await signIn(gateway.baseUrl);
    const base = `${gateway.baseUrl}/api/v1/users/${userId}/applied_jobs/imports`;
    const headers = { authorization: `Bearer ${token}` };
    const before = await gateway.memory();
    const form = new FormData();
    form.append('file', await openAsBlob(file, { type: 'text/csv' }), path.basename(file));
    let started = performance.now();
    const uploaded = (await call(fetch(base, { method: 'POST', headers, body: form }), 201)) as { importId: string; rows: number; format: string };
    const uploadMs = performance.now() - started;
    if (uploaded.rows !== rows || uploaded.format !== 'huntr') throw new Error(`The upload read ${uploaded.rows} rows as ${uploaded.format}, not ${rows} as huntr`);
    const run = () => call(fetch(`${base}/${uploaded.importId}/run`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' }), 200);
    started = performance.now();
    const first = (await run()) as { imported: number; skipped: number; failedCount: number };
    const runMs = performance.now() - started;
    if (first.imported !== rows || first.failedCount) throw new Error(`The import answered ${JSON.stringify(first)}, not ${rows} imported`);
    started = performance.now();
    const again = (await run()) as { imported: number; skipped: number };
    const againMs = performance.now() - started;
    if (again.imported !== 0 || again.skipped !== rows) throw new Error(`Importing again answered ${JSON.stringify(again)}, not ${rows} skipped`);
    return { rows, fileBytes: (await readFile(file)).length, uploadMs, runMs, againMs, imported: first.imported, skippedAgain: again.skipped, before, after: await gateway.memory() };
  } finally {
    await gateway.stop();
  }
}

async function call(response: Promise<Response>, status: number): Promise<unknown> {
  const res = await response;
  if (res.status !== status) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

async function ensureImporter(accounts: { signUp(input: object): Promise<{ userId: string }> }, db: { query(sql: string, values: unknown[]): Promise<{ id: string }[]> }): Promise<string> {
  const [existing] = await db.query('SELECT id FROM users WHERE lower(email) = $1', [IMPORT_USER.email]);
  if (existing) return existing.id;
  return (await accounts.signUp({ ...IMPORT_USER, acceptTerms: true })).userId;
}

async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: IMPORT_USER.email, password: IMPORT_USER.password }),
  });
  if (!res.ok) throw new Error(`Signing the import user in answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

const LISTS = { Wishlist: 2, Applied: 10, Interview: 4, Offer: 1, Rejected: 5 } as const;
const TITLES = ['Frontend Engineer', 'Backend Engineer', 'Data Engineer', 'Product Designer', 'Platform Engineer', 'Support Engineer', 'Engineering Manager'];
const PLACES = ['Remote', 'Remote (US)', 'Remote (EU)', '"Berlin, Germany"', '"London, UK"', '"Austin, TX"'];

/** Huntr's export as the fixtures have it, every row another job (its own link), a note on one in three; the same file for a size every run. */
export function huntrCsv(rows: number): string {
  const draw = new Draw(rows);
  const lines = ['Job Title,Company,Job URL,Location,Salary,List,Board,Date Added,Date Applied,Notes'];
  for (let i = 1; i <= rows; i++) {
    const list = draw.weighted(LISTS);
    const added = new Date(Date.UTC(2023, 0, 1) + draw.int(0, 500) * 86_400_000);
    const applied = new Date(added.getTime() + draw.int(0, 7) * 86_400_000);
    const day = (d: Date) => `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
    const note = draw.chance(1 / 3) ? `"Spoke with the recruiter on ${day(applied)}.\nNext: ""${draw.pick(TITLES)}"" loop, ${draw.int(2, 5)} rounds."` : '';
    lines.push(
      [
        draw.pick(TITLES),
        `Company ${i}`,
        `https://jobs.company-${i}.example/openings/${draw.int(1000, 9999)}`,
        draw.pick(PLACES),
        draw.chance(0.5) ? `"$${draw.int(80, 200)},000"` : '',
        list,
        'Job Search',
        day(added),
        list === 'Wishlist' ? '' : day(applied),
        note,
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

const mib = (bytes: number, digits = 0) => Number((bytes / 1024 / 1024).toFixed(digits));

export function importTargets(result: ImportBenchResult): { label: string; measured: string; goal: string; met: boolean }[] {
  const at = (rows: number) => result.runs.find((r) => r.rows === rows);
  const tenK = at(10_000);
  const smallest = result.runs[0];
  const largest = result.runs[result.runs.length - 1];
  const growth = mib(largest.liveHeapBytes - smallest.liveHeapBytes, 1);
  return [
    ...(tenK
      ? [
          { label: 'Import of 10,000 CSV rows', measured: `${(tenK.runMs / 1000).toFixed(1)} s`, goal: `≤ ${TARGET_SECONDS_10K} s`, met: tenK.runMs <= TARGET_SECONDS_10K * 1000 },
          { label: 'Gateway peak RSS (VmHWM), 10,000 rows', measured: `${mib(tenK.after.peakRss)} MiB`, goal: `≤ ${GATEWAY_PEAK_MIB} MiB`, met: mib(tenK.after.peakRss) <= GATEWAY_PEAK_MIB },
        ]
      : []),
    {
      label: `Live heap, ${largest.rows.toLocaleString('en-US')} rows over ${smallest.rows.toLocaleString('en-US')}`,
      measured: `${growth >= 0 ? '+' : ''}${growth} MiB`,
      goal: `≤ ${FLAT_HEAP_MIB} MiB (does not grow with the file)`,
      met: growth <= FLAT_HEAP_MIB,
    },
  ];
}

export function importReport(result: ImportBenchResult): string {
  const rowsOf = result.runs.map((r) =>
    [
      r.rows.toLocaleString('en-US'),
      `${(r.fileBytes / 1024 / 1024).toFixed(1)} MB`,
      (r.uploadMs / 1000).toFixed(2),
      (r.runMs / 1000).toFixed(2),
      Math.round(r.rows / (r.runMs / 1000)).toLocaleString('en-US'),
      (r.againMs / 1000).toFixed(2),
      `${mib(r.before.rss)} MiB`,
      `${mib(r.after.peakRss)} MiB`,
      `+${mib(r.liveHeapBytes, 1)} MiB`,
    ].join(' | '),
  );
  const targets = importTargets(result).map((t) => `| ${t.label} | ${t.measured} | ${t.goal} | ${t.met ? 'PASS' : 'FAIL'} |`);
  return [
    SECTION_START,
    '## Import into the tracker (issue 47)',
    '',
    '| rows | file | upload s | import s | rows/s | again s | gateway RSS before | gateway peak RSS | live heap |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rowsOf.map((row) => `| ${row} |`),
    '',
    `- ${result.date.toISOString()}: a Huntr-shaped CSV of generated applications (every row its own link, Wishlist rows saved for later, a two-line note on one in three), uploaded (spooled, read through once, stored) then imported over REST through the real gateway (\`NODE_ENV=production\`, workers off), each size in a gateway process of its own; "again" imports the same upload once more, which adds nothing (every row skipped). Peak RSS is the gateway's VmHWM after both; the file is streamed, 500 rows to a statement`,
    `- "live heap": the same upload and import through the service in the bench process, collecting every ${HEAP_SAMPLE_MS} ms: the most the heap held after a collection, over what it held before. The gateway's RSS also holds what V8 had not yet collected, which grows with the work done, not with what the import keeps`,
    '- `npm run bench -- --only import` runs this alone and rewrites only this section',
    '',
    '| target | measured | goal | result |',
    '| --- | ---: | --- | --- |',
    ...targets,
    SECTION_END,
  ].join('\n');
}

/** Puts this section into RESULTS.md in place of the last one (before Targets the first time), leaving the rest as it is. */
export async function writeImportSection(resultsFile: string, result: ImportBenchResult): Promise<void> {
  const text = await readFile(resultsFile, 'utf8').catch(() => '# RemoteHunt benchmark results\n');
  const section = importReport(result);
  const start = text.indexOf(SECTION_START);
  const end = text.indexOf(SECTION_END);
  let next: string;
  if (start >= 0 && end > start) next = `${text.slice(0, start)}${section}${text.slice(end + SECTION_END.length)}`;
  else if (text.includes('\n## Targets')) next = text.replace('\n## Targets', `\n${section}\n\n## Targets`);
  else next = `${text.trimEnd()}\n\n${section}\n`;
  await writeFile(resultsFile, next);
}
