import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findAdapter } from '../adapters';
import type { BoardAdapter } from '../board-adapter';
import { main } from '../feeds-check';
import { checkFeeds, feedsCheckExitCode } from '../feeds-checker';
import { REMOTIVE_FEED, WORKINGNOMADS_FEED } from './fixtures/json-boards.fixture';
import { REMOTEOK_FEED } from './fixtures/remoteok.fixture';
import { RECORDED_FEEDS, requireRecordedFeeds } from './recorded-feeds';
import { WWR_FEED } from './fixtures/weworkremotely.fixture';

let dir: string;

function write(path: string, body: string) {
  const file = join(dir, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, body);
}

function run(args: string[]) {
  const lines: string[] = [];
  const code = main(args, (line) => lines.push(...line.split('\n')));
  return { code, lines, last: lines.at(-1) };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'feeds-check-'));
  write('SOURCES.md', '# not a feed');
  write('remoteok/sample.json', REMOTEOK_FEED);
  write('weworkremotely/sample.xml', WWR_FEED);
  write('remotive/sample.json', REMOTIVE_FEED);
  write('workingnomads/sample.json', WORKINGNOMADS_FEED);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('feeds-check', () => {
  it('reports each feed file and ends with the totals, exiting 0 when nothing failed', () => {
    const { code, lines, last } = run([dir]);
    expect(code).toBe(0);
    // remoteok 2+5, weworkremotely 3+2, remotive 2+1, workingnomads 2+1
    expect(last).toBe('postings: 18, ingested: 9, skipped: 9, failed: 0');
    expect(lines).toContain(
      'remotive/sample.json: postings 3, ingested 2, skipped 1, failed 0 (skipped: missing company name ×1)',
    );
    expect(lines.find((l) => l.startsWith('remoteok/sample.json'))).toContain('missing title ×1');
    expect(lines.some((l) => l.includes('SOURCES.md'))).toBe(false);
  });

  it('exits non-zero for a file that cannot be parsed, still ending with the totals', () => {
    write('jobicy/garbage.json', '<html>502 Bad Gateway</html>');
    const { code, lines, last } = run([dir]);
    expect(code).toBe(1);
    expect(lines.find((l) => l.startsWith('jobicy/garbage.json'))).toMatch(/UNREADABLE: jobicy: the payload is not JSON/);
    expect(last).toBe('postings: 18, ingested: 9, skipped: 9, failed: 0');
  });

  it('mentions files in folders no adapter is named for without counting them', () => {
    write('monster/feed.json', '[]');
    const { code, lines } = run([dir]);
    expect(code).toBe(0);
    expect(lines).toContain('monster/feed.json: ignored (no adapter named "monster")');
  });

  it('exits 2 with usage for a missing or wrong argument', () => {
    expect(run([]).code).toBe(2);
    expect(run([join(dir, 'nope')]).lines[0]).toMatch(/^Not a directory/);
    expect(run([join(dir, 'nope')]).code).toBe(2);
  });
});

const RECORD_KEYS = ['board', 'eligibility', 'externalId', 'jobType', 'salary', 'seniority', 'title'];

function runJson(args: string[]) {
  const out: string[] = [];
  const report: string[] = [];
  const code = main(args, (line) => out.push(line), (line) => report.push(line));
  return { code, records: out.map((line) => JSON.parse(line) as Record<string, unknown>), report };
}

function expectRecordShape(record: Record<string, unknown>) {
  expect(Object.keys(record).filter((k) => k !== 'skipped').sort()).toEqual(RECORD_KEYS);
  const eligibility = record.eligibility as { anywhere: boolean; countries: string[]; timezones: { minUtcOffset: number; maxUtcOffset: number } | null };
  expect(Object.keys(eligibility).sort()).toEqual(['anywhere', 'countries', 'timezones']);
  expect(typeof eligibility.anywhere).toBe('boolean');
  expect(eligibility.countries).toEqual([...eligibility.countries].sort());
  for (const code of eligibility.countries) expect(code).toMatch(/^[A-Z]{2}$/);
  if (eligibility.timezones) {
    expect(Object.keys(eligibility.timezones).sort()).toEqual(['maxUtcOffset', 'minUtcOffset']);
    expect(eligibility.timezones.minUtcOffset).toBeLessThanOrEqual(eligibility.timezones.maxUtcOffset);
  }
  if (record.salary !== null) {
    expect(Object.keys(record.salary as object).sort()).toEqual(['annualUsdMax', 'annualUsdMin', 'currency', 'max', 'min', 'period']);
  }
}

