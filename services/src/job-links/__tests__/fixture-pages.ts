import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { EmploymentType } from '../job-draft';

/**
 * The saved job pages (__fixtures__/pages, hand-written after each site's public markup) and what
 * a person reads on each (__fixtures__/expected.json). "Carries" means the page says it in
 * metadata a reader can see without rendering: JSON-LD, meta tags, <title>, <h1>. A salary shown
 * only in the body text is not carried; null marks a field the page does not carry. `description`
 * and `salary` are substrings the draft's value must contain; the rest are whole values.
 *
 * Five pages (glassdoor-job-listing, indeed-viewjob, careers-microdata,
 * careers-salary-in-description, linkedin-hiring-remote) were written after the reader and left
 * as it reads them, to keep the fill rate honest. `knownMisses` names the title, company and
 * job-page fields the reader gets wrong on a page; read-job.spec.ts holds it to exactly that list,
 * so a fix shows up as well as a regression.
 */
export interface ExpectedDraft {
  url: string;
  jobTitle: string | null;
  companyName: string | null;
  location: string | null;
  description: string | null;
  salary: string | null;
  employmentType: EmploymentType | null;
  isJobPage: boolean;
  knownMisses?: ('jobTitle' | 'companyName' | 'isJobPage')[];
}

export const FIXTURES = path.join(__dirname, '..', '__fixtures__');
const PAGES_DIR = path.join(FIXTURES, 'pages');

export const EXPECTED: Record<string, ExpectedDraft> = JSON.parse(readFileSync(path.join(FIXTURES, 'expected.json'), 'utf8'));

export const PAGE_FILES: string[] = readdirSync(PAGES_DIR)
  .filter((file) => file.endsWith('.html'))
  .sort();

export const pageHtml = (file: string): string => readFileSync(path.join(PAGES_DIR, file), 'utf8');

export const atsAnswer = (file: string): unknown => JSON.parse(readFileSync(path.join(FIXTURES, 'ats', file), 'utf8'));
