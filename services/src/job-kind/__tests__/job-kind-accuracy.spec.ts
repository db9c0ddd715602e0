import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findAdapter } from '../../ingestion/adapters';
import type { NormalizedPosting } from '../../ingestion/board-adapter';
import { parseWith } from '../../ingestion/__tests__/parse-helper';
import { JOB_KIND_SAMPLE, type LabelledPosting } from './job-kind-sample';

// /work/shared/feeds beside the repository: the recorded payloads are data, not part of it.
const FEEDS = path.resolve(__dirname, '../../../../..', 'shared', 'feeds');
const REQUIRED_ACCURACY = 0.9;

interface Outcome {
  label: LabelledPosting;
  posting: NormalizedPosting;
}

/**
 * Ingestion's employment type and seniority on real postings, against what a reader wrote down
 * for each (job-kind-sample.ts). Set JOB_KIND_REPORT=1 to print the figures and every miss (a failing run prints them anyway).
 */
describe('job kind on the recorded feeds', () => {
  let outcomes: Outcome[];

  beforeAll(() => {
    if (!existsSync(FEEDS)) throw new Error(`The recorded feeds are missing: expected them at ${FEEDS} (../shared/feeds beside the repository).`);
    outcomes = JOB_KIND_SAMPLE.map((label) => ({ label, posting: parsedPosting(label) }));
  });

  it('labels postings from every board', () => {
    expect(new Set(JOB_KIND_SAMPLE.map((l) => l.board))).toEqual(
      new Set(['arbeitnow', 'himalayas', 'jobicy', 'remotejobs-org', 'remoteok', 'remotive', 'weworkremotely', 'workingnomads']),
    );
    expect(JOB_KIND_SAMPLE.length).toBeGreaterThanOrEqual(120);
  });

  it.each([['jobType'], ['seniority']] as const)(`gets %s right for at least ${REQUIRED_ACCURACY * 100}% of the sample`, (field) => {
    const misses = outcomes.filter(({ label, posting }) => posting[field] !== label[field]);
    const accuracy = 1 - misses.length / outcomes.length;
    if (process.env.JOB_KIND_REPORT || accuracy < REQUIRED_ACCURACY) {
      const report = misses.map(({ label, posting }) => `  ${label.board} ${label.externalId} "${posting.title}": ${posting[field]}, read as ${label[field]}`);
      console.info(`${field}: ${outcomes.length - misses.length}/${outcomes.length} right\n${report.join('\n')}`);
    }
    expect(accuracy).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  });
});

const parsed = new Map<string, NormalizedPosting[]>();

function parsedPosting(label: LabelledPosting): NormalizedPosting {
  const key = `${label.board}/${label.file}`;
  if (!parsed.has(key)) parsed.set(key, parseFeed(label.board, label.file));
  const posting = parsed.get(key)!.find((p) => p.externalId === label.externalId);
  if (!posting) throw new Error(`${key} has no posting ${label.externalId}`);
  return posting;
}

function parseFeed(board: string, file: string): NormalizedPosting[] {
  const adapter = findAdapter(board);
  if (!adapter) throw new Error(`no adapter for ${board}`);
  const body = readFileSync(path.join(FEEDS, board, file), 'utf8');
  return parseWith(adapter, board === 'arbeitnow' ? asRemote(body) : body).postings;
}

// Arbeitnow's recorded postings are all on-site, which the adapter skips; read them as remote ones.
function asRemote(body: string): string {
  const payload = JSON.parse(body) as { data: { remote: boolean }[] };
  for (const job of payload.data) job.remote = true;
  return JSON.stringify(payload);
}
