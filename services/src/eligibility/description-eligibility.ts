import { descriptionLines } from './description-text';
import { type Eligibility, readEligibility } from './eligibility';
import { countriesOfRestriction, listInsteadOfRegion } from './region-countries';
import { utcWindowOf, type UtcWindow } from './utc-window';

/**
 * What a posting's description says about where candidates must be, for the postings whose
 * location field does not say it ("Remote") or says only "anywhere". Only sentences that state a
 * rule about the candidate are read ("must be based in the US", "open to candidates located in
 * EMEA", "Location: Remote (US)", "as long as you are between GMT-4 and GMT+5"), never hints: a
 * salary in CAD, "our US-based clients", an office in London or "EST business hours" say where the
 * company or its customers are, or when the work is done, and a wrong restriction hides a job from
 * people who may apply. Negated places ("NO US-BASED CANDIDATES", "excluding Quebec") are dropped.
 */
export interface DescribedPlaces {
  /** The places and hours the description restricts candidates to; null when it states none. */
  restriction: Eligibility | null;
  /** It says candidates may be anywhere ("work from anywhere in the world"). */
  anywhere: boolean;
}

const NOTHING_SAID: DescribedPlaces = Object.freeze({ restriction: null, anywhere: false }) as DescribedPlaces;

// The clause before a place: who must be where. Each is followed by the place phrase.
const PLACE_CLAUSES: RegExp[] = [
  // "must be based in", "need to be located within", "must reside in", "must be a resident of",
  // "do require that someone is based in Spain"
  /\b(?:must|should|shall|need(?:s)? to|required to|have to|has to|expected to|requires?\s+that\s+(?:you|someone|the\s+candidate|candidates|applicants)\s+(?:is|are|be))\s+(?:currently\s+|already\s+)?(?:be\s+)?(?:legally\s+|physically\s+|permanently\s+)?(?:(?:reside|residing|live|living|located|based|situated)\s+(?:anywhere\s+)?(?:in|within|inside)|an?\s+resident\s+of|residents?\s+of)\s+/gi,
  // "open to candidates located in", "open to remote candidates within", "available to applicants in"
  /\b(?:open|available|limited|restricted)\s+(?:only\s+)?(?:to|for)\s+(?:(?:remote|qualified|all)\s+)?(?:candidates|applicants|residents|people|individuals|those|talent|professionals)\s+(?:who\s+(?:are\s+)?(?:currently\s+)?(?:live|living|reside|residing|located|based)\s+|(?:currently\s+)?(?:located|based|residing|living)\s+)?(?:in|within|from)\s+/gi,
  // "looking for someone located in Canada"
  /\b(?:looking\s+for|seeking|hiring)\s+(?:someone|a\s+candidate|candidates|people|talent)\s+(?:who\s+(?:is|are)\s+)?(?:located|based|residing|living)\s+(?:in|within)\s+/gi,
  // "only candidates (who are) located in", "only applicants from"
  /\bonly\s+(?:candidates|applicants|residents|people)\s+(?:who\s+(?:are|live|reside)\s+)?(?:located\s+in|based\s+in|residing\s+in|living\s+in|local\s+to|from|in)\s+/gi,
  // "You can work from Europe, the United States, Canada, or South America"
  /\byou\s+(?:can|may|could)\s+(?:work|live|be\s+based|be\s+located|reside)\s+(?:from|in)\s+/gi,
  // "Please only apply if you live in the US, Europe, Central or South America"
  /\bonly\s+apply\s+if\s+you\s+(?:currently\s+)?(?:live|reside|are\s+located|are\s+based)\s+in\s+/gi,
  // "live & work anywhere within the U.S.", "you can be located anywhere in the UK and Ireland"
  /\b(?:work|live|located|based|reside|remote)\b[^.;!?]{0,20}?\banywhere\s+(?:with)?in\s+(?!the\s+world\b)/gi,
  // "This role will be remote in the continental United States", "fully remote within the EU",
  // "Remote: Based in North America or Europe"
  /\bremote\s+(?:only\s+)?(?:in|within|across)\s+/gi,
  /\bremote\s*[:\-–—]\s*based\s+in\s+/gi,
  // "This role is based in", "the position is located in"
  /\b(?:this|the)\s+(?:role|position|job|opportunity)\s+(?:is|will\s+be)\s+(?:fully\s+)?(?:remote\s+and\s+)?(?:based|located)\s+in\s+/gi,
  // A requirements list item: "(You) Are based in the UK, EU, US or Canada.", "You live in the
  // United States." The sentence must start there: "We are based in London" is the company.
  /^(?:you\s+)?(?:are|must\s+be|should\s+be|live|reside)\s+(?:currently\s+)?(?:(?:located|based|living|residing)\s+)?in\s+/gi,
];

