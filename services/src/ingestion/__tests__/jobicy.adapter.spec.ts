import { jobicyAdapter } from '../adapters/jobicy.adapter';
import { FeedFormatError } from '../feed-format-error';
import { JOBICY_FEED, JOBICY_JOBS_ONLY } from './fixtures/json-boards.fixture';
import { parseWith, postingOf } from './parse-helper';

const result = parseWith(jobicyAdapter, JOBICY_FEED);

describe('Jobicy adapter', () => {
  it('reads the full envelope and the {"jobs"}-only copy alike', () => {
    expect(parseWith(jobicyAdapter, JOBICY_JOBS_ONLY)).toEqual(result);
    expect(result.postings).toHaveLength(2);
  });

  it('decodes entity-encoded industries into the category and tags, and reads the geo list', () => {
    const job = postingOf(result, '160001');
    expect(job.tags).toEqual(['finance & accounting']);
    expect(job.category).toBe('Management & Finance');
    expect(job.location).toBe('EMEA, LATAM, Canada, USA');
    expect(job.regionalRestriction).toBe('EMEA, LATAM, Canada, USA');
    expect(job.jobType).toBe('Full-Time');
  });

  it('keeps a salary with only a minimum, with its currency and period', () => {
    expect(postingOf(result, '160001').salary).toEqual({ min: 130000, max: null, currency: 'GBP', period: 'year' });
  });

  it('sends Apply to the Jobicy job page and keeps its links absolute and nofollow', () => {
    const job = postingOf(result, '160001');
    expect(job.applyUrl).toBe('https://jobicy.com/jobs/160001-credit-risk-lead');
    expect(job.descriptionHtml).toBe(
      '<div>\n<p>Own credit risk at <a href="https://jobicy.com/company/ferncastle" rel="nofollow noopener" target="_blank">Ferncastle</a>.</p>\n</div>',
    );
  });

  it('reads the older API: zone-less dates, annual salary fields, excerpt-only text, "Anywhere"', () => {
    const job = postingOf(result, '160002');
    expect(job.datePosted.toISOString()).toBe('2025-03-14T03:54:10.000Z');
    expect(job.salary).toEqual({ min: 90000, max: 120000, currency: 'USD', period: 'year' });
    expect(job.descriptionHtml).toBe('<p>Keep the lights on…</p>');
    expect(job.worldwide).toBe(true);
    expect(job.companyImage).toBeNull();
    expect(job.category).toBe('Devops & Sysadmin');
    expect(job.jobType).toBe('Contract');
  });

  it('skips a record with an unreadable date', () => {
    expect(result.skipped).toEqual([{ externalId: '160003', reason: 'missing or unreadable posting date' }]);
  });

  it('throws FeedFormatError when there is no jobs list', () => {
    expect(() => parseWith(jobicyAdapter, '{"success": false, "message": "rate limited"}')).toThrow(FeedFormatError);
  });
});
