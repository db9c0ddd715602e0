/**
 * The hours a job's location text allows, as a window of UTC offsets: "UTC-5 to UTC+1" gives
 * −5…+1, "US time zones" −8…−4, "CET" +1…+2, "GMT±3" −3…+3. Several mentions widen the window
 * to hold them all ("EST or CET" is −5…+2). A text that names no time gives null: unknown,
 * never "any time".
 */
export interface UtcWindow {
  /** Hours, fractions for zones such as India's +5:30. */
  minUtcOffset: number;
  maxUtcOffset: number;
}

/**
 * Only this much of a text is read: a location field, not a document (cost stays linear and
 * small). Room for a list of every country, as Himalayas' locationRestrictions can be (every
 * English name, comma-separated, is about 3,300 characters).
 */
export const READ_AT_MOST = 4_000;

// Zone abbreviations as postings use them: a zone's name stands for the zone, its summer time
// included ("EST" is written all year for US Eastern), so each spans standard to daylight.
// IST is India's (far commoner in job posts than Irish or Israel time).
const ZONES: Record<string, readonly [number, number]> = {
  HST: [-10, -10],
  AKST: [-9, -8], AKDT: [-9, -8],
  PST: [-8, -7], PDT: [-8, -7], PT: [-8, -7],
  MST: [-7, -6], MDT: [-7, -6], MT: [-7, -6],
  CST: [-6, -5], CDT: [-6, -5], CT: [-6, -5],
  EST: [-5, -4], EDT: [-5, -4], ET: [-5, -4],
  BRT: [-3, -3], ART: [-3, -3],
  GMT: [0, 0], UTC: [0, 0], WET: [0, 1], WEST: [0, 1], BST: [0, 1],
  CET: [1, 2], CEST: [1, 2],
  EET: [2, 3], EEST: [2, 3],
  MSK: [3, 3],
  IST: [5.5, 5.5],
  SGT: [8, 8], HKT: [8, 8],
  JST: [9, 9],
  AEST: [10, 11], AEDT: [10, 11],
  NZST: [12, 13], NZDT: [12, 13],
};

// "US time zones", "European timezones", "Eastern Time": groups of zones named in words.
const NAMED_ZONES: [RegExp, readonly [number, number]][] = [
  [/\b(?:us|usa|u\.s\.|american|north american|united states)\s+time\s*zones?\b/i, [-8, -4]],
  [/\b(?:eu|europe|european)\s+time\s*zones?\b/i, [0, 3]],
  [/\b(?:latam|latin american|south american)\s+time\s*zones?\b/i, [-6, -3]],
  [/\beastern\s+(?:standard\s+)?time\b/i, [-5, -4]],
  [/\bcentral\s+(?:standard\s+)?time\b/i, [-6, -5]],
  [/\bmountain\s+(?:standard\s+)?time\b/i, [-7, -6]],
  [/\bpacific\s+(?:standard\s+)?time\b/i, [-8, -7]],
  [/\bcentral\s+european\s+(?:summer\s+)?time\b/i, [1, 2]],
];

// An offset after UTC or GMT: "+5", "-03:00", "+5:30", "−3" (a minus sign), "±2", "+/-3".
const SIGN = String.raw`(\+\/-|±|[+\-−–])`;
const HOURS = String.raw`(\d{1,2})(?::?(\d{2}))?`;
const OFFSET = new RegExp(String.raw`\b(?:UTC|GMT)\s?${SIGN}\s?${HOURS}`, 'gi');
// A second offset closing a range: "UTC-5 to UTC+1", "GMT-3 – GMT+3", "UTC+1 to +3".
const RANGE_END = new RegExp(String.raw`^\s?(?:to|through|until|and|-|–|—)\s?(?:(?:UTC|GMT)\s?)?${SIGN}\s?${HOURS}`, 'i');
const OFFSET_AFTER = new RegExp(String.raw`^\s?${SIGN}\s?\d`);
const ABBREVIATION = new RegExp(String.raw`\b(${Object.keys(ZONES).join('|')})\b`, 'g');
// "±2 hours of CET", "within 3 hours of EST": a zone widened by some hours.
const WITHIN_HOURS = /(?:±|\+\/-|\bwithin|\bplus or minus)\s?(\d{1,2})\s?(?:hours?|hrs?|h)\s(?:of|from)\s/gi;
// "CET (+/- 3 hours)", "EST ±2h": the same, written after the zone.
const HOURS_AFTER = /^\s?\(?\s?(?:±|\+\/-|\+-|plus or minus)\s?(\d{1,2})\s?(?:hours?|hrs?|h)\b/i;

const hoursOf = (sign: string, hours: string, minutes: string | undefined): number | null => {
  const value = Number(hours) + (minutes ? Number(minutes) / 60 : 0);
  if (value > 14 || (minutes !== undefined && Number(minutes) >= 60)) return null;
  return sign === '+' ? value : -value;
};

/** The window the text allows, or null when it names no time zone or offset. */
export function utcWindowOf(text: string | null | undefined): UtcWindow | null {
  if (!text) return null;
  const read = text.slice(0, READ_AT_MOST);
  const spans: (readonly [number, number])[] = [];

  for (const match of read.matchAll(OFFSET)) {
    const [, sign, hours, minutes] = match;
    if (sign === '±' || sign === '+/-') {
      const h = hoursOf('+', hours, minutes);
      if (h !== null) spans.push([-h, h]);
      continue;
    }
    const start = hoursOf(sign === '+' ? '+' : '-', hours, minutes);
    if (start === null) continue;
    const end = RANGE_END.exec(read.slice(match.index + match[0].length, match.index + match[0].length + 24));
    const until = end && end[1] !== '±' && end[1] !== '+/-' ? hoursOf(end[1] === '+' ? '+' : '-', end[2], end[3]) : null;
    spans.push(until === null ? [start, start] : [Math.min(start, until), Math.max(start, until)]);
  }

  // Abbreviations in upper case only, so "et" or "mt" in prose is no zone; widened by
  // "±N hours of" just before them.
  for (const match of read.matchAll(ABBREVIATION)) {
    // UTC and GMT with an offset were read above.
    if ((match[1] === 'UTC' || match[1] === 'GMT') && OFFSET_AFTER.test(read.slice(match.index + 3, match.index + 10))) continue;
    const zone = ZONES[match[1]];
    const before = read.slice(Math.max(0, match.index - 30), match.index);
    const widen = [...before.matchAll(WITHIN_HOURS)].at(-1);
    const after = HOURS_AFTER.exec(read.slice(match.index + match[1].length, match.index + match[1].length + 24));
    const by = Math.max(widen && widen.index + widen[0].length === before.length ? Number(widen[1]) : 0, after ? Number(after[1]) : 0);
    spans.push([zone[0] - by, zone[1] + by]);
  }
  for (const [pattern, span] of NAMED_ZONES) if (pattern.test(read)) spans.push(span);

  if (!spans.length) return null;
  return { minUtcOffset: Math.min(...spans.map((s) => s[0])), maxUtcOffset: Math.max(...spans.map((s) => s[1])) };
}