// Requirements phrased as work authorisation: "must be legally authorized to work in the United
// States", "authorized to work in Canada" after "only eligible for those who are".
const AUTHORISED = /\b(?:authori[sz]ed|eligible|permitted|legally\s+able|authori[sz]ation|right|permission)\s+to\s+(?:live\s+and\s+)?work\s+in\s+/gi;
// Said of the candidate, not of something else that is "only": "a fiscal sponsor whose
// infrastructure only supports persons authorized to work in the U.S. as employees".
const REQUIREMENT =
  /\b(?:must|required|requires|requirement|need(?:s|ed)?\s+to|precondition|condition\s+of|as\s+long\s+as|only\s+(?:eligible|candidates|applicants)|without\s+(?:(?:visa|employer|any)\s+)?sponsorship)\b/i;

// Places written before the clause: "US-based candidates only", "Poland based candidates",
// "Remote to US candidates only", "This is a North America-based role", "will be US-based". A place
// is capitalised words joined by spaces, hyphens, commas, "and" or "or" ("Argentina and Colombia").
const PLACE_WORDS = String.raw`(\p{Lu}[\p{L}.&]*(?:(?:[\s-]|,\s|\s(?:and|or|&)\s)\p{Lu}[\p{L}.&]*){0,5})`;
const PLACE_FIRST: RegExp[] = [
  new RegExp(String.raw`${PLACE_WORDS}[\s-](?:based|BASED)\s+(?:candidates|applicants|talent|professionals|residents)\b`, 'gu'),
  new RegExp(String.raw`${PLACE_WORDS}\s+(?:candidates|applicants|residents|citizens)\s+only\b`, 'gu'),
  new RegExp(String.raw`\b(?:is\s+an?|will\s+be\s+an?|will\s+be)\s+${PLACE_WORDS}[\s-]based\b`, 'gu'),
  // "candidates in South America, Canada or Mexico locations only please"
  /\b(?:candidates|applicants)\s+(?:located\s+|based\s+)?in\s+([^.;!?()]{2,80}?)\s+(?:locations\s+)?only\b/gu,
  // A list item of a header: "Remote - Full time, US-based, Eastern or Central timezone preferred",
  // "(US-based, W-2)". Not "a US-based company": the place must stand between commas or brackets.
  new RegExp(String.raw`(?:^|[,(]\s*)${PLACE_WORDS}-based(?=\s*[,);]|$)`, 'gu'),
];

