/**
 * Which countries a job's regional restriction admits: "USA Only" gives US, "EMEA Only" Europe, Africa
 * and the Middle East, "Germany / Berlin" DE. The newsletter digest compares the result with a
 * subscriber's country. A place we cannot read (a city, a time zone) adds nothing rather than a guess,
 * and a text with no readable place gives null: "we don't know", not "open to nobody".
 */
import { countries as COUNTRY_DATA, type TContinentCode, type TCountryCode } from 'countries-list';
import isoCountries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';

// The package's types sit in its ESM folder, which TypeScript will not let a CommonJS module
// import; its CommonJS build is the same data.
const ct = require('countries-and-timezones') as typeof import('countries-and-timezones', { with: { 'resolution-mode': 'import' } }).default;

isoCountries.registerLocale(english);

// countries-list also has AC and TA (parts of Saint Helena). The ISO list, and so our subscribers'
// country picker, lacks them. XK (Kosovo) is user-assigned, but both packages and the boards use it.
const CODES = (Object.keys(COUNTRY_DATA) as TCountryCode[]).filter((code) => isoCountries.isValid(code)).sort();

/** Countries whose main continent in countries-list is one of these (Türkiye and Russia count as Asia). */
const onContinent = (...continents: TContinentCode[]) => CODES.filter((code) => continents.includes(COUNTRY_DATA[code].continent));
const union = (...groups: (readonly string[])[]) => [...new Set(groups.flat())];

const EUROPE = onContinent('EU');
const AFRICA = onContinent('AF');
const ASIA = onContinent('AS');
const OCEANIA = onContinent('OC');
const SOUTH_AMERICA = onContinent('SA');
const AMERICAS = onContinent('NA', 'SA');

// Hand-typed groups: their membership is political or cultural, not a continent.
const EU27 = 'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ');
const EEA = [...EU27, 'IS', 'LI', 'NO'];
const MIDDLE_EAST = 'AE BH CY EG IL IQ IR JO KW LB OM PS QA SA SY TR YE'.split(' ');
const NORTH_AFRICA = 'DZ EG EH LY MA SD TN'.split(' '); // UN M49 "Northern Africa", for MENA.
// Job boards mean the US and Canada, often Mexico, by "North America"; the rest of continent NA
// (Central America, the Caribbean) they file under LATAM. Those are reachable as "Americas".
const NORTH_AMERICA = ['CA', 'MX', 'US'];
const CENTRAL_AMERICA = 'BZ CR GT HN NI PA SV'.split(' ');
// Mexico, Central and South America, and the Caribbean's Latin countries: Spanish-speaking Cuba,
// the Dominican Republic and Puerto Rico, plus Haiti, which the boards' own LATAM lists include.
const LATAM = union(['MX'], CENTRAL_AMERICA, SOUTH_AMERICA, ['CU', 'DO', 'HT', 'PR']);
// Continent NA without the mainland and the North Atlantic islands (Bermuda, Greenland, St Pierre).
const CARIBBEAN = onContinent('NA').filter((code) => ![...NORTH_AMERICA, ...CENTRAL_AMERICA, 'BM', 'GL', 'PM'].includes(code));
// The five Nordic states and their autonomous territories. Posts say "Scandinavia" for all of them.
const NORDICS = 'AX DK FI FO GL IS NO SE'.split(' ');

const named = (names: string, codes: readonly string[]) => names.split('|').map((name) => [name, codes] as const);

/** Region names, keyed by `fold`. Sub-regions we do not model map to their continent: a job
 * shown to a subscriber just outside "Eastern Europe" costs less than one silently dropped. */
