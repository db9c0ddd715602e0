import { placesInDescription } from '../description-eligibility';
import { DESCRIPTION_HEAD, DESCRIPTION_TAIL, descriptionLines } from '../description-text';
import { placesInLongDescription, placeWordRuns } from '../../seed/hostile-text';

const countriesIn = (html: string) => placesInDescription(html).restriction?.countries ?? null;
const p = (...sentences: string[]) => sentences.map((s) => `<p>${s}</p>`).join('');

/** Sentences as the recorded feeds' descriptions write them (../shared/feeds), quoted short. */
describe('restrictions a description states', () => {
  it.each<[string, string, string[]]>([
    ['remotejobs-org', 'We are able to offer visa sponsorship for this role, but do require that someone is based in Spain for the role.', ['ES']],
    ['remoteok', 'Please note, although this is a remote position you must be based in Canada for this role.', ['CA']],
    ['remoteok', 'Must be located in Maryland and able to travel 3+ days per week throughout the territory.', ['US']],
    ['remotejobs-org', 'This role is open to candidates located in British Columbia or Ontario, Canada.', ['CA']],
    ['brief', 'This role is open to candidates located in EMEA.', ['DE', 'FR', 'NG', 'AE']],
    ['brief', 'Open to candidates in Canada only.', ['CA']],
    ['remoteok', 'We are looking for someone located in Canada to join our remote team.', ['CA']],
    ['remoteok', 'Remote to US candidates only with existing work authorization.', ['US']],
    ['remoteok', 'We are looking for Poland based candidates', ['PL']],
    ['brief', 'US-based candidates only.', ['US']],
    ['weworkremotely', 'This position is open for Argentina and Colombia-based candidates only', ['AR', 'CO']],
    ['weworkremotely', 'This is a North America-based role, requires regular travel.', ['CA', 'MX', 'US']],
    ['weworkremotely', 'This role is open to those who wish to be fully remote working but will be US-based.', ['US']],
    ['remotejobs-org', 'All applicants for employment must be legally authorized to work in the United States.', ['US']],
    ['weworkremotely', 'This position is 100% remote and only eligible for those who are authorized to work in Canada.', ['CA']],
    ['remoteok', 'Permanent authorization to live and work in the United Kingdom without sponsorship at the time of application.', ['GB']],
    ['remoteok', 'You can work from Europe, the United States, Canada, or South America, with in-office options in New York.', ['DE', 'US', 'CA', 'BR']],
    ['weworkremotely', 'Please only apply if you live in the US, Europe, Central or South America.', ['US', 'DE', 'BR', 'GT']],
    ['weworkremotely', 'Fully remote, live &amp; work anywhere within the U.S.', ['US']],
    ['weworkremotely', 'Location: you can be located anywhere in the UK and Ireland', ['GB', 'IE']],
    ['weworkremotely', 'Remote within the continental United States.', ['US']],
    ['weworkremotely', '(candidates in South America, Canada or Mexico locations only please)', ['BR', 'CA', 'MX']],
    ['weworkremotely', 'Are based in the UK, EU, US or Canada.', ['GB', 'DE', 'US', 'CA']],
    ['remoteok', 'Remote - Full time, US-based, Eastern or Central timezone preferred', ['US']],
  ])('%s: "%s"', (_board, sentence, includes) => {
    expect(countriesIn(p(sentence))).toEqual(expect.arrayContaining(includes));
  });

  it('reads a region narrowed by a list of its countries as the list', () => {
    const codes = countriesIn(p('Remote - Remote: Based in North America (East Coast/ET) or Europe (Norway, United Kingdom, Sweden, Spain)'));
    expect(codes).toEqual(expect.arrayContaining(['US', 'CA', 'NO', 'GB', 'SE', 'ES']));
    expect(codes).not.toContain('DE');
    expect(codes).not.toContain('ET'); // "ET" beside "East Coast" is Eastern Time, not Ethiopia.
  });

  it('cuts a place phrase where another clause starts or a place is taken out', () => {
    const wattpad = 'We encourage remote candidates to apply as long as they are located and authorized to work in either the US or Canada (excluding Quebec) as a precondition of employment.';
    expect(countriesIn(p(wattpad))).toEqual(['CA', 'US']);
    expect(countriesIn(p('You must be based in the US to work with our clients in Europe.'))).toEqual(['US']);
  });
});

