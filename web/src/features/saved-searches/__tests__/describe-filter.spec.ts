import { formatNewJobs } from '../../../lib/format-new-jobs';
import { describeFilter, type SavedFilter } from '../utils/describe-filter';

const BLANK: SavedFilter = {
  categories: [],
  sources: [],
  tags: [],
  hideViewedJobs: false,
  worldwide: false,
  query: null,
  eligibility: null,
  country: null,
  minPay: null,
  payCurrency: null,
  withPayOnly: false,
  jobTypes: null,
  seniorities: null,
  sort: 'date',
};

describe('a saved filter in words', () => {
  it('says when it narrows nothing', () => {
    expect(describeFilter(BLANK)).toBe('All remote jobs, newest first');
    expect(describeFilter({ ...BLANK, eligibility: 'open', sort: 'pay' })).toBe('All remote jobs, highest pay first');
  });

  it('names every choice it makes, in the panel’s words', () => {
    expect(
      describeFilter({
        ...BLANK,
        query: 'kubernetes',
        categories: ['Programming', 'Devops & Sysadmin'],
        tags: ['go'],
        sources: ['Remote OK'],
        jobTypes: ['full-time', 'contract'],
        seniorities: ['lead', 'principal'],
        minPay: 120000,
        payCurrency: 'GBP',
        withPayOnly: true,
        worldwide: true,
        eligibility: 'any',
        hideViewedJobs: true,
      }),
    ).toBe(
      'Keyword “kubernetes” · Categories: Programming, Devops & Sysadmin · Tags: go · Job boards: Remote OK · Full-time, Contract · ' +
        'Lead / Staff, Principal · Pay from 120,000 GBP a year · Only jobs with pay · Worldwide · Jobs from any country · Hiding viewed jobs · newest first',
    );
  });

  it('counts new jobs as the menu and the page show them', () => {
    expect(formatNewJobs({ newJobs: 3, newJobsIsExact: true })).toBe('3 new');
    expect(formatNewJobs({ newJobs: 100, newJobsIsExact: false })).toBe('100+ new');
  });
});
