import { cleanText } from './text';

export interface LocationFacts {
  /** The location as people should read it, or null when the board gave none. */
  location: string | null;
  /** The location opens the job to the whole world. */
  worldwide: boolean;
  /** Where candidates must be, e.g. "USA"; null when worldwide or not said. */
  regionalRestriction: string | null;
}

/**
 * Cleans free-text locations: parts split on commas, blanks dropped (the
 * trailing ", " of "United States, "), repeated neighbours dropped ("Madrid,
 * Madrid, Comunidad de Madrid"), lists re-joined with one space ("EMEA,  LATAM").
 */
export function cleanLocation(value: unknown): string | null {
  const text = cleanText(value);
  if (!text) return null;
  const parts: string[] = [];
  for (const part of text.split(',').map((p) => p.trim())) {
    if (part && part.toLowerCase() !== parts.at(-1)?.toLowerCase()) parts.push(part);
  }
  return parts.join(', ') || null;
}

// "Anywhere in the World", "Worldwide", "Globally Remote", "Anywhere (Open Globally)", "Global".
const WORLDWIDE = /\b(?:world ?wide|anywhere|global(?:ly)?|all countries)\b/i;
// "Anywhere in the US" names a region, not the world.
const ANYWHERE_IN_A_REGION = /\banywhere in (?!the world\b)/i;
// WWR's "Other (don’t specify)" and the posting form's "Other (don't specify)".
const UNSPECIFIED = /^other\b.*\bspecify\b/i;
// Words that say how the job is done, not where the candidate must be.
const REMOTE_WORDS =
  /\((?:[^)]*\bremote\b[^)]*)\)|\b(?:100\s*%\s*)?(?:fully\s+)?remote(?:\s+friendly)?\b|\bwork from home\b|\bwfh\b|\bhome[- ]based\b|\bflexible\b|\bonly\b/gi;
const EDGE_JUNK = /^[\s,;:/|–—-]+|[\s,;:/|–—-]+$/g;
const LEADING_PREPOSITION = /^(?:within|in|from|based in)\s+/i;

export function isWorldwideLocation(location: string | null): boolean {
  return !!location && WORLDWIDE.test(location) && !ANYWHERE_IN_A_REGION.test(location);
}

/**
 * The region a location restricts candidates to: "USA Only" -> "USA",
 * "Remote - United States" -> "United States", "Japan - Remote" -> "Japan",
 * "United Kingdom (Remote)" -> "United Kingdom"; null for "Remote" alone.
 */
export function regionalRestrictionOf(location: string | null): string | null {
  if (!location || isWorldwideLocation(location) || UNSPECIFIED.test(location)) return null;
  let region = location.replace(/\banywhere in (?:the )?/i, '');
  for (let previous = ''; previous !== region; ) {
    previous = region;
    region = region.replace(REMOTE_WORDS, ' ').replace(/\s+/g, ' ').replace(EDGE_JUNK, '').replace(LEADING_PREPOSITION, '').trim();
    region = region.replace(/\s*,(?:\s*,)+\s*/g, ', ').replace(/\s+,/g, ',');
  }
  // Leftovers such as the "1" of RemoteOK's "1 Remote" name no region.
  return /\p{L}{2}/u.test(region) ? region : null;
}

/**
 * The places a worldwide text names besides ("Worldwide, US only" -> "US"), for the eligibility
 * rule (eligibility.ts), which reads the narrower claim; null when it names none.
 */
export function restrictionBesideWorldwide(location: string): string | null {
  return regionalRestrictionOf(location.replace(WORLDWIDE_WORDS, ' '));
}

const WORLDWIDE_WORDS = new RegExp(WORLDWIDE.source, 'gi');

export function locationFacts(value: unknown): LocationFacts {
  const location = cleanLocation(value);
  return { location, worldwide: isWorldwideLocation(location), regionalRestriction: regionalRestrictionOf(location) };
}
