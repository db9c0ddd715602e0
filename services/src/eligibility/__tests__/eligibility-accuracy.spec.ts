import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findAdapter } from '../../ingestion/adapters';
import type { BoardAdapter, NormalizedPosting } from '../../ingestion/board-adapter';
import { parseWith } from '../../ingestion/__tests__/parse-helper';
import { RECORDED_FEEDS as FEEDS, recordedPosting, requireRecordedFeeds } from '../../ingestion/__tests__/recorded-feeds';
import { decideEligibility } from '../eligibility';
import { ELIGIBILITY_HOLDOUT } from './eligibility-holdout';
import { ELIGIBILITY_SAMPLE, type LabelledPosting, type SampleLabel } from './eligibility-sample';

const COUNTRIES = ['US', 'DE', 'IN', 'BR', 'PH'] as const;
const REQUIRED_ACCURACY = 0.95;

interface Outcome {
  label: LabelledPosting;
  posting: NormalizedPosting;
  decisions: Record<(typeof COUNTRIES)[number], SampleLabel>;
}

/**
 * The product's quality target: on the recorded feeds, for a seeker in each of US, DE, IN, BR and
 * PH, "may apply / may not / unknown" is right for at least 95% of postings, against what a reader
 * wrote down for each (eligibility-sample.ts). Set ELIGIBILITY_REPORT=1 to print the figures and
 * every miss (a failing run prints them anyway).
 */
describe('eligibility on the recorded feeds', () => {
  let outcomes: Outcome[];

  beforeAll(() => {
    requireRecordedFeeds();
    outcomes = ELIGIBILITY_SAMPLE.map((label) => {
      const posting = recordedPosting(label);
      // What ingestion stores: the adapter's posting carries eligibilityOfPosting's rule.
      const rule = posting.eligibility;
      const decisions = Object.fromEntries(COUNTRIES.map((country) => [country, decideEligibility(rule, { country })])) as Outcome['decisions'];
      return { label, posting, decisions };
    });
  });

  it('labels postings from every board folder, each once', () => {
    const folders = readdirSync(FEEDS, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(new Set(ELIGIBILITY_SAMPLE.map((l) => l.board))).toEqual(new Set(folders));
    const keys = ELIGIBILITY_SAMPLE.map((l) => `${l.board} ${l.externalId}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(ELIGIBILITY_SAMPLE.length).toBeGreaterThanOrEqual(150);
  });

  it('still finds Arbeitnow’s recorded postings on-site, which is why they are read as remote ones', () => {
    for (const file of readdirSync(path.join(FEEDS, 'arbeitnow'))) {
      const result = parseWith(findAdapter('arbeitnow') as BoardAdapter, readFileSync(path.join(FEEDS, 'arbeitnow', file), 'utf8'));
      expect(result.postings).toEqual([]);
    }
  });

  it.each(COUNTRIES)(`decides right for a seeker in %s on at least ${REQUIRED_ACCURACY * 100}% of the sample`, (country) => {
    const misses = outcomes.filter((o) => o.decisions[country] !== o.label[country]);
    const accuracy = 1 - misses.length / outcomes.length;
    if (process.env.ELIGIBILITY_REPORT || accuracy < REQUIRED_ACCURACY) {
      const report = misses.map(({ label, posting, decisions }) => `  ${label.board} ${label.externalId} (${JSON.stringify(posting.location)}): ${decisions[country]}, read as ${label[country]}`);
      console.info(`${country}: ${outcomes.length - misses.length}/${outcomes.length} right\n${report.join('\n')}`);
    }
    expect(accuracy).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  });

  it(`decides right on at least ${REQUIRED_ACCURACY * 100}% of all seeker-posting pairs`, () => {
    const pairs = outcomes.flatMap((o) => COUNTRIES.map((country) => o.decisions[country] === o.label[country]));
    const right = pairs.filter(Boolean).length;
    if (process.env.ELIGIBILITY_REPORT) console.info(`overall: ${right}/${pairs.length} right (${((100 * right) / pairs.length).toFixed(1)}%)`);
    expect(right / pairs.length).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  });
});

/**
 * The same decisions on a held-out sample (eligibility-holdout.ts): postings chosen and labelled
 * blind after the parser was written, so this figure is out of sample. Measured 380 of 400 when
 * it was added (We Work Remotely only: every other board's postings are in the first sample). The
 * floor guards against a change that helps the tuned sample at the expense of postings it never saw.
 */
const HOLDOUT_FLOOR = 0.9;

describe('eligibility on a held-out sample, labelled blind', () => {
  it(`decides right on at least ${HOLDOUT_FLOOR * 100}% of its seeker-posting pairs`, () => {
    requireRecordedFeeds();
    const pairs = ELIGIBILITY_HOLDOUT.flatMap((label) => {
      const rule = recordedPosting(label).eligibility;
      return COUNTRIES.map((country) => decideEligibility(rule, { country }) === label[country]);
    });
    const right = pairs.filter(Boolean).length;
    if (process.env.ELIGIBILITY_REPORT) console.info(`held out: ${right}/${pairs.length} right (${((100 * right) / pairs.length).toFixed(1)}%)`);
    expect(ELIGIBILITY_HOLDOUT.length).toBeGreaterThanOrEqual(80);
    expect(right / pairs.length).toBeGreaterThanOrEqual(HOLDOUT_FLOOR);
  });

  it('shares no posting with the sample the parser was tuned on', () => {
    const tuned = new Set(ELIGIBILITY_SAMPLE.map((l) => `${l.board} ${l.externalId}`));
    expect(ELIGIBILITY_HOLDOUT.filter((l) => tuned.has(`${l.board} ${l.externalId}`))).toEqual([]);
  });
});