const REGIONS = new Map<string, readonly string[]>([
  ...named('europe|european|eastern europe|western europe|central europe|northern europe|southern europe|cee', EUROPE),
  ...named('eu|european union', EU27),
  ...named('eea|european economic area', EEA),
  ...named('emea', union(EUROPE, AFRICA, MIDDLE_EAST)),
  ...named('middle east', MIDDLE_EAST),
  ...named('mena', union(MIDDLE_EAST, NORTH_AFRICA)),
  ...named('north africa', NORTH_AFRICA),
  ...named('africa|sub saharan africa|west africa|east africa|southern africa', AFRICA),
  ...named('north america|northern america|noram', NORTH_AMERICA),
  ...named('latam|latin america', LATAM),
  ...named('south america', SOUTH_AMERICA),
  ...named('central america', CENTRAL_AMERICA),
  ...named('americas|amer', AMERICAS),
  ...named('caribbean', CARIBBEAN),
  ...named('apac|asia pacific', union(ASIA, OCEANIA)),
  ...named('asia|southeast asia|south east asia|south asia|east asia|central asia', ASIA),
  ...named('oceania', OCEANIA),
  ...named('anz|australasia', ['AU', 'NZ']),
  ...named('nordics|nordic|scandinavia', NORDICS),
  ...named('dach', ['AT', 'CH', 'DE']),
  ...named('benelux', ['BE', 'LU', 'NL']),
]);

// Everyday short names. The packages' own names under four letters are skipped below, and
// countries-list's aliases are not used: they carry old names such as "Gold Coast" (Ghana).
// Deliberately no "us", an English word: only the upper-case code US counts.
const SHORT_NAMES: Record<string, string> = {
  usa: 'US', america: 'US', uk: 'GB', britain: 'GB', england: 'GB', scotland: 'GB', wales: 'GB',
  'northern ireland': 'GB', uae: 'AE', emirates: 'AE', ksa: 'SA', korea: 'KR', holland: 'NL',
  czech: 'CZ', bosnia: 'BA', macedonia: 'MK', 'holy see': 'VA', vatican: 'VA', burma: 'MM',
  swaziland: 'SZ', 'east timor': 'TL', drc: 'CD', 'dr congo': 'CD', 'republic of ireland': 'IE',
};

// States, provinces and territories that boards write without their country ("Charlotte, North
// Carolina", "Toronto, Ontario", a description's "Must be located in Maryland"). Only names that are
// no other place: not Georgia (a country), not Victoria (a Canadian city as much as an Australian state).
const SUBDIVISIONS: [string, string][] = [
  [
    'alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|hawaii|idaho|illinois|' +
      'indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|' +
      'missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|' +
      'north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|' +
      'texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming|district of columbia|washington dc',
    'US',
  ],
  [
    'ontario|quebec|british columbia|alberta|manitoba|saskatchewan|nova scotia|new brunswick|' +
      'newfoundland and labrador|prince edward island|yukon|northwest territories|nunavut',
    'CA',
  ],
  ['new south wales|queensland|tasmania|western australia|south australia', 'AU'],
];

// Cities that name a time zone ("Europe/London", "America/Toronto") are places boards write alone
// ("London", "Toronto"). Left out: names that are as much somewhere else or a word ("Perth" is in
// Scotland too, "Cordoba" in Spain, "San Juan" in Puerto Rico, "Center" and "Oral" are words), the
// counties of Indiana and North Dakota (three-part names), and Antarctica's stations.
const AMBIGUOUS_ZONE_CITIES = new Set(
  'cordoba|san juan|la paz|santiago|merida|perth|halifax|darwin|stanley|norfolk|chatham|easter|hebron|regina|resolute|dawson|thule|center|oral|knox|marengo|monticello|vevay|vincennes|winamac|petersburg|tell city|new salem|beulah|menominee|macquarie|lindeman|eucla|broken hill|lord howe|canary|bahia|cambridge bay|glace bay|goose bay|swift current|fort nelson|dawson creek|rankin inlet|grand turk|punta arenas|rio gallegos|boa vista|campo grande|porto velho|rio branco|santarem|cayenne|kanton|gambier|efate|guadalcanal|chagos|tarawa|apia'.split(
    '|',
  ),
);

