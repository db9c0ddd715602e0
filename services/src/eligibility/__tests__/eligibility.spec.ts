import { countryOffsets, decideEligibility, type Eligibility, eligibilityOfJob, namesAnUnreadPlace, readEligibility, UNKNOWN_ELIGIBILITY } from '../eligibility';
import { READ_AT_MOST, utcWindowOf } from '../utc-window';

const EUROPE_SAMPLE = ['DE', 'FR', 'PL', 'ES'];

/**
 * Location fields as the recorded feeds (../shared/feeds) carry them, each with the rule a reader
 * of the posting would write down. The board is named for where the string comes from.
 */
describe('where a job can be done from, on real location fields', () => {
  it.each([
    // Worldwide in the boards' words.
    ['Remotive', 'Worldwide'],
    ['Working Nomads', 'Global'],
    ['RemoteOK', 'Anywhere (Open Globally)'],
  ])('%s "%s" is anywhere', (_board, text) => {
    expect(readEligibility(text)).toEqual({ anywhere: true, countries: [], timezones: null });
  });

  it.each([
    // How the job is done, not where: never guessed as anywhere.
    ['RemoteOK', 'Remote'],
    ['RemoteOK', 'Work From Home'],
    ['RemoteOK', '1 Remote'],
    ['RemoteOK', 'Remote,  '],
    // RemoteOK's 2026 nonsense and a city we cannot place.
    ['RemoteOK', 'How,  '],
    ['RemoteOK', 'Success,  '],
    ['RemoteOK', 'Bluefield'],
    ['RemoteOK', ''],
  ])('%s "%s" is unknown', (_board, text) => {
    expect(readEligibility(text)).toEqual(UNKNOWN_ELIGIBILITY);
  });

  it.each([
    ['Remotive', 'USA', ['US']],
    ['Jobicy', 'UK', ['GB']],
    ['RemoteOK', 'Remote - United States', ['US']],
    ['RemoteOK', 'Remote within United States', ['US']],
    ['RemoteOK', 'United States,  ', ['US']],
    ['Working Nomads', 'Remote, USA Only', ['US']],
    ['Working Nomads', 'Japan - Remote', ['JP']],
    ['RemoteOK', 'Remote, North America', ['CA', 'MX', 'US']],
    ['RemoteOK', 'Boston, Massachusetts, United States', ['US']],
    ['RemoteOK', 'US, CA, Santa Clara', ['US']],
    // A state code no country shares, a state, a province, a city that names a time zone.
    ['RemoteOK', 'New York, NY', ['US']],
    ['RemoteOK', 'Charlotte, North Carolina', ['US']],
    ['RemoteOK', 'Toronto, Ontario', ['CA']],
    ['RemoteOK', 'London', ['GB']],
    ['RemoteOK', 'Vancouver, British Columbia, Canada', ['CA']],
    ['RemoteOK', 'Sofia, Bulgaria', ['BG']],
    // Native names, once ingestion has repaired RemoteOK's mojibake ("EspaÃ±a").
    ['RemoteOK', 'Madrid, Madrid, Comunidad de Madrid, España', ['ES']],
    ['Himalayas', ['Canada', 'United States'], ['CA', 'US']],
  ])('%s %j is open to %j', (_board, text, countries) => {
    expect(readEligibility(text)).toEqual({ anywhere: false, countries, timezones: null });
  });

  it('expands regions: Jobicy "EMEA, LATAM, Canada, USA"', () => {
    const { countries } = readEligibility('EMEA,  LATAM,  Canada,  USA');
    expect(countries).toEqual(expect.arrayContaining(['DE', 'BR', 'ZA', 'AE', 'MX', 'CA', 'US']));
    expect(countries).not.toContain('IN');
    expect(countries).not.toContain('PH');
  });

  it('reads hours beside places: Remotive "USA, CST (UTC-6)"', () => {
    expect(readEligibility('USA, CST (UTC-6)')).toEqual({ anywhere: false, countries: ['US'], timezones: { minUtcOffset: -6, maxUtcOffset: -5 } });
  });

  it('reads named time-zone groups: Remotive "USA, Canada, USA timezones" and "Europe, UK, Germany, France, European timezones"', () => {
    expect(readEligibility('USA, Canada, USA timezones')).toEqual({ anywhere: false, countries: ['CA', 'US'], timezones: { minUtcOffset: -8, maxUtcOffset: -4 } });
    const europe = readEligibility('Europe, UK, Germany, France, European timezones');
    expect(europe.countries).toEqual(expect.arrayContaining([...EUROPE_SAMPLE, 'GB']));
    expect(europe.timezones).toEqual({ minUtcOffset: 0, maxUtcOffset: 3 });
  });

  it('keeps a window on a worldwide job', () => {
    expect(readEligibility('Worldwide (UTC-3 to UTC+3)')).toEqual({ anywhere: true, countries: [], timezones: { minUtcOffset: -3, maxUtcOffset: 3 } });
  });

  it('reads the narrower claim when a text says worldwide and names places', () => {
    expect(readEligibility('Worldwide, US only')).toEqual({ anywhere: false, countries: ['US'], timezones: null });
  });
});

