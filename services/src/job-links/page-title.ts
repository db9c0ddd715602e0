import { cleanLocation } from '../ingestion/normalize/location';
import { cleanText } from '../ingestion/normalize/text';
import { isJobSiteName, nameKey } from './job-sites';

export interface TitleFacts {
  jobTitle: string | null;
  companyName: string | null;
  location: string | null;
}

export interface TitleContext {
  /** Names the site goes by (og:site_name, the job site's name). */
  siteNames: readonly string[];
  /** Names the hiring company may go by, from the address (page-address.ts). */
  companyHints: readonly string[];
  /** The page is probably one job's: only then is a title split into job and company. */
  jobLike: boolean;
  /** LinkedIn's "Acme hiring Senior Engineer in Berlin" is read only on LinkedIn. */
  linkedIn: boolean;
}

// Between a title's parts: "Senior Engineer - Acme | LinkedIn", "Acme: Senior Engineer".
const SEPARATORS = [' | ', ' - ', ' – ', ' — ', ' · ', ': '];
// Words around a company's name in a title's site part: "Careers at Acme", "Acme Jobs", "Stellenangebote".
const GENERIC_WORDS = new Set([
  'careers', 'career', 'jobs', 'job', 'at', 'join', 'us', 'karriere', 'stellenangebote', 'stellenangebot', 'vacancies',
  'vacancy', 'hiring', 'openings', 'opening', 'open', 'positions', 'position', 'work', 'with', 'is', 'we', 'are', 'team',
]);
// A status a site appends to a closed posting's title (ours: "(no longer open)").
const CLOSED_MARK = /\s*\((?:no longer open|closed|expired|filled|position filled|no longer available)\)$/i;
// What follows a dash in a job's title without being a company: "Retail Sales Associate - Part Time".
const NOT_A_COMPANY = /^(?:remote|hybrid|on-?site|full[ -]?time|part[ -]?time|contract|temporary|internship|freelance|[mwfd]\/[mwfd]\/[mwfd])$/i;

/**
 * The job, company and (on LinkedIn) location that page titles carry, read from the first
 * candidate (og:title, twitter:title, <title>) that names a company, else the first that names
 * anything. The site's own name is dropped from the end ("| LinkedIn", "| Careers at Acme"),
 * then the usual shapes are read:
 *   "Job Application for X at Y"       (Greenhouse)
 *   "Y hiring X in Z"                  (LinkedIn)
 *   "X at Y", "X @ Y"                  (most boards, Ashby)
 *   "X - Y", "Y - X", "Y: X"           (Y known as the company from the site name or the address)
 * Off job pages the title is only trimmed of the site's name.
 */
export function titleFacts(candidates: readonly (string | null | undefined)[], context: TitleContext): TitleFacts {
  const names = new Set([...context.siteNames, ...context.companyHints].map(companyKey).filter(Boolean));
  let first: TitleFacts | null = null;
  for (const candidate of candidates) {
    const text = cleanText(candidate);
    if (!text) continue;
    const facts = factsOf(text, names, context);
    if (facts.companyName) return facts;
    first ??= facts;
  }
  return first ?? { jobTitle: null, companyName: null, location: null };
}

function factsOf(title: string, names: Set<string>, context: TitleContext): TitleFacts {
  const { text, company: siteCompany } = withoutSiteName(title, names);
  if (!context.jobLike) return { jobTitle: text, companyName: null, location: null };
  const rest = text.replace(CLOSED_MARK, '');
  const split = splitTitle(rest, names, context);
  if (split) return split;
  return { jobTitle: rest, companyName: siteCompany, location: null };
}

/**
 * The title without the site's name at its end, and the company that name gives when the site
 * is the company's own ("Senior Engineer | Careers at Pinecrest" → Pinecrest). At most three
 * parts are dropped, and never the first.
 */