function zoneCities(): [string, string][] {
  const cities: [string, string][] = [];
  for (const [name, zone] of Object.entries(ct.getAllTimezones())) {
    const parts = name.split('/');
    if (parts.length !== 2 || zone.deprecated || !/^(?:Africa|America|Asia|Atlantic|Australia|Europe|Indian|Pacific)$/.test(parts[0])) continue;
    // A zone's own country comes first in its list ("Europe/Berlin" is DE, DK, NO, SE, SJ).
    const code = zone.countries[0];
    const city = parts[1].replace(/_/g, ' ');
    if (code && isoCountries.isValid(code) && !AMBIGUOUS_ZONE_CITIES.has(fold(city))) cities.push([city, code]);
  }
  return cities;
}

// Cities boards write alone that name no time zone: the hubs remote postings are tied to
// ("Munich", "Hyderabad", "Atlanta (Remote Friendly)", "San Francisco Bay Area"). Only names that
// are no other well-known place: not Birmingham (Alabama), Cambridge (Massachusetts), Valencia
// (Venezuela), Waterloo (Belgium) or Hamilton (Bermuda, New Zealand).
const HUB_CITIES: [string, string][] = [
  ['munich|munchen|heidelberg|hamburg|frankfurt|frankfurt am main|cologne|koln|stuttgart|dusseldorf|leipzig|dresden|nuremberg|nurnberg|karlsruhe', 'DE'],
  ['atlanta|san francisco|san francisco bay area|bay area|silicon valley|seattle|austin|boston|dallas|houston|miami|san diego|san jose|palo alto|mountain view|menlo park|philadelphia|pittsburgh|minneapolis|raleigh|nashville|salt lake city|brooklyn', 'US'],
  ['hyderabad|bangalore|bengaluru|mumbai|pune|chennai|delhi|new delhi|gurgaon|gurugram|noida', 'IN'],
  ['campinas|rio de janeiro|belo horizonte|curitiba|porto alegre|florianopolis|brasilia', 'BR'],
  ['cebu|cebu city|makati|quezon city|davao|taguig|pasig', 'PH'],
  ['manchester|edinburgh|bristol|leeds|glasgow', 'GB'],
  ['ottawa|calgary|montreal', 'CA'],
  ['lyon|marseille|toulouse|bordeaux|lille|nantes', 'FR'],
  ['barcelona|seville|sevilla|malaga|bilbao', 'ES'],
  ['rotterdam|utrecht|eindhoven|the hague', 'NL'],
  ['krakow|wroclaw|gdansk|poznan', 'PL'],
];

