import { locationFacts, regionalRestrictionOf, restrictionBesideWorldwide } from '../ingestion/normalize/location';
import { countriesOfRestriction } from './region-countries';
import { READ_AT_MOST, utcWindowOf, type UtcWindow } from './utc-window';

/**
 * Where a job can be done from, read from a posting's location text: anywhere, a set of
 * countries (ISO 3166-1 alpha-2, regions expanded: "EMEA", "LATAM", "US or Canada"), and the
 * hours it allows as a UTC-offset window. A text we cannot read is unknown (no countries, not
 * anywhere, no window), never guessed as anywhere: "Remote" alone says how, not where.
 */
export interface Eligibility {
  anywhere: boolean;
  /** Sorted alpha-2 codes; empty when anywhere or unknown. */
  countries: string[];
  timezones: UtcWindow | null;
}

// The package's types sit in its ESM folder, which TypeScript will not let a CommonJS module
// import; its CommonJS build is the same data.
const ct = require('countries-and-timezones') as typeof import('countries-and-timezones', { with: { 'resolution-mode': 'import' } }).default;

export const UNKNOWN_ELIGIBILITY: Eligibility = Object.freeze({ anywhere: false, countries: [], timezones: null }) as Eligibility;

/**
 * The rule of one posting's location field (a list, such as Himalayas' locationRestrictions, is
 * read as one text). A worldwide text that also names places ("Worldwide, US only") is read as
 * the places: the narrower claim is the one an applicant would be turned away by.
 */
export function readEligibility(location: string | readonly string[] | null | undefined): Eligibility {
  const text = (Array.isArray(location) ? location.join(', ') : (location as string | null | undefined))?.slice(0, READ_AT_MOST);
  const facts = locationFacts(text);
  if (!facts.location) return UNKNOWN_ELIGIBILITY;
  const restriction = facts.worldwide ? restrictionBesideWorldwide(facts.location) : facts.regionalRestriction;
  const countries = restriction ? [...(countriesOfRestriction(restriction) ?? [])] : [];
  const timezones = utcWindowOf(facts.location);
  const anywhere = facts.worldwide && countries.length === 0;
  if (!anywhere && !countries.length && !timezones) return UNKNOWN_ELIGIBILITY;
  return { anywhere, countries, timezones };
}

export const isUnknown = (e: Eligibility): boolean => !e.anywhere && !e.countries.length && !e.timezones;

export const ANYWHERE: Eligibility = Object.freeze({ anywhere: true, countries: [], timezones: null }) as Eligibility;

/** What a stored job says about where it can be done from (the columns every writer fills). */
export interface JobPlace {
  /** The board's location text (ingestion). */
  location: string | null;
  /** Where candidates must be: ingestion's reading of the location, or the posting form's choice. */
  regionalRestriction: string | null;
  worldwide: boolean;
}

/**
 * The rule of a stored job: read from its board's location text when it has one (it holds what the
 * restriction column lost: "Worldwide, US only" is stored as worldwide with no restriction), else
 * from the restriction a posting or an older ingestion stored, else its worldwide flag.
 */
export function eligibilityOfJob(job: JobPlace): Eligibility {
  if (job.location) return readEligibility(job.location);
  if (job.regionalRestriction) return readEligibility(job.regionalRestriction);
  return job.worldwide ? ANYWHERE : UNKNOWN_ELIGIBILITY;
}

/**
 * Whether an unknown rule comes from a place that was named but not read ("Springfield", "New
 * York, NY") rather than from nothing said ("Remote", "Other (don't specify)"). Both are unknown
 * to a seeker looking at a list; the newsletter sends the first to nobody, as it always has: a
 * digest is pushed to a subscriber's inbox, a list is asked for.
 */
export function namesAnUnreadPlace(job: JobPlace, rule: Eligibility = eligibilityOfJob(job)): boolean {
  if (!isUnknown(rule)) return false;
  const text = job.location ?? job.regionalRestriction;
  return !!text && regionalRestrictionOf(text) !== null;
}

/** What a seeker in a country may do about a job: apply, not, or we cannot tell. */
export type EligibilityDecision = 'may-apply' | 'may-not' | 'unknown';

export interface Seeker {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The seeker's own UTC offset in hours, when they gave their time zone; otherwise their country's zones count. */
  utcOffset?: number;
}

/** The UTC offsets, standard and summer, of the country's zones (hours); empty for a code the data lacks. */
export function countryOffsets(country: string): number[] {
  const code = country.toUpperCase();
  let offsets = OFFSETS.get(code);
  // Only codes the data knows are kept, so the memo stays as small as the list of countries.
  if (!offsets && ct.getCountry(code)) OFFSETS.set(code, (offsets = offsetsOf(code)));
  return offsets ?? [];
}

const OFFSETS = new Map<string, number[]>();

function offsetsOf(country: string): number[] {
  const zones = ct.getCountry(country)?.timezones ?? [];
  const offsets = new Set<number>();
  for (const name of zones) {
    const zone = ct.getTimezone(name);
    if (zone) for (const minutes of [zone.utcOffset, zone.dstOffset]) offsets.add(minutes / 60);
  }
  return [...offsets].sort((a, b) => a - b);
}

/**
 * The decision for one seeker. The place must admit their country; a window must hold their
 * offset, or, when they gave no time zone, one of their country's (someone in the US may live
 * where a "UTC−5 to UTC+1" job's hours fall). A window that rules out every zone of a country the
 * rule names is not held against that country: Remotive's "Northern America, Europe, UK, France,
 * European timezones" lists North America as a place of its own, and the window speaks to the rest.
 */
export function decideEligibility(e: Eligibility, seeker: Seeker): EligibilityDecision {
  if (isUnknown(e)) return 'unknown';
  const country = seeker.country.toUpperCase();
  if (e.countries.length && !e.countries.includes(country)) return 'may-not';
  if (e.timezones) {
    const { minUtcOffset, maxUtcOffset } = e.timezones;
    const within = (offset: number) => offset >= minUtcOffset && offset <= maxUtcOffset;
    const zones = countryOffsets(country);
    const namedOutsideTheWindow = e.countries.includes(country) && zones.length > 0 && !zones.some(within);
    if (!namedOutsideTheWindow) {
      const offsets = seeker.utcOffset === undefined ? zones : [seeker.utcOffset];
      if (!offsets.length) return 'unknown';
      if (!offsets.some(within)) return 'may-not';
    }
  }
  return 'may-apply';
}
