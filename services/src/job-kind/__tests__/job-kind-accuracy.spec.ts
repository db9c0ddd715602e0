import type { NormalizedPosting } from '../../ingestion/board-adapter';
import { recordedPosting, requireRecordedFeeds } from '../../ingestion/__tests__/recorded-feeds';
import { JOB_KIND_SAMPLE, type LabelledPosting } from './job-kind-sample';

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
    requireRecordedFeeds();
    outcomes = JOB_KIND_SAMPLE.map((label) => ({ label, posting: recordedPosting(label) }));
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
