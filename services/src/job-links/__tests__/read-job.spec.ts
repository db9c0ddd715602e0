import { statSync } from 'node:fs';
import path from 'node:path';
import type { JobDraft } from '../job-draft';
import { pagePartsFromHtml } from '../page-parts';
import { readJob } from '../read-job';
import { EXPECTED, type ExpectedDraft, FIXTURES, PAGE_FILES, pageHtml } from './fixture-pages';

const REQUIRED_FILL_RATE = 0.95;
const MAX_WRONG_RATE = 0.05;

type Field = 'jobTitle' | 'companyName' | 'location' | 'description' | 'salary' | 'employmentType';
// Title, company, location, description, pay and employment type: the form's fields a page can fill.
const FIELDS: readonly (readonly [Field, 'whole' | 'substring'])[] = [
  ['jobTitle', 'whole'],
  ['companyName', 'whole'],
  ['location', 'whole'],
  ['description', 'substring'],
  ['salary', 'substring'],
  ['employmentType', 'whole'],
];

// Checked page by page, so a regression names the page.
const PAGE_FIELDS = ['jobTitle', 'companyName', 'isJobPage'] as const;
const pick = <T extends object>(value: T, fields: readonly (keyof T & string)[]) => Object.fromEntries(fields.map((field) => [field, value[field]]));

const DRAFTS = new Map<string, JobDraft>(PAGE_FILES.map((file) => [file, readJob(pagePartsFromHtml(pageHtml(file), EXPECTED[file].url))]));

const matches = (kind: 'whole' | 'substring', expected: string, actual: string | null) => (kind === 'whole' ? actual === expected : !!actual?.includes(expected));

interface Outcome {
  file: string;
  field: Field;
  expected: string | null;
  actual: string | null;
  right: boolean;
}

const OUTCOMES: Outcome[] = PAGE_FILES.flatMap((file) =>
  FIELDS.map(([field, kind]) => {
    const expected = EXPECTED[file]?.[field] ?? null;
    const actual = DRAFTS.get(file)?.[field] ?? null;
    return { file, field, expected, actual, right: expected === null ? actual === null : matches(kind, expected, actual) };
  }),
);
const CARRIED = OUTCOMES.filter((o) => o.expected !== null);
const FILL_RATE = CARRIED.filter((o) => o.right).length / CARRIED.length;
const FILLED_WRONGLY = OUTCOMES.filter((o) => o.actual !== null && !o.right);
const percent = (rate: number) => (100 * rate).toFixed(1);

const report = (outcomes: Outcome[]) => outcomes.map((o) => `  ${o.file} ${o.field}: read ${JSON.stringify(o.actual)}, expected ${JSON.stringify(o.expected)}`).join('\n');

/**
 * The readers' quality target: of the fields the saved pages carry (fixture-pages.ts says what
 * "carry" means), at least 95% are read right, and a field is seldom filled with something wrong.
 * Set JOB_LINKS_REPORT=1 to print every miss (a failing run prints them anyway).
 */