// A line that is a "Location:" field of the description, in the languages the feeds carry.
const LOCATION_LABEL = /^(?:job\s+|work\s+|role\s+)?(?:location|locations|location\s?\(s\)|ubicaci[oó]n|standort|arbeitsort|localiza[cç][aã]o|lieu|time\s?zone)\s*:\s*(.*)$/i;
const LOCATION_LABEL_ALONE = /^(?:job\s+|work\s+)?(?:location|locations|location\s?\(s\)|ubicaci[oó]n)\s*:?$/i;
// A "Headquarters: Remote - US" line (We Work Remotely's header) names the job's place when the
// headquarters is "remote": "Remote - US", "Remote, United States", "Remote (USA)". A city there
// ("London (Remote)") is the company's.
const HEADQUARTERS = /^headquarters\s*:\s*(.*)$/i;
const REMOTE_HEADQUARTERS = /^remote\s*(?:[-–—,:]\s*|\(\s*)?([^()]{2,60})/i;

// Someone (not the company) being in some hours: "as long as you are between GMT-4 and GMT+5",
// "must be within 3 hours of CET".
const IN_HOURS =
  /\b(?:you|candidates?|applicants?|must|should|need|required|as\s+long\s+as)\b[^.;!?]{0,40}?\b(?:located|based|live|living|reside|residing|be|are)\s+(?:located\s+|based\s+)?(?:in|within|between)\b/i;

// Sentences that let candidates be anywhere.
const ANYWHERE_SAID: RegExp[] = [
  /\b(?:work|live|reside|located|based|be|apply)\b[^.;!?]{0,25}?\banywhere\s+in\s+the\s+world\b/i,
  /\bwherever\s+in\s+the\s+world\b/i,
  /\bwork\s+from\s+anywhere\b(?!\s*\(?\s*(?:in|within|across|inside)\b)/i,
  /\b(?:work|located|based|reside|live)\s+(?:from|in)\s+any\s+(?:location|country)\b/i,
  /\b(?:can|may)\s+(?:be\s+based|be\s+located|live|reside|work)\s+anywhere\b(?!\s*\(?\s*(?:in|within|across)\b)/i,
  /\bwherever\s+(?:and\s+whenever\s+)?you\s+(?:want|like|choose|wish|please)\b(?!\s*\(?\s*(?:in|within)\b)/i,
  /\bopen\s+to\s+(?:all\s+)?(?:candidates|applicants)\s+(?:globally|worldwide|from\s+(?:all\s+over|around)\s+the\s+world)\b/i,
  /\bflexible\s+(?:as\s+to|about)\s+where\s+you\b/i,
  /\blocation\s+is\s+not\s+a\s+requirement\b/i,
  /\bwe\s+hire\s+(?:globally|worldwide|from\s+anywhere)\b/i,
];

// Words that turn a place into its opposite. Before a clause they void it; inside a place phrase
// they end it ("the US or Canada (excluding Quebec)").
const NEGATION = /\b(?:no|not|non|never|cannot|can't|except|excluding|exclude[sd]?|outside(?:\s+of)?|other\s+than|unable)\b/i;
// Where a place phrase ends: punctuation, a parenthesis, or a word that starts another clause
// ("based in the US to work with our clients in Europe").
const PHRASE_END =
  /[.;:!?()[\]]|\s[-–—]\s|\b(?:who|which|that|to|for|with|as|because|since|while|where|when|if|but|during|at|on|by|due|unless|so|prior|without|from|after|before|under|until|are|is|was|were|will|has|have|and\s+(?:be|able|authori[sz]ed|eligible|must|can)|or\s+(?:be|must|can))\b/i;
const LONGEST_PHRASE = 200;
const ASIDE = /\([^()]{0,80}\)/g;

/** The countries a place phrase names, or null; the phrase is cut where another clause begins. */
function placesOf(phrase: string): readonly string[] | null {
  // A region's list of countries is the place ("Europe (Norway, Spain)"); an aside naming no place
  // is dropped ("North America (East Coast/ET)"); an aside naming other places ends the phrase
  // ("the US or Canada (excluding Quebec)").
  let text = listInsteadOfRegion(phrase.slice(0, LONGEST_PHRASE)).replace(ASIDE, (aside) => (countriesOfRestriction(aside.slice(1, -1)) ? aside : ' '));
  const end = PHRASE_END.exec(text);
  if (end) text = text.slice(0, end.index);
  const negated = NEGATION.exec(text);
  if (negated) text = text.slice(0, negated.index);
  return /\p{L}{2}/u.test(text) ? countriesOfRestriction(text) : null;
}

// A preference is no rule: "CET hours preferred", "ideally in Europe", "US time zones a plus".
const PREFERENCE = /\b(?:prefer(?:red|ably|ence)?|ideal(?:ly)?|nice\s+to\s+have|a\s+plus|bonus)\b/i;
const PREFERRED_ASIDE = /\([^()]{0,80}\b(?:prefer(?:red|ably|ence)?|ideal(?:ly)?|a\s+plus)\b[^()]{0,80}\)/gi;

const negatedBefore = (line: string, index: number) => NEGATION.test(line.slice(Math.max(0, index - 25), index));

/** The countries the clauses of one line restrict candidates to. */
function countriesInLine(line: string): string[] {
  const found: string[] = [];
  const add = (codes: readonly string[] | null) => codes && found.push(...codes);
  if (ANY_PLACE_CLAUSE.test(line)) for (const clause of PLACE_CLAUSES) {
    for (const match of matchesOf(clause, line)) {
      if (!negatedBefore(line, match.index)) add(placesOf(line.slice(match.index + match[0].length)));
    }
  }
  for (const match of matchesOf(AUTHORISED, line)) {
    if (REQUIREMENT.test(line) && !negatedBefore(line, match.index)) add(placesOf(line.slice(match.index + match[0].length)));
  }
  // Every place-first pattern names who is placed; most lines name nobody, and these patterns are
  // the costly ones (a capitalised phrase tried at every capital letter).
  if (!PLACE_FIRST_WORDS.test(line) || !ANY_PLACE_FIRST.test(line)) return found;
  for (const pattern of PLACE_FIRST) {
    for (const match of matchesOf(pattern, line)) {
      if (!negatedBefore(line, match.index)) add(placesOf(match[1]));
    }
  }
  return found;
}

const PLACE_FIRST_WORDS = /based|candidates|applicants|residents|citizens|talent|professionals/i;

/**
 * One scan for "does any of these match the line": the same patterns as alternatives, so it
 * matches exactly when one of them does. Most lines of a description match none, and one pass
 * over them costs a fraction of one pass per pattern.
 */
const anyOf = (patterns: readonly RegExp[], flags: string) => new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'), flags);
const ANY_PLACE_CLAUSE = anyOf(PLACE_CLAUSES, 'i');
const ANY_PLACE_FIRST = anyOf(PLACE_FIRST, 'u');
const ANY_ANYWHERE_SAID = anyOf(ANYWHERE_SAID, 'i');

/**
 * A global pattern's matches in a line, by exec on the pattern itself: matchAll clones the pattern
 * for every line, and the clones cost more than the matching here.
 */
function* matchesOf(pattern: RegExp, line: string): Generator<RegExpExecArray> {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    if (match[0] === '') pattern.lastIndex += 1;
    yield match;
  }
}

/** A "Location:" field's value read as a location text: places, hours, or "anywhere". */
function readLocationField(value: string): Eligibility | null {
  // The value ends where the next field starts ("Remote (U.S.) Position Type: Full-time"); what
  // it only prefers is no rule ("Remote (CET hours preferred)").
  let field = value.split(/\s\p{Lu}[\p{L} ]{1,30}:/u)[0].replace(PREFERRED_ASIDE, ' ');
  for (const cut of [NEGATION.exec(field), PREFERENCE.exec(field)]) if (cut) field = field.slice(0, cut.index);
  const rule = readEligibility(field);
  return rule.anywhere || rule.countries.length || rule.timezones ? rule : null;
}

function remoteHeadquarters(value: string): readonly string[] | null {
  for (const part of value.split(';')) {
    const place = REMOTE_HEADQUARTERS.exec(part.trim())?.[1];
    // Only when the place comes right after "Remote": not "Remote job, ZH, Switzerland".
    const first = place?.split(/[,/(]/)[0];
    if (place && first && countriesOfRestriction(first)) return countriesOfRestriction(place);
  }
  return null;
}

function widen(window: UtcWindow | null, more: UtcWindow | null): UtcWindow | null {
  if (!window || !more) return window ?? more;
  return { minUtcOffset: Math.min(window.minUtcOffset, more.minUtcOffset), maxUtcOffset: Math.max(window.maxUtcOffset, more.maxUtcOffset) };
}

/**
 * Reads the description's rules. Several restrictions add up ("Location: US" and "must be located
 * in the US or Canada" give both); any restriction outweighs an "anywhere" said elsewhere ("Live
 * and work wherever you like!" beside "Based in the USA").
 */
export function placesInDescription(html: string | null | undefined): DescribedPlaces {
  const lines = descriptionLines(html);
  if (!lines.length) return NOTHING_SAID;
  const countries = new Set<string>();
  let window: UtcWindow | null = null;
  let anywhere = false;
  const addRule = (rule: Eligibility | null) => {
    if (!rule) return;
    rule.countries.forEach((code) => countries.add(code));
    window = widen(window, rule.timezones);
    anywhere ||= rule.anywhere && !rule.countries.length;
  };

  lines.forEach((line, i) => {
    // "Location: Remote (US)", or "Location" with its value on the next line.
    const label = LOCATION_LABEL.exec(line);
    const value = label?.[1] || (label || LOCATION_LABEL_ALONE.test(line) ? lines[i + 1] : undefined);
    if (value) addRule(readLocationField(value));
    const headquarters = HEADQUARTERS.exec(line);
    if (headquarters) remoteHeadquarters(headquarters[1])?.forEach((code) => countries.add(code));
    countriesInLine(line).forEach((code) => countries.add(code));
    if (IN_HOURS.test(line) && !PREFERENCE.test(line)) window = widen(window, utcWindowOf(line));
    anywhere ||= ANY_ANYWHERE_SAID.test(line) && ANYWHERE_SAID.some((pattern) => {
      const match = pattern.exec(line);
      return !!match && !negatedBefore(line, match.index);
    });
  });

  if (countries.size || window) {
    return { restriction: { anywhere: false, countries: [...countries].sort(), timezones: window }, anywhere: false };
  }
  return anywhere ? { restriction: null, anywhere: true } : NOTHING_SAID;
}