describe('"Location:" fields in a description', () => {
  it.each<[string, string, string[]]>([
    ['remotejobs-org', '<p>Job Title: Adobe CMS Developer<br />Location: 100% Remote (U.S.) <br />Position Type: Full-time</p>', ['US']],
    ['remoteok', '<p><strong>Location</strong></p><p>India, Remote</p>', ['IN']],
    ['remotejobs-org', '<p>Location(s):</p><p>Australia RemoteAccommodation:</p>', ['AU']],
    ['remotejobs-org', '<p>Modalidad de trabajo<br />- Modalidad: Remota<br />- Ubicación: LATAM</p>', ['BR', 'MX', 'AR']],
    ['remoteok', '<p>📍 Location: Remote (US-based, W-2 — all US states considered)💰 Compensation: ~$65,000</p>', ['US']],
    ['himalayas', '<h3>Location: Remote - US or EU</h3>', ['US', 'DE']],
    ['German', '<p>Standort: Deutschland</p>', ['DE']],
    // The place beside a negation is still read; the negated one is not (IN, never US).
    ['remoteok', '<p>Location: Gurgaon / New Delhi (Fully Remote) — NO US-BASED CANDIDATES</p>', ['IN']],
  ])('%s: %s', (_board, html, includes) => {
    expect(countriesIn(html)).toEqual(expect.arrayContaining(includes));
    if (html.includes('NO US-BASED')) expect(countriesIn(html)).not.toContain('US');
  });

  it('reads "Location: Remote (Global)" as anywhere and "Location: Remote" as nothing', () => {
    expect(placesInDescription(p('Location: Remote (Global)'))).toEqual({ restriction: null, anywhere: true });
    expect(placesInDescription(p('Location: Remote'))).toEqual({ restriction: null, anywhere: false });
  });

  it('reads hours in a field and in a sentence about the candidate', () => {
    expect(placesInDescription(p('Timezone: CET (+/- 3 hours);')).restriction).toEqual({ anywhere: false, countries: [], timezones: { minUtcOffset: -2, maxUtcOffset: 5 } });
    const meilisearch = 'We are open to fully remote applications, as long as you are between GMT-4 and GMT+5 time zones,';
    expect(placesInDescription(p(meilisearch)).restriction?.timezones).toEqual({ minUtcOffset: -4, maxUtcOffset: 5 });
    expect(placesInDescription(p('You must be within 3 hours of EST.')).restriction?.timezones).toEqual({ minUtcOffset: -8, maxUtcOffset: -1 });
  });

  it('takes a remote headquarters for the job’s place, and a city headquarters for the company’s', () => {
    expect(countriesIn('<p><strong>Headquarters:</strong> Remote - US</p>')).toEqual(['US']);
    expect(countriesIn('<p><strong>Headquarters:</strong> New York, New York; Miami, Florida; Remote (USA)</p>')).toEqual(['US']);
    expect(countriesIn('<p>Headquarters: London (Remote)</p>')).toBeNull();
    expect(countriesIn('<p>Headquarters: Remote job, ZH, Switzerland</p>')).toBeNull();
  });
});

describe('what a description says is no rule', () => {
  it.each([
    ['where the company is', 'We are a US-based company and our team works remotely across the world.'],
    ['where the company is, at the start of a line', 'We are based in London.'],
    ['where the customers are', 'Advanced English proficiency required to collaborate directly with US-based clients.'],
    ['when the work is done', 'You must be willing to work during Eastern Standard Time business hours.'],
    ['an overlap with hours', 'Ability to work on Central (CT) or Pacific Time (PT).'],
    ['a salary in a currency', 'The salary range for this role is between $125,000 and $165,000 CAD.'],
    ['a preference', 'Location: Remote (CET hours preferred)'],
    ['a preference in a sentence', 'We prefer candidates in North America and South America.'],
    ['a negated place', 'Location: Fully Remote — NO US-BASED CANDIDATES'],
    ['a company that is only something', 'Our fiscal sponsor only supports persons authorized to work in the U.S. as employees.'],
    ['an office', 'Valon offices are located in New York City and San Francisco, but we fully support remote work!'],
    ['a German sentence we do not read', 'Diese Stelle ist nur in Deutschland möglich.'],
  ])('%s: "%s"', (_name, sentence) => {
    expect(placesInDescription(p(sentence)).restriction).toBeNull();
  });
});

describe('"anywhere" in a description', () => {
  it.each([
    'You can work from anywhere in the world.',
    'You have the ability to work from anywhere in the world!',
    'Fully remote role — work from any location',
    'Join our 100% remote team and enjoy the freedom and flexibility to work from anywhere!',
    'You can be based anywhere, but you will need to know the UK GCSE system well.',
    'Pick up however many tasks, wherever and whenever you want',
    'CT welcomes your application, wherever in the world it’s coming from!',
    'This posting is open to all candidates globally.',
  ])('"%s"', (sentence) => {
    expect(placesInDescription(p(sentence))).toEqual({ restriction: null, anywhere: true });
  });

  it('is outweighed by a restriction anywhere in the description', () => {
    const html = p('Live and work wherever you like!', 'You are based in the United States (or similar time zone).');
    expect(placesInDescription(html)).toEqual({ restriction: { anywhere: false, countries: ['US'], timezones: null }, anywhere: false });
  });

  it('is no "anywhere" when a place follows: "work from anywhere in the US"', () => {
    expect(placesInDescription(p('Remote first - work from anywhere in the US &amp; CAN!'))).toEqual({
      restriction: { anywhere: false, countries: ['CA', 'US'], timezones: null },
      anywhere: false,
    });
  });
});

describe('hostile descriptions', () => {
  it.each([
    ['null', null],
    ['empty', ''],
    ['only tags', '<p></p><br/><div><span></span></div>'],
    ['an unclosed tag', '<p class="'.repeat(1_000)],
    ['only punctuation', '<p>' + ',.;:!?()[]{}<>/\\|-–—'.repeat(5_000) + '</p>'],
    ['brackets that never close', '('.repeat(100_000)],
  ])('%s says nothing', (_name, html) => {
    expect(placesInDescription(html)).toEqual({ restriction: null, anywhere: false });
  });

  it('adds up contradictory restrictions rather than picking one', () => {
    expect(countriesIn(p('US candidates only.', 'Must be based in Europe.'))).toEqual(expect.arrayContaining(['US', 'DE', 'FR']));
  });

  it('reads only a fixed head and tail of a 2 MB description', () => {
    const html = placesInLongDescription();
    expect(html.length).toBeGreaterThan(2_000_000);
    // Japan is in the unread middle.
    expect(countriesIn(html)).toEqual(['AT', 'DE']);
    expect(descriptionLines(html).join(' ').length).toBeLessThan(DESCRIPTION_HEAD + DESCRIPTION_TAIL);
  });

  it('reads long runs of the words its patterns look for (the bench times them: bench/src/hostile-inputs.ts)', () => {
    // Only a head and a tail are read, and no sentence there names a place.
    for (const html of placeWordRuns()) expect(placesInDescription(html)).toEqual({ restriction: null, anywhere: false });
  });
});
