import { workingNomadsAdapter } from '../adapters/workingnomads.adapter';
import { FeedFormatError } from '../feed-format-error';
import { WORKINGNOMADS_FEED } from './fixtures/json-boards.fixture';
import { parseWith, postingOf } from './parse-helper';

const result = parseWith(workingNomadsAdapter, WORKINGNOMADS_FEED);

describe('Working Nomads adapter', () => {
  it('takes the id from the redirect URL, which is also where Apply goes', () => {
    const job = postingOf(result, '2000001');
    expect(job.applyUrl).toBe('https://www.workingnomads.com/job/go/2000001/');
    expect(job.boardJobUrl).toBeNull();
  });

  it('splits the comma-separated tags, dropping blanks and duplicates', () => {
    expect(postingOf(result, '2000001').tags).toEqual(['email marketing', 'ab testing']);
  });

  it('reads US-Eastern offsets and "Global" / "USA Only" locations', () => {
    const job = postingOf(result, '2000001');
    expect(job.datePosted.toISOString()).toBe('2026-07-10T13:24:39.000Z');
    expect(job.worldwide).toBe(true);
    const us = postingOf(result, '2000002');
    expect(us.regionalRestriction).toBe('USA');
    expect(us.worldwide).toBe(false);
  });

  it('maps categories, letting the title refine broad ones', () => {
    expect(postingOf(result, '2000001').category).toBe('Sales & Marketing');
    expect(postingOf(result, '2000002').category).toBe('Sales & Marketing');
  });

  it('skips a job without a URL (it has no id either)', () => {
    expect(result.skipped).toEqual([{ externalId: null, reason: 'missing id' }]);
  });

  it('throws FeedFormatError for an object payload', () => {
    expect(() => parseWith(workingNomadsAdapter, '{"detail": "Not found."}')).toThrow(FeedFormatError);
  });
});
