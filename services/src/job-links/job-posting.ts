import { cleanLocation } from '../ingestion/normalize/location';
import { cleanText } from '../ingestion/normalize/text';
import { absoluteHttpUrl } from './absolute-url';
import { employmentTypeOf } from './employment-type';
import { descriptionOf } from './escaped-html';
import type { JobDraft } from './job-draft';
import { type FoundJobPosting, type JsonObject, isJsonObject, listOf, resolveNode, typesOf } from './json-ld';
import { salaryText } from './salary-text';

export type PostingFields = Pick<JobDraft, 'jobTitle' | 'companyName' | 'location' | 'description' | 'salary' | 'employmentType' | 'datePosted'> & {
  /** The posting's own address (its `url`), absolute. */
  url: string | null;
  /** Where to apply, when the posting names a place other than itself. */
  applyUrl: string | null;
};

// A job can list many places; a form field holds a few.
const MAX_PLACES = 3;

/** The fields of a schema.org JobPosting, each null when the posting does not give it. */
export function readJobPosting({ posting, nodes }: FoundJobPosting, pageUrl: string): PostingFields {
  const node = (value: unknown) => resolveNode(value, nodes);
  return {
    jobTitle: cleanText(posting.title) ?? cleanText(posting.name),
    companyName: companyOf(listOf(posting.hiringOrganization).map(node)[0]),
    location: locationOf(posting, node),
    description: descriptionOf(posting.description),
    salary: salaryOf(posting),
    employmentType: employmentTypeOf(posting.employmentType),
    datePosted: isoDate(posting.datePosted),
    url: absoluteHttpUrl(posting.url, pageUrl),
    applyUrl: applyUrlOf(posting, pageUrl),
  };
}

function companyOf(organization: unknown): string | null {
  if (typeof organization === 'string') return cleanText(organization);
  if (!isJsonObject(organization)) return null;
  return cleanText(organization.name) ?? cleanText(organization.legalName);
}

/**
 * Remote jobs (jobLocationType TELECOMMUTE) read "Remote", with where applicants must be when the
 * posting says: "Remote (United States)". Other jobs read their places: "Berlin, DE".
 */
function locationOf(posting: JsonObject, node: (value: unknown) => unknown): string | null {
  const remote = listOf(posting.jobLocationType).some((type) => typeof type === 'string' && type.trim().toUpperCase() === 'TELECOMMUTE');
  if (remote) {
    const areas = unique(listOf(posting.applicantLocationRequirements).map(node).map(nameOf));
    return areas.length ? `Remote (${areas.join(', ')})` : 'Remote';
  }
  const places = unique(listOf(posting.jobLocation).slice(0, MAX_PLACES).map(node).map((place) => placeText(place, node)));
  return places.length ? places.join('; ') : null;
}

function placeText(place: unknown, node: (value: unknown) => unknown): string | null {
  if (typeof place === 'string') return cleanLocation(place);
  if (!isJsonObject(place)) return null;
  const address = node(place.address);
  if (typeof address === 'string') return cleanLocation(address);
  if (isJsonObject(address)) {
    const parts = [address.addressLocality, address.addressRegion, address.addressCountry].map(nameOf).filter(Boolean);
    if (parts.length) return cleanLocation(parts.join(', '));
  }
  return cleanText(place.name);
}

/** A place or area given as text or as a node with a name ({"@type": "Country", "name": "DE"}). */
function nameOf(value: unknown): string | null {
  if (typeof value === 'string') return cleanText(value);
  return isJsonObject(value) ? cleanText(value.name) : null;
}

/**
 * baseSalary, else estimatedSalary: a MonetaryAmount (one or a list; the first that reads wins)
 * whose value is a number or a QuantitativeValue, or text as the site wrote it ("€60k–€70k").
 */
function salaryOf(posting: JsonObject): string | null {
  for (const amount of [...listOf(posting.baseSalary), ...listOf(posting.estimatedSalary)]) {
    const text = amountText(amount, posting.salaryCurrency);
    if (text) return text;
  }
  return null;
}

function amountText(amount: unknown, postingCurrency: unknown): string | null {
  if (typeof amount === 'string') return /\d/.test(amount) ? cleanText(amount) : null;
  if (typeof amount === 'number') return salaryText({ min: amount, max: amount, currency: postingCurrency });
  if (!isJsonObject(amount)) return null;
  const currency = amount.currency ?? postingCurrency;
  const value = amount.value;
  if (typeof value === 'number' || (typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(value))) {
    return salaryText({ min: value, max: value, currency, period: unitOf(amount.unitText) });
  }
  if (typeof value === 'string') return /\d/.test(value) ? cleanText(value) : null;
  const quantity = isJsonObject(value) ? value : amount;
  return salaryText({
    min: quantity.minValue ?? quantity.value,
    max: quantity.maxValue ?? quantity.value,
    currency,
    period: unitOf(quantity.unitText ?? amount.unitText),
  });
}

const unitOf = (unit: unknown): string | null => (typeof unit === 'string' ? unit.trim().toLowerCase() : null);

/** An ApplyAction's target, or the application contact's address. */
function applyUrlOf(posting: JsonObject, pageUrl: string): string | null {
  for (const action of listOf(posting.potentialAction)) {
    if (!isJsonObject(action) || !typesOf(action).includes('applyaction')) continue;
    for (const target of listOf(action.target)) {
      const url = absoluteHttpUrl(isJsonObject(target) ? (target.urlTemplate ?? target.url) : target, pageUrl);
      if (url) return url;
    }
  }
  const contact = listOf(posting.applicationContact)[0];
  return isJsonObject(contact) ? absoluteHttpUrl(contact.url, pageUrl) : null;
}

/**
 * An ISO date as the posting gives it ("2024-05-02", "2024-05-21T15:45:12.000Z"), a date-time
 * another way ("2024-06-03 14:11:02 UTC") as its ISO date, a timestamp in milliseconds as ISO.
 */
export function isoDate(value: unknown): string | null {
  if (typeof value === 'number') return isoOf(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(text) && !Number.isNaN(Date.parse(text.slice(0, 10)))) return text;
  if (/^\d{4}-\d{2}-\d{2}\b/.test(text) && !Number.isNaN(Date.parse(text.slice(0, 10)))) return text.slice(0, 10);
  return text.length <= 64 ? isoOf(Date.parse(text)) : null;
}

function isoOf(time: number): string | null {
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function unique(values: (string | null)[]): string[] {
  const out: string[] = [];
  for (const value of values) if (value && !out.includes(value)) out.push(value);
  return out;
}