describe('feeds-check --json', () => {
  it('prints one JSON object per posting read, skipped ones with their reason, and the report on the other stream', () => {
    const { code, records, report } = runJson([dir, '--json']);
    expect(code).toBe(0);
    expect(records).toHaveLength(18);
    records.forEach(expectRecordShape);
    expect(records.filter((r) => r.skipped)).toHaveLength(9);
    expect(records.find((r) => r.board === 'remotive' && r.skipped)).toMatchObject({ skipped: 'missing company name', title: null, salary: null });
    expect(new Set(records.map((r) => r.board))).toEqual(new Set(['remoteok', 'weworkremotely', 'remotive', 'workingnomads']));
    expect(report.at(-1)).toBe('postings: 18, ingested: 9, skipped: 9, failed: 0');
  });

  it('reads every posting of the recorded feeds (../shared/feeds) in the documented shape', () => {
    requireRecordedFeeds();
    const { code, records, report } = runJson(['--json', RECORDED_FEEDS]);
    expect(report.at(-1)).toMatch(/^postings: (\d+), ingested/);
    const total = Number(/^postings: (\d+)/.exec(report.at(-1)!)![1]);
    expect(code).toBe(0);
    expect(total).toBeGreaterThan(500);
    expect(records).toHaveLength(total);
    records.forEach(expectRecordShape);
    // Every board's folder is there, by the adapter's own name.
    expect(new Set(records.map((r) => r.board))).toEqual(
      new Set(['arbeitnow', 'himalayas', 'jobicy', 'remotejobs-org', 'remoteok', 'remotive', 'weworkremotely', 'workingnomads']),
    );
    // The parsers found something to say of real postings, and said unknown where they could not.
    const rules = records.map((r) => r.eligibility as { anywhere: boolean; countries: string[] });
    expect(rules.some((e) => e.anywhere)).toBe(true);
    expect(rules.some((e) => e.countries.includes('US'))).toBe(true);
    expect(rules.some((e) => !e.anywhere && !e.countries.length)).toBe(true);
    expect(records.some((r) => (r.salary as { annualUsdMin: number | null } | null)?.annualUsdMin)).toBe(true);
    expect(records.some((r) => r.seniority)).toBe(true);
    expect(records.some((r) => r.jobType)).toBe(true);
  });
});

describe('checkFeeds with a faulty adapter', () => {
  it('counts postings the adapter failed on or produced invalid output for, and makes the run fail', () => {
    const real = findAdapter('remoteok') as BoardAdapter;
    const faulty: BoardAdapter = {
      ...real,
      parse(body, context) {
        const result = real.parse(body, context);
        const [first, second] = result.postings;
        return {
          postings: [{ ...first, applyUrl: 'not a url' }, second],
          fingerprints: result.fingerprints,
          skipped: result.skipped,
          failed: [{ externalId: '99', error: 'adapter bug' }],
        };
      },
    };
    const report = checkFeeds(dir, { adapterFor: (folder) => (folder === 'remoteok' ? faulty : findAdapter(folder)) });
    expect(report.totals.failed).toBe(2);
    expect(feedsCheckExitCode(report.totals)).toBe(1);
    expect(report.lines).toContain('  failed 99: adapter bug');
    expect(report.lines).toContain('  failed 1200001: invalid output: applyUrl: must be an absolute http(s) URL');
    expect(report.lines.at(-1)).toBe('postings: 19, ingested: 8, skipped: 9, failed: 2');
  });
});