/** Lower case, no accents or dots, "&" as "and", "St" as "Saint", other punctuation as spaces. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\./g, '')
    .replace(/\bst\b/g, 'saint')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// One index, looked up once per piece: the short names above, then the English names of
// i18n-iso-countries (the source of our country picker; official names first, so "Congo" stays
// CG), then countries-list's names and native names ("España", "Deutschland"). Indexing the
// folded names, rather than calling getAlpha2Code, also matches "Reunion" to "Réunion". The
// packages' names under four letters are left out: they list "US" and "UK" as names.
const NAMES = new Map<string, string>();
const addName = (name: string, code: string) => {
  const key = fold(name);
  if (!NAMES.has(key)) NAMES.set(key, code);
};
for (const [name, code] of Object.entries(SHORT_NAMES)) addName(name, code);
for (const [code, names] of Object.entries(isoCountries.getNames('en', { select: 'all' }))) {
  for (const name of names) if (fold(name).length > 3) addName(name, code);
}
for (const code of CODES) {
  for (const name of [COUNTRY_DATA[code].name, COUNTRY_DATA[code].native]) if (fold(name).length > 3) addName(name, code);
}
// After the countries, so a country keeps its name: "Georgia" stays the country (a US state only
// in an address, below), "New Mexico" and "New Jersey" are whole names of their own.
for (const [names, code] of SUBDIVISIONS) for (const name of names.split('|')) addName(name, code);
const ZONE_CITIES = zoneCities();
for (const [city, code] of ZONE_CITIES) addName(city, code);
for (const [names, code] of HUB_CITIES) for (const name of names.split('|')) addName(name, code);
const CITY_NAMES = new Set([...ZONE_CITIES.map(([city]) => fold(city)), ...HUB_CITIES.flatMap(([names]) => names.split('|'))]);

// Time zones are not places, and EST would read as Estonia's alpha-3 code.
const TIME_ZONE =
  /\([^)]*\b(?:UTC|GMT)\b[^)]*\)|\b(?:UTC|GMT)\s*(?:[+±−-]\s*\d{1,2}(?::?\d{2})?)?|\b(?:[ECMP][SD]T|CES?T|EES?T|WES?T|BST|IST|AE[SD]T|NZ[SD]T|JST|SGT|HKT|MSK|AKST|HST|BRT|ART)\b/g;
// ET, PT and MT are also Ethiopia, Portugal and Malta: read as zones only beside time-zone words.
const ZONE_WORDS = /time\s*zones?|\b(?:UTC|GMT)\b|\b[ECMP][SD]T\b|\b(?:east|west)\s+coast\b/i;
const SHORT_ZONES = /\b(?:ET|CT|MT|PT)\b/g;
// "North, Central or South America" names three regions.
const SHARED_NOUN =
  /\b(north(?:ern)?|south(?:ern)?|central|eastern|western|latin)(?=\s*(?:,|\/|&|\bor\b|\band\b)[\p{L}\s,/&]*?\b(america|europe|africa|asia)\b)/giu;
// Words about the arrangement or the people, not the place: "EU residents", "USA timezones",
// and "only" in the boards' other languages ("nur in Deutschland", "solo España").
const FILLER =
  /\b(?:only|nur|solo|seulement|uniquement|apenas|somente|continental|contiguous|mainland|remote(?:ly)?|based|friendly|preferred|residents?|citizens?|countries|country|region|time\s*zones?|hours?|anywhere)\b/gi;
const LEADING_WORDS = /^(?:(?:in|within|from|across|the|of|any|either|both|en|im|em|dans|aus)\s+)+/i;
const HARD_SEPARATOR = /[,;|/+]|\s[-–—]\s/;
// Tried only when the whole piece is no name, so "Bosnia and Herzegovina" stays one country.
const SOFT_SEPARATOR = /\s*(?:&|[()]|\band\b|\bor\b|\bplus\b)\s*/i;
// State codes and a state name that are countries too: "Boston, MA" is not Morocco.
const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(' '),
);
const mayBeUsState = (piece: string) => US_STATES.has(piece.replace(/\./g, '')) || fold(piece) === 'georgia';
// State codes no country shares ("New York, NY", "Austin, TX"): in an address they can only be the
// US. Not WA, which is as much Western Australia ("Perth, WA").
const US_ONLY_STATE_CODES = new Set([...US_STATES].filter((code) => !isoCountries.isValid(code) && code !== 'WA'));

const tidy = (piece: string) => piece.replace(/^[^\p{L}]+|[^\p{L})]+$/gu, '').replace(LEADING_WORDS, '').trim();
const hasLetters = (piece: string) => /\p{L}{2}/u.test(piece.replace(/\./g, '')); // "U.S." too

/** One place: a region, a country name, or an upper-case alpha-2 or alpha-3 code. */
function readPlace(text: string): readonly string[] | undefined {
  const compact = text.replace(/\./g, '');
  // Boards write "NA" for North America far more often than for Namibia.
  if (compact === 'NA') return NORTH_AMERICA;
  const key = fold(text);
  const region = REGIONS.get(key);
  if (region) return region;
  const named = NAMES.get(key);
  if (named) return [named];
  // Codes only in upper case, so that "in" or "us" in prose is not India or the US.
  if (/^[A-Z]{2}$/.test(compact) && isoCountries.isValid(compact)) return [compact];
  const fromAlpha3 = /^[A-Z]{3}$/.test(compact) ? isoCountries.alpha3ToAlpha2(compact) : undefined;
  return fromAlpha3 ? [fromAlpha3] : undefined;
}

/** A piece between hard separators: one place, else the union of its "and"/"or" parts. */
function readPiece(piece: string): readonly string[] | null {
  const whole = readPlace(piece);
  if (whole) return whole;
  const parts = piece.split(SOFT_SEPARATOR).map(tidy).filter(hasLetters);
  const found = parts.flatMap((part) => readPlace(part) ?? []);
  return found.length ? found : null;
}

