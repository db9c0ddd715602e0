import { isWorldwide, normalizeCompanyName, normalizeTags } from '../../jobs/job-rules';
import { CatalogueGenerator, defaultCompanyCount, generateCatalogue } from '../catalogue-generator';
import { REGIONAL_RESTRICTIONS } from '../job-vocabulary';

const NOW = new Date('2026-03-01T12:34:56.789Z');
const DAY = 86_400_000;
const CANONICAL_CATEGORIES = [
  'programming', 'qa', 'design', 'it', 'devops-sysadmin', 'product', 'hr', 'customer-support', 'virtual-assistant',
  'general-administrative', 'business-enablement', 'management-finance', 'sales-marketing', 'health-care', 'legal',
  'accounting', 'editing', 'writing', 'teaching', 'data-entry', 'all-other', 'crypto',
];

const catalogue = generateCatalogue({ jobs: 3000, seed: 42, now: NOW });
const { jobs, companies } = catalogue;
const share = (predicate: (job: (typeof jobs)[number]) => boolean) => jobs.filter(predicate).length / jobs.length;

describe('determinism', () => {
  it('gives byte-identical output for the same options', () => {
    const again = generateCatalogue({ jobs: 3000, seed: 42, now: NOW });
    expect(JSON.stringify(again)).toBe(JSON.stringify(catalogue));
  });

  it('gives the same first jobs however many are asked for', () => {
    const small = generateCatalogue({ jobs: 200, companies: 600, seed: 42, now: NOW });
    expect(JSON.stringify(small.jobs)).toBe(JSON.stringify(jobs.slice(0, 200)));
    expect(new CatalogueGenerator({ jobs: 3000, seed: 42, now: NOW }).job(1234)).toEqual(jobs[1234]);
  });

  it('gives a different catalogue for a different seed', () => {
    const other = generateCatalogue({ jobs: 3000, seed: 43, now: NOW });
    expect(other.companies.map((c) => c.name)).not.toEqual(companies.map((c) => c.name));
    const sameTitles = other.jobs.filter((job, i) => job.title === jobs[i].title).length;
    expect(sameTitles).toBeLessThan(jobs.length / 10);
  });

  it('defaults to seed 1', () => {
    const a = generateCatalogue({ jobs: 50, now: NOW });
    const b = generateCatalogue({ jobs: 50, seed: 1, now: NOW });
    expect(a).toEqual(b);
  });
});

describe('companies', () => {
  it('number one per five jobs by default, at least one', () => {
    expect(companies).toHaveLength(600);
    expect(defaultCompanyCount(500)).toBe(100);
    expect(defaultCompanyCount(3)).toBe(1);
    expect(generateCatalogue({ jobs: 10, companies: 7, now: NOW }).companies).toHaveLength(7);
  });

  it('have distinct names and domains even by the ten thousand', () => {
    const many = new CatalogueGenerator({ jobs: 100_000, now: NOW }).companies;
    expect(many).toHaveLength(20_000);
    expect(new Set(many.map((c) => c.normalizedName)).size).toBe(20_000);
    expect(new Set(many.map((c) => c.domain)).size).toBe(20_000);
  });

  it('carry every profile field, consistent with the domain', () => {
    for (const c of companies) {
      expect(c.normalizedName).toBe(normalizeCompanyName(c.name));
      expect(c.url).toBe(`https://${c.domain}`);
      expect(c.careersPage).toBe(`https://careers.${c.domain}`);
      expect(c.email).toMatch(new RegExp(`^[a-z]+@${c.domain.replace(/\./g, '\\.')}$`));
      expect(c.description.startsWith(`${c.name} `)).toBe(true);
      expect(c.hq).not.toBe('');
      expect(c.statement).toMatch(/\.$/);
    }
    // No logo addresses: the demo shows monograms rather than images from anywhere else (issue 21).
    expect(companies.every((c) => !('logo' in c))).toBe(true);
  });
});

