import { decodeEntities } from '../ingestion/normalize/text';
import type { EmploymentType } from './employment-type';

/**
 * The employment type a description states in so many words, or null. Only statements count:
 * "This is a full-time position", "Job Type: Contract", "on a part-time basis", "Remote |
 * Full-time". Mentions do not: "benefits for all full-time employees", "we work with freelance
 * writers", "potential to transition into a full-time role". Two different types stated alike
 * ("Job Type: Full-Time/Part-Time", "contract position, or hired through our EOR") are unknown.
 */
export function descriptionEmploymentType(description: unknown): EmploymentType | null {
  if (typeof description !== 'string' || !description) return null;
  // Every pattern below names a type; a description naming none needs no clean-up to say so.
  if (!TYPE_HINT.test(description.slice(0, DESCRIPTION_READ_AT_MOST))) return null;
  const text = plainText(description);
  return onlyOne(statedTypes(text, STRONG)) ?? onlyOne(new Set([...statedTypes(text, WEAK), ...statedTypes(text, [POSITION], isProspect)]));
}

// A superset of TYPE_WORDS on the raw text (an entity or a Unicode dash may sit inside "part-time").
const TYPE_HINT = /full|part.{0,10}time|contract|freelanc|temporar|internship/i;

/** Only the head of a description is read: the terms sit near the top or in a short footer of a few thousand characters. */
export const DESCRIPTION_READ_AT_MOST = 30_000;

// [^<>]* cannot run past the next "<", so the scan from each "<" ends where the next starts: linear.
const TAG = /<[^<>]*>/g;
const UNICODE_DASHES = /[\u2010-\u2015\u2212]/g;
// Scraped listings glue headings to values: "Job Type: ContractorLocation: Remote".
const GLUED_HEADING = /([a-z])([A-Z])/g;

function plainText(description: string): string {
  return decodeEntities(description.slice(0, DESCRIPTION_READ_AT_MOST).replace(TAG, ' '))
    .replace(/\\[nrt]/g, ' ')
    .replace(UNICODE_DASHES, '-')
    .replace(GLUED_HEADING, '$1 $2')
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

// Each pattern names a type, or two ("Full-time or Contract", "Job Type: Full-Time/Part-Time"):
// groups 1 and 3 are the types, group 2 what joins them. Gaps are bounded ({0,3} words), so no
// pattern backtracks far.
const TYPE_WORDS = String.raw`full-? ?time|part-? ?time|contract(?:or)?|freelance(?:r)?|temporary|internship`;
const TYPES = String.raw`(${TYPE_WORDS})\b(?: ?(/|or|and|&|,) ?(${TYPE_WORDS})\b)?`;
const GAP_WORDS = String.raw`(?:(?!(?:for|to|with|of|who|that|which|as|if|and|or)\b)[a-z0-9%+'-]+[ ,/]+){0,3}?`;

const STRONG: readonly RegExp[] = [
  // "This is a full-time, remote role", "This position is a part-time, remote-eligible role", "This is an open-ended contract opportunity".
  new RegExp(String.raw`\bthis (?:(?:position|role|job|opportunity|engagement) )?(?:is|will be) (?:an? )?${GAP_WORDS}${TYPES}`, 'g'),
  // "This contract opportunity requires ...".
  new RegExp(String.raw`\bthis ${TYPES} (?:position|role|job|opportunity|engagement)\b`, 'g'),
  // "Job Type: Full-Time", "Employment Type Full-time", "Classification: Exempt Full Time", "Type: Full Time".
  new RegExp(
    String.raw`\b(?:(?:employment|job|position|work|role|contract|engagement|schedule) ?-?type ?:?|(?:employment|commitment|classification|type) ?:) ?(?:(?:exempt|non-exempt|regular|permanent|salaried|w2) )?${TYPES}`,
    'g',
  ),
  // "on a part-time basis", "on an independent contractor basis".
  new RegExp(String.raw`\bon an? (?:independent )?${TYPES} basis\b`, 'g'),
];

const WEAK: readonly RegExp[] = [
  // "Remote - Full time", "Remote | Hourly Contract", "Work-From-Home | Full-Time", "Full-time, remote commitment".
  new RegExp(String.raw`\b(?:remote|hybrid|work-? ?from-? ?home|wfh) ?[-|,/·•] ?(?:(?:hourly|paid|long-term|short-term|permanent) )?${TYPES}`, 'g'),
  new RegExp(String.raw`\b${TYPES} ?[-|,/·•] ?(?:fully |100% )?remote\b`, 'g'),
  // "Full time/40 hours a week".
  new RegExp(String.raw`\b(full-? ?time|part-? ?time) ?[/(,-] ?\d{1,2}\+? ?(?:hours|hrs)\b`, 'g'),
];

// "100% remote (or hybrid), full-time position": a statement, unless the words just before make
// it a prospect or an option ("becoming a Full Time position", "can be set up as a contract position").
const POSITION = new RegExp(String.raw`\b${TYPES} position\b`, 'g');
const PROSPECT = /\b(?:into|becom\w*|transition\w*|convert\w*|potential\w*|possibilit\w*|future|eventually|path|lead to|leads to|can be|could be|may be|might be|either)\b/;
const PROSPECT_WITHIN_CHARS = 40;

function isProspect(text: string, at: number): boolean {
  return PROSPECT.test(text.slice(Math.max(0, at - PROSPECT_WITHIN_CHARS), at));
}

type Stated = EmploymentType | 'ambiguous';

function statedTypes(text: string, patterns: readonly RegExp[], isAside?: (text: string, at: number) => boolean): Set<Stated> {
  const types = new Set<Stated>();
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      if (!isAside?.(text, match.index)) types.add(statedType(match[1], match[2], match[3]));
    }
  }
  return types;
}

// Hours and terms go together ("Full-time, Contract" is a contract); alternatives do not
// ("Full-time or Contract", "Full-Time/Part-Time").
const HOURS: ReadonlySet<EmploymentType> = new Set(['Full-Time', 'Part-Time']);

function statedType(words: string, joiner: string | undefined, otherWords: string | undefined): Stated {
  const type = typeOf(words);
  if (otherWords === undefined) return type;
  const other = typeOf(otherWords);
  if (other === type) return type;
  if (joiner === 'or' || joiner === '/' || HOURS.has(type) === HOURS.has(other)) return 'ambiguous';
  return HOURS.has(type) ? other : type;
}

function onlyOne(types: Set<Stated>): EmploymentType | null {
  if (types.size !== 1) return null;
  const [type] = types;
  return type === 'ambiguous' ? null : type;
}

function typeOf(words: string): EmploymentType {
  if (words.startsWith('full')) return 'Full-Time';
  if (words.startsWith('part')) return 'Part-Time';
  if (words.startsWith('freelance')) return 'Freelance';
  if (words === 'temporary') return 'Temporary';
  if (words === 'internship') return 'Internship';
  return 'Contract';
}
