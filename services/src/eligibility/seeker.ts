import { isTimeZoneName } from '../common/time-zones';
import { type EligibilityDecision, type Eligibility, decideEligibility } from './eligibility';

/** Where a signed-in seeker works from, as Account Settings keeps it. */
export interface SeekerPlace {
  /** ISO 3166-1 alpha-2; null until the user says. */
  country: string | null;
  /** IANA time zone; null until the user says. */
  timezone: string | null;
}

const OFFSET = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/;

// Making a formatter costs about fifty times using one, and a page of ten jobs asks ten times for
// the same zone. Only the runtime's own zone names are kept (the ones Account Settings accepts), so
// the memo is never larger than that list, whatever a caller passes.
const FORMATS = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(zone: string): Intl.DateTimeFormat | undefined {
  const kept = FORMATS.get(zone);
  if (kept) return kept;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
  } catch {
    return undefined;
  }
  if (isTimeZoneName(zone)) FORMATS.set(zone, format);
  return format;
}

/**
 * A time zone's offset from UTC at a moment, in hours (summer time included: Berlin is +2 in July);
 * undefined for a zone the runtime does not know. Read from the runtime's own time zone data.
 */
export function utcOffsetOf(zone: string, at: Date = new Date()): number | undefined {
  const format = offsetFormat(zone);
  const name = format?.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  const match = name ? OFFSET.exec(name) : null;
  if (!match) return undefined;
  const [, sign, hours, minutes] = match;
  const offset = Number(hours ?? 0) + Number(minutes ?? 0) / 60;
  return sign === '-' ? -offset : offset;
}

/**
 * Whether this seeker may take a job with this rule: by their country, and by their own time
 * zone's offset when they gave one (else any of their country's zones counts). Null when they
 * have not said where they work from.
 */
export function decisionFor(rule: Eligibility, seeker: SeekerPlace, at: Date = new Date()): EligibilityDecision | null {
  if (!seeker.country) return null;
  const utcOffset = seeker.timezone ? utcOffsetOf(seeker.timezone, at) : undefined;
  return decideEligibility(rule, utcOffset === undefined ? { country: seeker.country } : { country: seeker.country, utcOffset });
}