describe('UTC-offset windows', () => {
  it.each([
    ['UTC-5 to UTC+1', -5, 1],
    ['GMT-3 – GMT+3', -3, 3],
    ['UTC+1 to +3', 1, 3],
    ['UTC −3 to UTC +2', -3, 2],
    ['GMT+/-3', -3, 3],
    ['UTC±2', -2, 2],
    ['UTC+05:30', 5.5, 5.5],
    ['(GMT-03:00) Brasilia', -3, -3],
    ['EST or CET', -5, 2],
    ['±2 hours of CET', -1, 4],
    ['within 3 hours of EST', -8, -1],
    ['CET (+/- 3 hours)', -2, 5],
    ['EST ±2h', -7, -2],
    ['overlap with Pacific Time', -8, -7],
    ['US time zones', -8, -4],
    ['IST', 5.5, 5.5],
    ['GMT', 0, 0],
  ])('"%s" is %d … %d', (text, min, max) => {
    expect(utcWindowOf(text)).toEqual({ minUtcOffset: min, maxUtcOffset: max });
  });

  it.each([
    ['no zone at all', 'Remote, Europe'],
    ['zone letters in lower case are words', 'we meet at 3 et cetera'],
    ['an offset past any zone', 'UTC+99'],
    ['minutes past the hour that are no minutes', 'UTC+5:75'],
    ['empty', ''],
  ])('%s: null', (_name, text) => {
    expect(utcWindowOf(text)).toBeNull();
  });
});

describe('hostile location text', () => {
  it.each([
    ['null', null],
    ['whitespace', '   \n\t '],
    ['punctuation only', ',,, ;; //'],
    ['a currency without a place', '$$$ €€€'],
  ])('%s is unknown', (_name, text) => {
    expect(readEligibility(text)).toEqual(UNKNOWN_ELIGIBILITY);
  });

  it('reads only the head of a huge field, whatever follows', () => {
    const head = 'Germany, CET';
    const huge = head + ', UTC+1 to'.repeat(200_000) + ' USA';
    expect(readEligibility(huge).countries).toEqual(readEligibility(huge.slice(0, READ_AT_MOST)).countries);
    expect(readEligibility(huge).countries).not.toContain('US');
    expect(utcWindowOf(huge)).toEqual({ minUtcOffset: 1, maxUtcOffset: 2 });
  });

  it('contradictory offsets widen to hold both rather than failing', () => {
    expect(utcWindowOf('UTC+8 to UTC-8')).toEqual({ minUtcOffset: -8, maxUtcOffset: 8 });
  });
});

