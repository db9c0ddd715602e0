import type { Salary } from '../../ingestion/board-adapter';
import { recordedPosting, requireRecordedFeeds } from '../../ingestion/__tests__/recorded-feeds';
import { annualUsd } from '../annual-usd';
import { EXCHANGE_RATE_SNAPSHOT } from '../exchange-rate-snapshot';
import { PAY_SAMPLE, type PaySampleEntry } from './pay-sample';

const REQUIRED_ACCURACY = 0.95;
// Annual figures agree when within 1% (rounding of rates and of "$31,2k").
const TOLERANCE = 0.01;

/**
 * Pay as ingestion reads it (the adapters, then readPay) on every labelled posting of the recorded feeds: most
 * postings that state pay must get the pay a reader wrote down, and none that state no pay may
 * get any.
 */
describe('pay read from the recorded feeds', () => {
  requireRecordedFeeds();
  const outcomes = PAY_SAMPLE.map((entry) => {
    // What ingestion stores: the adapter's board fields weighed against the text by readPay.
    const got = recordedPosting(entry).salary;
    return { entry, got };
  });
  const stating = outcomes.filter(({ entry }) => entry.salary !== null);
  const right = stating.filter(({ entry, got }) => samePay(entry, got));
  const silent = outcomes.filter(({ entry }) => entry.salary === null);
  const givenPay = silent.filter(({ got }) => got !== null);
  const accuracy = right.length / stating.length;

  it('covers every board', () => {
    expect(new Set(PAY_SAMPLE.map((e) => e.board))).toEqual(new Set(['remoteok', 'weworkremotely', 'remotive', 'jobicy', 'himalayas', 'arbeitnow', 'workingnomads', 'remotejobs-org']));
  });

  it('labels annual USD that matches each label’s own salary', () => {
    const inconsistent = stating.filter(({ entry }) => {
      const annual = annualUsd(entry.salary as Salary, EXCHANGE_RATE_SNAPSHOT);
      return entry.annualUsd === null ? annual !== null : !closeRange(entry.annualUsd, annual);
    });
    expect(inconsistent.map(({ entry }) => keyOf(entry))).toEqual([]);
  });

  it(`gets the right annual pay for at least ${REQUIRED_ACCURACY * 100}% of the postings that state pay (measured: ${right.length} of ${stating.length}, ${(accuracy * 100).toFixed(1)}%)`, () => {
    const wrong = stating.filter((o) => !right.includes(o)).map(({ entry, got }) => `${keyOf(entry)}: expected ${JSON.stringify(entry.salary)}, got ${JSON.stringify(got)}`);
    expect(accuracy >= REQUIRED_ACCURACY ? 'accurate enough' : `${right.length} of ${stating.length} right; wrong:\n${wrong.join('\n')}`).toBe('accurate enough');
  });

  it(`gives no pay to postings that state none (measured: ${givenPay.length} of ${silent.length})`, () => {
    expect(givenPay.map(({ entry, got }) => `${keyOf(entry)}: got ${JSON.stringify(got)}`)).toEqual([]);
  });
});

function keyOf(e: { board: string; file: string; externalId: string }): string {
  return `${e.board}/${e.file}#${e.externalId}`;
}

function samePay(entry: PaySampleEntry, got: Salary | null): boolean {
  if (!got || !entry.salary) return false;
  // A label with no annual figure (unknown period or currency) must be read exactly as stated.
  if (!entry.annualUsd) {
    const { min, max, currency, period } = entry.salary;
    return got.min === min && got.max === max && got.currency === currency && got.period === period;
  }
  return closeRange(entry.annualUsd, annualUsd(got, EXCHANGE_RATE_SNAPSHOT));
}

function closeRange(
  expected: { min: number | null; max: number | null } | null,
  actual: { annualUsdMin: number | null; annualUsdMax: number | null } | null,
): boolean {
  if (!expected || !actual) return false;
  return close(expected.min, actual.annualUsdMin) && close(expected.max, actual.annualUsdMax);
}

function close(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a === b;
  return Math.abs(a - b) <= TOLERANCE * Math.max(Math.abs(a), Math.abs(b));
}