describe('jobs', () => {
  it('use only the 22 canonical categories, programming most of all', () => {
    const counts = new Map<string, number>();
    for (const job of jobs) counts.set(job.categorySlug, (counts.get(job.categorySlug) ?? 0) + 1);
    expect([...counts.keys()].every((slug) => CANONICAL_CATEGORIES.includes(slug))).toBe(true);
    expect(counts.size).toBe(22);
    const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
    expect(top[0]).toBe('programming');
    expect(top[1] / jobs.length).toBeGreaterThan(0.2);
  });

  it('have varied titles', () => {
    expect(new Set(jobs.map((j) => j.title)).size).toBeGreaterThan(jobs.length / 3);
    expect(jobs.some((j) => /^Senior /.test(j.title))).toBe(true);
    expect(jobs.some((j) => /\(.+\)$/.test(j.title))).toBe(true);
  });

  it('carry 3 to 7 normalized tags, about 15% of them a worldwide marker that matches the region', () => {
    for (const job of jobs) {
      expect(job.tags.length).toBeGreaterThanOrEqual(3);
      expect(job.tags.length).toBeLessThanOrEqual(7);
      expect(normalizeTags(job.tags)).toEqual(job.tags);
      expect(REGIONAL_RESTRICTIONS).toContain(job.regionalRestriction);
      expect(job.regionalRestriction === 'Worldwide').toBe(isWorldwide(job.tags));
    }
    const worldwide = share((j) => isWorldwide(j.tags));
    expect(worldwide).toBeGreaterThan(0.12);
    expect(worldwide).toBeLessThan(0.18);
  });

  it('describe themselves in modest, distinct HTML of 600 to 2500 characters', () => {
    const allowed = /^<\/?(p|ul|li|strong)>$/;
    for (const job of jobs) {
      expect(job.description.length).toBeGreaterThanOrEqual(600);
      expect(job.description.length).toBeLessThanOrEqual(2500);
      expect((job.description.match(/<[^>]*>/g) ?? []).every((tag) => allowed.test(tag))).toBe(true);
      expect(job.description).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
      expect(job.description).not.toMatch(/\{\w+\}|undefined/);
    }
    expect(new Set(jobs.map((j) => j.description)).size).toBe(jobs.length);
  });

  it('apply on the company careers site', () => {
    for (const job of jobs) {
      const company = companies[job.companyIndex];
      expect(job.companyName).toBe(company.name);
      expect('companyImage' in job).toBe(false);
      expect(job.applyUrl).toMatch(new RegExp(`^https://careers\\.${company.domain.replace(/\./g, '\\.')}/jobs/[a-z0-9-]+$`));
    }
  });

  it('give every company a posting', () => {
    expect(new Set(jobs.map((j) => j.companyIndex)).size).toBe(companies.length);
  });

  it('were posted over the last 45 days and stay valid for 30, so some have expired', () => {
    for (const job of jobs) {
      expect(job.datePosted.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(job.datePosted.getTime()).toBeGreaterThan(NOW.getTime() - 45 * DAY);
      expect(job.validThrough.getTime() - job.datePosted.getTime()).toBe(30 * DAY);
    }
    const expired = share((j) => j.validThrough <= NOW);
    expect(expired).toBeGreaterThan(0.25);
    expect(expired).toBeLessThan(0.42);
  });

  it('pin one in a hundred, highlighted and pinned into the future', () => {
    const pinned = jobs.filter((j) => j.pinTill);
    expect(pinned).toHaveLength(30);
    for (const job of pinned) {
      expect(job.highlight).toBe(true);
      expect(job.pinTill!.getTime()).toBeGreaterThan(NOW.getTime());
    }
    expect(jobs.filter((j) => j.highlight)).toHaveLength(30);
  });

  it('are mostly full-time, and about 40% show pay: mostly yearly USD, some in the region\'s currency or by the hour', () => {
    expect(new Set(jobs.map((j) => j.jobType))).toEqual(new Set(['Full-Time', 'Contract']));
    expect(share((j) => j.jobType === 'Full-Time')).toBeGreaterThan(0.7);
    const salaried = jobs.filter((j) => j.salary);
    expect(salaried.length / jobs.length).toBeGreaterThan(0.35);
    expect(salaried.length / jobs.length).toBeLessThan(0.45);
    for (const { salary, jobType } of salaried) {
      expect(Number.isInteger(salary!.min) && Number.isInteger(salary!.max)).toBe(true);
      expect(salary!.max).toBeGreaterThan(salary!.min);
      if (salary!.period === 'hour') {
        expect(jobType).toBe('Contract');
        expect(salary).toMatchObject({ currency: 'USD' });
        expect(salary!.min).toBeGreaterThanOrEqual(10);
      } else if (salary!.currency !== 'INR') {
        expect(salary!.min).toBeGreaterThanOrEqual(20_000);
      }
    }
    const kinds = new Set(salaried.map((j) => `${j.salary!.currency}/${j.salary!.period}`));
    expect(kinds).toEqual(expect.objectContaining({ size: expect.any(Number) }));
    for (const kind of ['USD/year', 'USD/hour', 'EUR/year']) expect(kinds.has(kind)).toBe(true);
    expect(share((j) => j.salary?.currency === 'USD' && j.salary.period === 'year') / share((j) => !!j.salary)).toBeGreaterThan(0.6);
  });

  it('carry a board-like location text for their restriction, and a seniority from their title', () => {
    for (const job of jobs) {
      expect(job.location.length).toBeGreaterThan(0);
      if (job.regionalRestriction === 'Worldwide') expect(job.location).toMatch(/Worldwide|Anywhere|Global/);
    }
    expect(new Set(jobs.map((j) => j.location)).size).toBeGreaterThan(15);
    for (const job of jobs.filter((j) => /^Senior /.test(j.title))) expect(job.seniority).toBe('senior');
    for (const job of jobs.filter((j) => /^Junior /.test(j.title))) expect(job.seniority).toBe('junior');
  });

  it('spread over every board with ids unique per board', () => {
    expect(new Set(jobs.map((j) => j.boardIndex))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7]));
    expect(new Set(jobs.map((j) => j.externalId)).size).toBe(jobs.length);
    const seven = generateCatalogue({ jobs: 500, boards: 7, now: NOW });
    expect(Math.max(...seven.jobs.map((j) => j.boardIndex))).toBe(6);
  });
});

it('refuses impossible options', () => {
  expect(() => new CatalogueGenerator({ jobs: -1, now: NOW })).toThrow(/jobs/);
  expect(() => new CatalogueGenerator({ jobs: 1.5, now: NOW })).toThrow(/jobs/);
  expect(() => new CatalogueGenerator({ jobs: 10, companies: 0, now: NOW })).toThrow(/companies/);
  expect(() => new CatalogueGenerator({ jobs: 10, seed: 2 ** 32, now: NOW })).toThrow(/seed/);
  expect(() => new CatalogueGenerator({ jobs: 10, now: new Date('nope') })).toThrow(/now/);
  expect(() => new CatalogueGenerator({ jobs: 10, now: NOW }).job(10)).toThrow(/job index/);
});