describe('readJob on the saved pages', () => {
  it('has a reading for every page and a page for every reading, each page 1–30 kB', () => {
    expect(PAGE_FILES.length).toBeGreaterThanOrEqual(44);
    expect(new Set(Object.keys(EXPECTED))).toEqual(new Set(PAGE_FILES));
    for (const file of PAGE_FILES) {
      const size = statSync(path.join(FIXTURES, 'pages', file)).size;
      expect([file, size >= 1024 && size <= 30 * 1024]).toEqual([file, true]);
    }
  });

  it('has at least three pages of each site the feature is for', () => {
    const sites = ['greenhouse', 'lever', 'ashby', 'workable', 'smartrecruiters', 'workday', 'linkedin', 'weworkremotely', 'remoteok', 'remotehunt'];
    for (const site of sites) expect([site, PAGE_FILES.filter((file) => file.startsWith(`${site}-`)).length >= 3]).toEqual([site, true]);
  });

  it(`fills ${percent(FILL_RATE)}% of the ${CARRIED.length} fields the pages carry (at least ${REQUIRED_FILL_RATE * 100}%)`, () => {
    if (process.env.JOB_LINKS_REPORT || FILL_RATE < REQUIRED_FILL_RATE) console.info(`missed:\n${report(CARRIED.filter((o) => !o.right))}`);
    expect(FILL_RATE).toBeGreaterThanOrEqual(REQUIRED_FILL_RATE);
  });

  it(`fills ${FILLED_WRONGLY.length} of ${OUTCOMES.length} fields with something the page does not say (at most ${MAX_WRONG_RATE * 100}%)`, () => {
    if (process.env.JOB_LINKS_REPORT || FILLED_WRONGLY.length > MAX_WRONG_RATE * OUTCOMES.length) console.info(`filled wrongly:\n${report(FILLED_WRONGLY)}`);
    expect(FILLED_WRONGLY.length).toBeLessThanOrEqual(MAX_WRONG_RATE * OUTCOMES.length);
  });

  it.each(PAGE_FILES)('%s: title, company and whether it is a job page', (file) => {
    const draft = DRAFTS.get(file) as JobDraft;
    const expected = EXPECTED[file] as ExpectedDraft;
    const known = expected.knownMisses ?? [];
    const checked = PAGE_FIELDS.filter((field) => !known.includes(field));
    expect(pick(draft, checked)).toEqual(pick(expected, checked));
    expect(PAGE_FIELDS.filter((field) => draft[field] !== expected[field])).toEqual(known);
  });

  it.each(PAGE_FILES)('%s: gives the page its absolute address and its site', (file) => {
    const draft = DRAFTS.get(file) as JobDraft;
    expect(draft.canonicalUrl).toMatch(/^https?:\/\/[^/]+\//);
    expect(draft.source).toEqual(expect.any(String));
    if (draft.isJobPage) expect(draft.applyUrl).toMatch(/^https?:\/\//);
    else expect(draft.applyUrl).toBeNull();
  });
});

describe('readJob, field by field', () => {
  const draft = (file: string) => DRAFTS.get(file) as JobDraft;

  it('takes the canonical link, else og:url, else the address it read', () => {
    expect(draft('linkedin-json-ld.html').canonicalUrl).toBe('https://de.linkedin.com/jobs/view/senior-software-engineer-at-acme-3812345678');
    expect(draft('greenhouse-legacy-board.html').canonicalUrl).toBe('https://boards.greenhouse.io/acmerobotics/jobs/4012345006');
    expect(draft('ashby-posting.html').canonicalUrl).toBe(EXPECTED['ashby-posting.html'].url);
  });

  it('names the site: og:site_name, else the job site, else the host without www.', () => {
    expect(draft('weworkremotely-usa.html').source).toBe('We Work Remotely');
    expect(draft('greenhouse-legacy-board.html').source).toBe('Greenhouse');
    expect(draft('workday-posting.html').source).toBe('Workday');
    expect(draft('linkedin-json-ld.html').source).toBe('LinkedIn');
    expect(draft('double-encoded-json-ld.html').source).toBe('harborfreightways.example');
    expect(draft('careers-wordpress-graph.html').source).toBe('Brightleaf');
  });

  it('applies at the posting’s own address, else at the page', () => {
    expect(draft('remotehunt-job.html').applyUrl).toBe('https://remotehunt.example/jobs/senior-go-engineer-pied-piper-3kTMd92jfn1lQ8sPz0aBcD');
    expect(draft('lever-posting.html').applyUrl).toBe('https://jobs.lever.co/contoso/8f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b');
  });

  it('keeps the date a posting gives as an ISO date', () => {
    expect(draft('greenhouse-job-boards.html').datePosted).toBe('2024-05-02');
    expect(draft('linkedin-json-ld.html').datePosted).toBe('2024-05-21T15:45:12.000Z');
    expect(draft('weworkremotely-anywhere.html').datePosted).toBe('2024-06-03');
    expect(draft('careers-og-only.html').datePosted).toBeNull();
  });

  it('decodes an escaped description once, and leaves real HTML alone', () => {
    expect(draft('workday-temporary-escaped.html').description).toContain('<li>Coordinate carriers &amp; customs brokers</li>');
    expect(draft('remotehunt-job.html').description).toBe(
      '<p>Pied Piper is hiring a Senior Go Engineer to scale its compression API to a billion requests a day.</p>\n<ul><li>Go, gRPC, PostgreSQL</li><li>On-call one week in six</li></ul>',
    );
  });

  it('writes pay in the posting’s currency and period', () => {
    expect(draft('remotehunt-job.html').salary).toBe('$140,000–$180,000 a year');
    expect(draft('weworkremotely-usa.html').salary).toBe('From $100,000 a year');
    expect(draft('careers-webpage-main-entity.html').salary).toBe('€17.50 an hour');
    expect(draft('salary-text-string.html').salary).toBe('€60k–€70k base + commission');
  });
});
