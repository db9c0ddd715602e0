import { applyHref } from '../../../lib/apply-href';
import { initialJobFilters, toJobFilterInput } from '../utils/job-filters';
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
  const saved = { sources: ['RemoteOK'], categories: ['Design'], tags: ['figma'], hideViewedJobs: true, worldwide: true };

  it('start from the saved session', () => {
    expect(initialJobFilters(saved)).toEqual({ ...saved, query: '' });
  });

  it('on a category page keep the saved filters but only that category', () => {
    expect(initialJobFilters(saved, 'QA')).toEqual({ ...saved, categories: ['QA'], query: '' });
  });

  it('send a trimmed keyword and leave a blank one out', () => {
    const filters = { ...initialJobFilters(null), query: '  rust ' };
    expect(toJobFilterInput(filters)).toEqual({ categories: [], sources: [], tags: [], hideViewedJobs: false, worldwide: false, query: 'rust' });
    expect(toJobFilterInput({ ...filters, query: '   ' })).not.toHaveProperty('query');
  });
});
