import { hasControlCharactersBesidesLayout } from '../common/control-characters';
import { eligibilityOfPosting } from '../eligibility/posting-eligibility';
import { employmentTypeOf } from '../job-kind/employment-type';
import { readPay } from '../pay/read-pay';
import { seniorityOf } from '../job-kind/seniority';
import { isWorldwide, JOB_VALIDITY_DAYS, normalizeTags } from '../jobs/job-rules';
import type { NormalizedPosting, ParseContext, Salary, SkippedPosting } from './board-adapter';
import type { CanonicalCategory } from './normalize/canonical-categories';
import { addDays, parseFeedDate } from './normalize/dates';
import { descriptionToHtml, sanitizeDescription, unescapeLiteralNewlines } from './normalize/html';
import { locationFacts } from './normalize/location';
import { cleanList, cleanText, decodedText } from './normalize/text';
import { companyImageUrl, httpUrl } from './normalize/urls';

/**
 * One job as an adapter read it from its board: the board's values, picked
 * from the board's fields but not yet cleaned. Everything boards share
 * (decoding, repair, sanitizing, dates, location rules) happens in
 * assemblePosting, so adapters only know where their board keeps things.
 */
export interface RawPosting {
  externalId: unknown;
  title: unknown;
  companyName: unknown;
  companyImage?: unknown;
  companyUrl?: unknown;
  applyUrl: unknown;
  boardJobUrl?: unknown;
  /** HTML (or plain text) after the board's own clean-up. */
  description: string;
  /** The canonical category, given the cleaned title. */
  category: (title: string) => CanonicalCategory;
  /** A list or comma-separated string of the board's tags. */
  tags: unknown;
  location: unknown;
  /** The board says outright that anyone anywhere may apply (Himalayas' empty restriction list). */
  worldwide?: boolean;
  jobType?: unknown;
  /** The board's own seniority field as it came (Himalayas' seniority list, Jobicy's jobLevel). */
  seniority?: unknown;
  salary?: Salary | null;
  datePosted: unknown;
  validThrough?: unknown;
}

export type PostingOutcome = { posting: NormalizedPosting; skip?: undefined } | { skip: SkippedPosting; posting?: undefined };

export const skipPosting = (externalId: string | null, reason: string): PostingOutcome => ({ skip: { externalId, reason } });

export function externalIdOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** `board` is the adapter's name, for the few rules one board needs (pay/read-pay.ts). */
export function assemblePosting(raw: RawPosting, context: ParseContext, board?: string): PostingOutcome {
  const externalId = externalIdOf(raw.externalId);
  if (!externalId) return skipPosting(null, 'missing id');
  const title = cleanText(raw.title);
  if (!title) return skipPosting(externalId, 'missing title');
  if (hasControlCharactersBesidesLayout(decodedText(raw.title)!)) return skipPosting(externalId, 'control characters in the title');
  const companyName = cleanText(raw.companyName);
  if (!companyName) return skipPosting(externalId, 'missing company name');
  if (hasControlCharactersBesidesLayout(decodedText(raw.companyName)!)) return skipPosting(externalId, 'control characters in the company name');
  const datePosted = parseFeedDate(raw.datePosted);
  if (!datePosted) return skipPosting(externalId, 'missing or unreadable posting date');
  const applyUrl = httpUrl(raw.applyUrl, context.boardUrl);
  if (!applyUrl) return skipPosting(externalId, 'no usable apply URL');

  const tags = normalizeTags(cleanList(raw.tags));
  const where = locationFacts(raw.location);
  const validThrough = parseFeedDate(raw.validThrough);
  const description = descriptionHtml(raw.description, context.boardUrl);
  const worldwide = !!raw.worldwide || where.worldwide || isWorldwide(tags);
  const regionalRestriction = raw.worldwide ? null : where.regionalRestriction;
  return {
    posting: {
      externalId,
      title,
      companyName,
      companyImage: companyImageUrl(raw.companyImage, context.boardUrl),
      companyUrl: httpUrl(raw.companyUrl, context.boardUrl),
      applyUrl,
      boardJobUrl: httpUrl(raw.boardJobUrl, context.boardUrl),
      descriptionHtml: description,
      category: raw.category(title),
      tags,
      location: where.location,
      worldwide,
      regionalRestriction,
      eligibility: eligibilityOfPosting({ location: where.location, worldwide, regionalRestriction, descriptionHtml: description }),
      jobType: employmentTypeOf({ boardType: raw.jobType, title, descriptionText: raw.description }),
      seniority: seniorityOf({ title, boardLevel: raw.seniority }),
      // The employer's own words over the board's fields (pay/read-pay.ts).
      salary: readPay({ salary: raw.salary ?? null, descriptionHtml: description, title, board }),
      datePosted,
      // A feed's expiry before its own posting date is a board bug; the spec's default applies.
      validThrough: validThrough && validThrough > datePosted ? validThrough : addDays(datePosted, JOB_VALIDITY_DAYS),
    },
  };
}

function descriptionHtml(description: string, boardUrl: string): string {
  const text = unescapeLiteralNewlines(description).replace(/\r\n?/g, '\n');
  return sanitizeDescription(descriptionToHtml(text), { baseUrl: boardUrl });
}