/** The decision for seekers in the five countries the quality target names. */
describe('may a seeker apply', () => {
  const rule = (text: string): Eligibility => readEligibility(text);
  it.each([
    ['Worldwide', { US: 'may-apply', DE: 'may-apply', IN: 'may-apply', BR: 'may-apply', PH: 'may-apply' }],
    ['USA', { US: 'may-apply', DE: 'may-not', IN: 'may-not', BR: 'may-not', PH: 'may-not' }],
    ['Remote', { US: 'unknown', DE: 'unknown', IN: 'unknown', BR: 'unknown', PH: 'unknown' }],
    ['EMEA,  LATAM,  Canada,  USA', { US: 'may-apply', DE: 'may-apply', IN: 'may-not', BR: 'may-apply', PH: 'may-not' }],
    // Hours only: the country's own zones decide (Brazil's −5…−2 meet −3…+3; India's +5:30 does not).
    ['Worldwide (UTC-3 to UTC+3)', { US: 'may-not', DE: 'may-apply', IN: 'may-not', BR: 'may-apply', PH: 'may-not' }],
    ['Europe, UK, Germany, France, European timezones', { US: 'may-not', DE: 'may-apply', IN: 'may-not', BR: 'may-not', PH: 'may-not' }],
  ] as const)('"%s"', (text, expected) => {
    for (const [country, decision] of Object.entries(expected)) expect([country, decideEligibility(rule(text), { country })]).toEqual([country, decision]);
  });

  it('does not hold a window against a country the text names whose every zone it rules out', () => {
    // Remotive: North America is a place of its own beside "European timezones".
    const outsite = rule('Northern America, Europe, UK, France, European timezones');
    expect(['US', 'DE', 'IN', 'BR'].map((country) => decideEligibility(outsite, { country }))).toEqual(['may-apply', 'may-apply', 'may-not', 'may-not']);
    // A window that holds some of the country's zones still applies to it: "USA, CST".
    expect(decideEligibility(rule('USA, CST (UTC-6)'), { country: 'US', utcOffset: -8 })).toBe('may-not');
  });

  it('a seeker who gave a time zone is judged by it, not by their country’s spread', () => {
    const easternHours = rule('USA, EST');
    expect(decideEligibility(easternHours, { country: 'US', utcOffset: -8 })).toBe('may-not');
    expect(decideEligibility(easternHours, { country: 'US', utcOffset: -5 })).toBe('may-apply');
    expect(decideEligibility(easternHours, { country: 'US' })).toBe('may-apply');
  });

  it('knows each country’s offsets, summer time included', () => {
    expect(countryOffsets('DE')).toEqual([1, 2]);
    expect(countryOffsets('IN')).toEqual([5.5]);
    expect(countryOffsets('ZZ')).toEqual([]);
  });
});

/** The rule of a stored job, whichever writer stored it. */
describe('a stored job\'s rule', () => {
  it('reads the board\'s location text before the restriction ingestion derived from it', () => {
    // Ingestion stores "Worldwide, US only" as worldwide with no restriction.
    expect(eligibilityOfJob({ location: 'Worldwide, US only', regionalRestriction: null, worldwide: true }).countries).toEqual(['US']);
  });

  it('reads the posting form\'s choice, stored as the restriction, and the worldwide flag alone', () => {
    expect(eligibilityOfJob({ location: null, regionalRestriction: 'USA Only', worldwide: false }).countries).toEqual(['US']);
    expect(eligibilityOfJob({ location: null, regionalRestriction: null, worldwide: true }).anywhere).toBe(true);
    expect(eligibilityOfJob({ location: null, regionalRestriction: null, worldwide: false })).toEqual(UNKNOWN_ELIGIBILITY);
  });

  it.each([
    ['a city we cannot place', 'Springfield', true],
    ['an address we cannot place', 'Springfield, IL', true],
    ['how, not where', 'Remote', false],
    ['the posting form\'s "Other"', "Other (don't specify)", false],
    ['a place we can read', 'Germany', false],
  ])('%s: names an unread place is %s', (_name, text, named) => {
    expect(namesAnUnreadPlace({ location: text, regionalRestriction: null, worldwide: false })).toBe(named);
  });
});