function withoutSiteName(title: string, names: Set<string>): { text: string; company: string | null } {
  let text = title;
  let company: string | null = null;
  for (let round = 0; round < 3; round++) {
    const at = lastSeparator(text);
    if (!at) break;
    const tail = text.slice(at.index + at.separator.length).trim();
    const core = withoutGenericWords(tail);
    const siteName = !core || isJobSiteName(tail) || isJobSiteName(core) || names.has(companyKey(core));
    if (!siteName) break;
    if (core && !company && !isJobSiteName(core)) company = core;
    text = text.slice(0, at.index).trim();
  }
  return { text, company };
}

function splitTitle(text: string, names: Set<string>, context: TitleContext): TitleFacts | null {
  const lower = text.toLowerCase();
  if (lower.startsWith('job application for ')) {
    const facts = around(text, ' at ', 'job application for '.length);
    if (facts) return facts;
  }
  if (context.linkedIn) {
    const hiring = lower.indexOf(' hiring ');
    if (hiring > 0) {
      const company = text.slice(0, hiring).trim();
      const rest = text.slice(hiring + ' hiring '.length).trim();
      const inAt = rest.lastIndexOf(' in ');
      return inAt > 0
        ? fact(rest.slice(0, inAt), company, rest.slice(inAt + ' in '.length))
        : fact(rest, company, null);
    }
  }
  const at = around(text, ' at ', 0) ?? around(text, ' @ ', 0);
  if (at) return at;
  return bySeparator(text, names);
}

/** "X at Y" at the last " at ": "Head of Data at Scale at Acme" is Acme's. */
function around(text: string, word: string, from: number): TitleFacts | null {
  const index = text.toLowerCase().lastIndexOf(word);
  if (index <= from) return null;
  return fact(text.slice(from, index), text.slice(index + word.length), null);
}

/**
 * "X - Y" or "Y - X": the side that is a known name of the company (site name, address) is the
 * company; with none known, a title of two parts reads as job then company, as most do.
 */
function bySeparator(text: string, names: Set<string>): TitleFacts | null {
  const splits = SEPARATORS.flatMap((separator) => {
    const index = text.indexOf(separator);
    return index > 0 ? [{ index, separator }] : [];
  });
  for (const { index, separator } of splits) {
    const left = text.slice(0, index).trim();
    const right = text.slice(index + separator.length).trim();
    if (names.has(companyKey(right))) return fact(left, right, null);
    if (names.has(companyKey(left))) return fact(right, left, null);
  }
  // With no side known, only a title of exactly two parts is split ("Junior Data Analyst - Initrode").
  const single = splits.length === 1 && text.lastIndexOf(splits[0].separator) === splits[0].index ? splits[0] : null;
  if (!single || single.separator === ': ') return null;
  const left = text.slice(0, single.index).trim();
  const right = text.slice(single.index + single.separator.length).trim();
  if (NOT_A_COMPANY.test(right) || right.split(' ').length > 6) return null;
  return fact(left, right, null);
}

// The parts of a title cleanText has read already: only their ends to trim.
function fact(jobTitle: string, companyName: string, location: string | null): TitleFacts | null {
  const title = jobTitle.trim();
  const company = companyName.trim();
  if (!title || !company) return null;
  return { jobTitle: title, companyName: company, location: cleanLocation(location) };
}

function lastSeparator(text: string): { index: number; separator: string } | null {
  let best: { index: number; separator: string } | null = null;
  for (const separator of SEPARATORS) {
    const index = text.lastIndexOf(separator);
    if (index > 0 && (!best || index > best.index)) best = { index, separator };
  }
  return best;
}

function withoutGenericWords(text: string): string {
  return text
    .split(' ')
    .filter((word) => !GENERIC_WORDS.has(word.toLowerCase()))
    .join(' ')
    .trim();
}

/** A company's name for comparison: without "Careers", "Jobs" and the like, squashed (nameKey). */
export function companyKey(name: string): string {
  return nameKey(withoutGenericWords(name));
}
