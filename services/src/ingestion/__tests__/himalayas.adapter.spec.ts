import { himalayasAdapter } from '../adapters/himalayas.adapter';
import { FeedFormatError } from '../feed-format-error';
import { HIMALAYAS_CACHE, HIMALAYAS_FEED } from './fixtures/json-boards.fixture';
import { DAY_MS, parseWith, postingOf } from './parse-helper';

const result = parseWith(himalayasAdapter, HIMALAYAS_FEED);
const KELP = 'https://himalayas.app/companies/kelp-forest/jobs/happiness-engineer';
const SALTMARSH = 'https://himalayas.app/companies/saltmarsh/jobs/devops-engineer';
const COVE = 'https://himalayas.app/companies/clinic-cove/jobs/medical-assistant';

describe('Himalayas adapter', () => {
  it("reads the board's envelope and a cache wrapper around the same jobs alike", () => {
    expect(parseWith(himalayasAdapter, HIMALAYAS_CACHE)).toEqual(result);
  });

  it('keys jobs by guid and reads epoch dates, including the expiry', () => {
    const job = postingOf(result, KELP);
    expect(job.applyUrl).toBe(KELP);
    expect(job.datePosted.getTime()).toBe(1785796479 * 1000);
    expect(job.validThrough.getTime()).toBe(1790980478 * 1000);
  });

  it('reads an empty locationRestrictions list as worldwide', () => {
    const job = postingOf(result, KELP);
    expect(job.worldwide).toBe(true);
    expect(job.location).toBeNull();
    expect(job.regionalRestriction).toBeNull();
  });

  it('lists restricted countries, and uses the default validity without an expiry', () => {
    const job = postingOf(result, SALTMARSH);
    expect(job.location).toBe('Canada, United States');
    expect(job.regionalRestriction).toBe('Canada, United States');
    expect(job.worldwide).toBe(false);
    expect(job.validThrough.getTime() - job.datePosted.getTime()).toBe(30 * DAY_MS);
  });

  it('has no salary when only a currency is given, and keeps hourly decimals', () => {
    expect(postingOf(result, SALTMARSH).salary).toBeNull();
    expect(postingOf(result, COVE).salary).toEqual({ min: 18.5, max: 22, currency: 'USD', period: 'hour' });
  });

  it('places jobs without parent categories by title, and skips jobs without a guid', () => {
    const job = postingOf(result, COVE);
    expect(job.category).toBe('Health Care');
    expect(job.tags).toEqual([]);
    expect(job.jobType).toBe('Part-Time');
    expect(result.skipped).toEqual([{ externalId: null, reason: 'missing id' }]);
  });

  it('turns category slugs into at most six tags and maps parent categories, letting the title refine "Developer"', () => {
    const job = postingOf(result, KELP);
    expect(job.tags).toEqual(['customer support', 'customer success', 'happiness engineering', 'technical support', 'client services', 'support ops']);
    expect(job.category).toBe('Customer Support');
    expect(postingOf(result, SALTMARSH).category).toBe('Devops & Sysadmin');
    expect(postingOf(result, SALTMARSH).jobType).toBe('Contract');
  });

  it('throws FeedFormatError for a bare array', () => {
    expect(() => parseWith(himalayasAdapter, '[]')).toThrow(FeedFormatError);
  });
});
