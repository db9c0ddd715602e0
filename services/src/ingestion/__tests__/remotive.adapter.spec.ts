import { remotiveAdapter } from '../adapters/remotive.adapter';
import { FeedFormatError } from '../feed-format-error';
import { REMOTIVE_FEED, REMOTIVE_FEED_WITH_BOM, REMOTIVE_JOBS_ONLY } from './fixtures/json-boards.fixture';
import { DAY_MS, parseWith, postingOf } from './parse-helper';

const result = parseWith(remotiveAdapter, REMOTIVE_FEED);

describe('Remotive adapter', () => {
  it('reads the board envelope, a BOM-prefixed copy and a {"jobs"}-only copy alike', () => {
    expect(parseWith(remotiveAdapter, REMOTIVE_FEED_WITH_BOM)).toEqual(result);
    expect(parseWith(remotiveAdapter, REMOTIVE_JOBS_ONLY)).toEqual(result);
    expect(result.postings.map((p) => p.externalId)).toEqual(['3100001', '3100002']);
  });

  it('maps fields, reading the zone-less publication date as UTC', () => {
    const job = postingOf(result, '3100001');
    expect(job).toMatchObject({
      title: 'Staff Engineer',
      companyName: 'Harbor & Kite',
      companyImage: 'https://remotive.com/job/3100001/logo',
      applyUrl: 'https://remotive.com/remote-jobs/software-development/staff-engineer-3100001',
      boardJobUrl: 'https://remotive.com/remote-jobs/software-development/staff-engineer-3100001',
      category: 'Programming',
      tags: ['go', 'ai/ml', '.net'],
      jobType: 'Full-Time',
      location: 'Americas, Europe, Israel',
      regionalRestriction: 'Americas, Europe, Israel',
      worldwide: false,
      salary: { min: 80000, max: 100000, currency: 'USD', period: 'year' },
    });
    expect(job.datePosted.toISOString()).toBe('2026-06-09T08:50:02.000Z');
    expect(job.validThrough.getTime() - job.datePosted.getTime()).toBe(30 * DAY_MS);
  });

  it('drops the tracking pixel and junk styles, keeping \\u-escaped text', () => {
    expect(postingOf(result, '3100001').descriptionHtml).toBe('<p>Ship ’things’ — fast.</p>');
  });

  it('reads worldwide jobs, hourly salaries, empty job types and "All others" by title', () => {
    const job = postingOf(result, '3100002');
    expect(job.worldwide).toBe(true);
    expect(job.regionalRestriction).toBeNull();
    expect(job.salary).toEqual({ min: 18, max: 22, currency: 'USD', period: 'hour' });
    expect(job.jobType).toBeNull();
    expect(job.category).toBe('Teaching');
  });

  it('skips a job without a company', () => {
    expect(result.skipped).toEqual([{ externalId: '3100003', reason: 'missing company name' }]);
  });

  it('throws FeedFormatError for other shapes', () => {
    expect(() => parseWith(remotiveAdapter, '[]')).toThrow(FeedFormatError);
    expect(() => parseWith(remotiveAdapter, '{"jobs": "soon"}')).toThrow(/expected an object with a "jobs" array/);
    expect(() => parseWith(remotiveAdapter, '{"jobs": [')).toThrow(/not JSON/);
  });
});
