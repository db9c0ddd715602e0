import { applyHref } from '../../../lib/apply-href';
import { initialJobFilters, toJobFilterInput } from '../utils/job-filters';
import { parseMinPay } from '../utils/min-pay';
import { postedDateLabel } from '../../../lib/posted-date-label';

describe('postedDateLabel', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it.each([
    ['2026-03-10T11:59:30Z', 'just now'],
    ['2026-03-10T11:55:00Z', '5 minutes ago'],
    ['2026-03-10T09:00:00Z', '3 hours ago'],
    ['2026-03-09T11:00:00Z', '1 day ago'],
    ['2026-02-24T12:00:00Z', '2 weeks ago'],
    ['2025-12-01T12:00:00Z', '3 months ago'],
    ['2024-01-01T12:00:00Z', '2 years ago'],
    ['2026-03-11T12:00:00Z', 'just now'],
  ])('%s reads "%s"', (date, label) => {
    expect(postedDateLabel(date, now)).toBe(label);
  });

  it('gives nothing for a date it cannot read', () => {
    expect(postedDateLabel('not a date', now)).toBe('');
  });
});

describe('applyHref', () => {
  it.each([
    ['https://acme.example.com/jobs/1', 'https://acme.example.com/jobs/1'],
    ['  http://acme.example.com  ', 'http://acme.example.com'],
    ['mailto:jobs@acme.example.com', 'mailto:jobs@acme.example.com'],
    ['jobs@acme.example.com', 'mailto:jobs@acme.example.com'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['apply on our site', null],
  ])('%s → %s', (input, expected) => {
    expect(applyHref(input)).toBe(expected);
  });
});

describe('job filters', () => {
  const saved = { sources: ['Remote OK'], categories: ['Design'], tags: ['figma'], hideViewedJobs: true, worldwide: true };
  const untouched = {
    eligibility: 'open',
    minPay: null,
    payCurrency: 'USD',
    withPayOnly: false,
    jobTypes: [],
    seniorities: [],
    sort: 'date',
    query: '',
  };

  it('start from the saved session', () => {
    expect(initialJobFilters(saved)).toEqual({ ...saved, ...untouched });
  });

  it('on a category page keep the saved filters but only that category', () => {
    expect(initialJobFilters(saved, 'QA')).toEqual({ ...saved, ...untouched, categories: ['QA'] });
  });

  it("restore issue #19's saved fields, in the panel's spellings", () => {
    const later = { eligibility: 'confirmed', minPay: 80000, payCurrency: 'EUR', withPayOnly: true, jobTypes: ['full-time', 'gig'], seniorities: ['senior'], sort: 'pay' };
    expect(initialJobFilters({ ...saved, ...later })).toEqual({
      ...saved,
      ...later,
      jobTypes: ['Full-Time'],
      query: '',
    });
  });

  it('send a trimmed keyword and leave a blank one out', () => {
    const filters = { ...initialJobFilters(null), query: '  rust ' };
    expect(toJobFilterInput(filters, null)).toEqual({ categories: [], sources: [], tags: [], hideViewedJobs: false, worldwide: false, query: 'rust' });
    expect(toJobFilterInput({ ...filters, query: '   ' }, null)).not.toHaveProperty('query');
  });

  it("send issue #19's fields only when they narrow or reorder the list", () => {
    const none = initialJobFilters(null);
    const base = { categories: [], sources: [], tags: [], hideViewedJobs: false, worldwide: false };
    expect(toJobFilterInput(none, 'DE')).toEqual(base);
    expect(
      toJobFilterInput(
        { ...none, eligibility: 'confirmed', minPay: 60000, payCurrency: 'EUR', withPayOnly: true, jobTypes: ['Contract'], seniorities: ['lead'], sort: 'pay' },
        'DE',
      ),
    ).toEqual({ ...base, eligibility: 'confirmed', minPay: 60000, payCurrency: 'EUR', withPayOnly: true, jobTypes: ['Contract'], seniorities: ['lead'], sort: 'pay' });
    expect(toJobFilterInput({ ...none, eligibility: 'any' }, 'DE')).toEqual({ ...base, eligibility: 'any' });
  });

  it('leave where the user works from out until they have a country', () => {
    expect(toJobFilterInput({ ...initialJobFilters(null), eligibility: 'confirmed' }, null)).not.toHaveProperty('eligibility');
  });

  it.each([
    ['60000', 60000],
    ['60,000', 60000],
    ['60.000', 60000],
    ['60k', 60000],
    ['62.5K', 62500],
    ['', null],
    ['0', null],
    ['lots', null],
    ['999999999999', 100_000_000],
  ])('read the minimum pay %j as %j', (text, amount) => {
    expect(parseMinPay(text)).toBe(amount);
  });
});
