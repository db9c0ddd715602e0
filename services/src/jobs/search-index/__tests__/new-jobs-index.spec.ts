import { type JobCriteria, PAY_BAND_USD, searchTerm, termGroups, TOP_PAY_BAND } from '../../job-criteria';
import { mulberry32 } from '../../../seed/random';
import { type NewJob, NewJobsIndex } from '../new-jobs-index';

const CATEGORIES = ['engineering', 'design', 'sales', 'support'];
const TAGS = ['react', 'go', 'sql', 'figma', 'aws'];
const COMPANIES = ['c1', 'c2', 'c3'];
const START = Date.parse('2026-11-26T00:00:00Z');
const HOUR = 3600_000;

/** Jobs with ties on both dates (so the id decides), some without pay; their terms as job_search writes them. */
function generateJobs(count: number, random: () => number): NewJob[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  return Array.from({ length: count }, (_, i) => {
    const payUsd = random() < 0.3 ? null : 40_000 + Math.floor(random() * 12) * 7_500;
    const terms = [searchTerm.category(pick(CATEGORIES)), searchTerm.company(pick(COMPANIES)), ...TAGS.filter(() => random() < 0.3).map(searchTerm.tag)];
    if (payUsd !== null) terms.push(searchTerm.withPay, searchTerm.payBand(Math.min(Math.floor(payUsd / PAY_BAND_USD), TOP_PAY_BAND)));
    return {
      id: `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`,
      createdAt: new Date(START + Math.floor(random() * 20) * HOUR),
      datePosted: new Date(START - Math.floor(random() * 10) * HOUR),
      terms,
      payUsd,
    };
  });
}

/** The list's rules one job at a time, sorted as the list sorts. */
function reference(jobs: readonly NewJob[], c: JobCriteria, since: Date, keyword: Set<string>, viewed: Set<string>): NewJob[] {
  return jobs
    .filter((job) => {
      if (job.createdAt.getTime() <= since.getTime()) return false;
      if (!termGroups(c).every((group) => group.some((term) => job.terms.includes(term)))) return false;
      if (c.query !== undefined && !keyword.has(job.id)) return false;
      if (c.hiddenCompanyIds?.some((id) => job.terms.includes(searchTerm.company(id)))) return false;
      if (c.hideViewed && viewed.has(job.id)) return false;
      if (c.minPayUsd !== undefined && c.minPayUsd % PAY_BAND_USD !== 0 && (job.payUsd === null || job.payUsd < c.minPayUsd)) return false;
      return true;
    })
    .sort((a, b) => b.datePosted.getTime() - a.datePosted.getTime() || (a.id < b.id ? -1 : 1));
}

describe('NewJobsIndex', () => {
  it('matches as the list’s rules do: the count, and the newest first up to the limit', () => {
    const random = mulberry32(22);
    const jobs = generateJobs(300, random);
    const index = new NewJobsIndex(jobs);
    const some = <T>(items: readonly T[]) => items.filter(() => random() < 0.4);
    for (let n = 0; n < 400; n++) {
      const criteria: JobCriteria = { liveOnly: true };
      if (random() < 0.6) criteria.categorySlugs = some(CATEGORIES);
      if (random() < 0.5) criteria.tags = some(TAGS);
      if (random() < 0.3) criteria.query = 'a keyword';
      if (random() < 0.2) criteria.hiddenCompanyIds = some(COMPANIES);
      if (random() < 0.3) criteria.hideViewed = true;
      if (random() < 0.3) criteria.minPayUsd = random() < 0.5 ? 60_000 : 62_500;
      else if (random() < 0.2) criteria.withPay = true;
      const keyword = new Set(some(jobs).map((j) => j.id));
      const viewed = new Set(some(jobs).map((j) => j.id));
      const since = new Date(START + Math.floor(random() * 22 - 1) * HOUR);
      const limit = random() < 0.5 ? 20 : 3;

      const expected = reference(jobs, criteria, since, keyword, viewed);
      const found = index.match(criteria, since, limit, { keyword: index.bitsOf(keyword), viewed: index.bitsOf(viewed) });
      expect(found.count).toBe(expected.length);
      expect(found.newest.map((j) => j.id)).toEqual(expected.slice(0, limit).map((j) => j.id));
    }
  });

  it('leaves the kept set of a cursor as it was for the next search', () => {
    const jobs = generateJobs(100, mulberry32(7));
    const index = new NewJobsIndex(jobs);
    const since = new Date(START + 5 * HOUR);
    const all = index.match({ liveOnly: true }, since, 1000);
    index.match({ liveOnly: true, categorySlugs: ['design'] }, since, 1000);
    expect(index.match({ liveOnly: true }, since, 1000)).toEqual(all);
    expect(all.count).toBe(jobs.filter((j) => j.createdAt.getTime() > since.getTime()).length);
  });
});
