import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findAdapter } from '../adapters';
import type { BoardAdapter } from '../board-adapter';
import { main } from '../feeds-check';
import { checkFeeds, feedsCheckExitCode } from '../feeds-checker';
import { REMOTIVE_FEED, WORKINGNOMADS_FEED } from './fixtures/json-boards.fixture';
import { REMOTEOK_FEED } from './fixtures/remoteok.fixture';
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