// "Europe (Norway, United Kingdom, Sweden)": a region with a list of some of its countries.
const REGION_WITH_LIST = /([\p{L}][\p{L} ]{0,40}?)\s*\(([^()]{2,300})\)/gu;
const LIST_SEPARATOR = /\s*(?:[,;/&]|\band\b|\bor\b)\s*/i;

/**
 * Replaces a region followed by a list of its own countries with the list: the list says which of
 * the region's countries ("North America or Europe (Norway, Spain)" does not open the job to
 * Germany). A bracket that lists anything else ("North America (East Coast/ET)") stays as it is.
 */
export function listInsteadOfRegion(text: string): string {
  return text.replace(REGION_WITH_LIST, (whole, name: string, list: string) => {
    const words = name.trim().split(/\s+/);
    for (let size = Math.min(3, words.length); size > 0; size--) {
      const region = REGIONS.get(fold(words.slice(-size).join(' ')));
      if (!region) continue;
      const items = list.split(LIST_SEPARATOR).map(tidy).filter(hasLetters);
      const inRegion = items.length > 0 && items.every((item) => readPlace(item)?.every((code) => region.includes(code)));
      return inRegion ? `${words.slice(0, -size).join(' ')} ${items.join(', ')}` : whole;
    }
    return whole;
  });
}

function read(restriction: string): readonly string[] | null {
  let text = listInsteadOfRegion(restriction);
  const zoned = ZONE_WORDS.test(text);
  text = text.replace(TIME_ZONE, ' ');
  if (zoned) text = text.replace(SHORT_ZONES, ' ');
  text = text.replace(SHARED_NOUN, (_match, qualifier: string, noun: string) => `${qualifier} ${noun}`).replace(FILLER, ' ');

  const pieces = text.split(HARD_SEPARATOR).map(tidy).filter(hasLetters);
  const texts: string[] = [];
  const hits: (readonly string[] | null)[] = [];
  for (let i = 0; i < pieces.length; i++) {
    // ISO's inverted names span a comma: "Korea, Republic of", "Virgin Islands, British".
    const next = pieces[i + 1];
    const joined = next === undefined ? undefined : (NAMES.get(fold(`${pieces[i]} ${next}`)) ?? NAMES.get(fold(`${next} ${pieces[i]}`)));
    texts.push(joined ? `${pieces[i]}, ${next}` : pieces[i]);
    hits.push(joined ? [joined] : readPiece(pieces[i]));
    if (joined) i++;
  }

  const codes = new Set<string>();
  hits.forEach((hit, i) => {
    const before = hits[i - 1];
    // "Boston, MA", "Springfield, IL" and "US, CA, Santa Clara" are addresses: the code there is a
    // US state. After "US" alone it may as well be a country ("US, CA" is the US or Canada).
    const afterCity = i > 0 && CITY_NAMES.has(fold(texts[i - 1]));
    const address = i > 0 && (before === null || afterCity || (before?.length === 1 && before[0] === 'US' && hits[i + 1] === null));
    if (hit && !(address && mayBeUsState(texts[i]))) for (const code of hit) codes.add(code);
    if (address && US_ONLY_STATE_CODES.has(texts[i].replace(/\./g, ''))) codes.add('US');
  });
  return codes.size ? Object.freeze([...codes].sort()) : null;
}

const MEMO = new Map<string, readonly string[] | null>();
// Location texts repeat and are few; the phrases descriptions are read for are many and rarely
// repeat, so the memo starts over rather than grow with every posting a worker reads.
const MEMO_AT_MOST = 20_000;

/** Country codes a job restricted to `restriction` is open to; null when the text names no place we recognise. */
export function countriesOfRestriction(restriction: string): readonly string[] | null {
  let countries = MEMO.get(restriction);
  if (countries === undefined) {
    countries = read(restriction);
    if (MEMO.size >= MEMO_AT_MOST) MEMO.clear();
    MEMO.set(restriction, countries);
  }
  return countries;
}
