import { placesInDescription } from '../eligibility/description-eligibility';
import { eligibilityOfPosting, type PostingPlace } from '../eligibility/posting-eligibility';
import { parseSalaryText } from '../ingestion/normalize/salary';
import { DESCRIPTION_READ_AT_MOST } from '../job-kind/description-employment-type';
import { employmentTypeOf } from '../job-kind/employment-type';
import { seniorityOf } from '../job-kind/seniority';
import { siteIconUrls } from '../logos/site-icons';
import { readPay } from '../pay/read-pay';

/**
 * Text built to make a reader of job postings slow: megabytes of what its patterns look for,
 * repeated, where a backtracking or quadratic pass would take hours. The readers' tests check what
 * each answers to it; how long it takes is the bench's (bench/src/hostile-inputs.ts): only a clock
 * tells linear from not, and a clock belongs in the bench, not in a test.
 */

/** Descriptions where a part-time phrase comes too late to be read, or never. */
export const employmentTypeDescriptions = (): string[] => [
  'x '.repeat(DESCRIPTION_READ_AT_MOST) + 'This is a part-time role.',
  '<'.repeat(2_000_000),
  'this is a '.repeat(200_000),
  'this is a a a a a a a a a '.repeat(80_000),
  'remote - '.repeat(250_000),
  'full time / '.repeat(170_000),
  'job type: '.repeat(200_000),
  'a'.repeat(2_000_000),
];

/** A 2 MB title: a seniority word, then 2 MB of others. */
export const hugeTitle = (): string => 'Senior Engineer ' + 'Staff/Principal/Lead or Director '.repeat(64_000);

/** Descriptions of 2 MB and more with pay-shaped text everywhere. */
export const payDescriptions = (): string[] => ['<'.repeat(2e6), '$'.repeat(2e6), '9'.repeat(2e6), '1,'.repeat(1e6), '$1,000 - $2,000 per month '.repeat(80_000), '\n \n'.repeat(700_000)];

/** A salary field of 2 MB, once after a salary and once with none. */
export const salaryTexts = (): string[] => [`$80k - $100k ${'1,'.repeat(1_000_000)}`, '1 '.repeat(1_000_000)];

const paragraph = (text: string) => `<p>${text}</p>`;

/** A 2 MB description with its places at the head and the tail, and a place in the middle that is never read. */
export const placesInLongDescription = (): string => {
  const filler = paragraph('filler text, with commas (and brackets) based in nowhere').repeat(20_000);
  const middle = `${filler}${paragraph('You must be based in Japan.')}${filler}`;
  return `${paragraph('Location: Remote (Germany)')}${middle}${paragraph('Applicants must be authorized to work in Germany or Austria.')}`;
};

/** Long runs of the words the place patterns look for. */
export const placeWordRuns = (): string[] =>
  ['must be based in ', 'A and ', 'Remote - ', 'anywhere in the ', 'Location: ', 'Europe (Germany, '].map((word) => paragraph(word.repeat(200_000)));

/** A posting with a 2 MB location and a 2 MB description. */
export const hugePosting = (): PostingPlace => {
  const huge = 'Remote, '.repeat(250_000);
  return { location: huge, worldwide: false, regionalRestriction: null, descriptionHtml: paragraph(huge) };
};

/** A megabyte of icon links. */
export const iconLinks = (): string => `<head>${'<link rel="icon" href="/x.png" sizes="1x1">'.repeat(25_000)}</head>`;

/** One reader given its hostile input, for the bench to time. */
export interface HostileRead {
  reader: string;
  /** The characters it was given. */
  chars: number;
  read: () => void;
}

/** Every reader above with its hostile input, built once. */
export function hostileReads(): HostileRead[] {
  const sum = (texts: string[]) => texts.reduce((n, t) => n + t.length, 0);
  const descriptions = employmentTypeDescriptions();
  const title = hugeTitle();
  const pay = payDescriptions();
  const salaries = salaryTexts();
  const longDescription = placesInLongDescription();
  const runs = placeWordRuns();
  const posting = hugePosting();
  const icons = iconLinks();
  return [
    { reader: 'employment type (description)', chars: sum(descriptions), read: () => descriptions.forEach((descriptionText) => employmentTypeOf({ title: 'Engineer', descriptionText })) },
    { reader: 'seniority (title)', chars: title.length, read: () => seniorityOf({ title }) },
    { reader: 'pay (description)', chars: sum(pay), read: () => pay.forEach((descriptionHtml) => readPay({ salary: null, descriptionHtml })) },
    { reader: 'salary field', chars: sum(salaries), read: () => salaries.forEach((text) => parseSalaryText(text)) },
    { reader: 'places (description)', chars: longDescription.length + sum(runs), read: () => [longDescription, ...runs].forEach((html) => placesInDescription(html)) },
    { reader: 'eligibility (posting)', chars: posting.location!.length + posting.descriptionHtml!.length, read: () => eligibilityOfPosting(posting) },
    { reader: 'site icons (page)', chars: icons.length, read: () => siteIconUrls(icons, 'https://acme.example/about/') },
  ];
}
