import { cleanLocation, regionalRestrictionOf } from '../../ingestion/normalize/location';
import { RESTRICTED_REGION_WEIGHTS } from '../../seed/job-vocabulary';
import { countriesOfRestriction } from '../region-countries';

const of = (restriction: string) => countriesOfRestriction(restriction) ?? [];

describe('countriesOfRestriction', () => {
  it('reads single countries by name and short name', () => {
    expect(countriesOfRestriction('USA Only')).toEqual(['US']);
    expect(countriesOfRestriction('United States')).toEqual(['US']);
    expect(countriesOfRestriction('United States of America')).toEqual(['US']);
    expect(countriesOfRestriction('U.S. based')).toEqual(['US']);
    expect(countriesOfRestriction('Canada Only')).toEqual(['CA']);
    expect(countriesOfRestriction('England')).toEqual(['GB']);
    expect(countriesOfRestriction('UAE')).toEqual(['AE']);
    expect(countriesOfRestriction('south korea')).toEqual(['KR']);
    expect(countriesOfRestriction('Türkiye')).toEqual(['TR']);
  });

  it('takes the union of places separated by commas, slashes, "and" and "or"', () => {
    expect(countriesOfRestriction('US, Canada')).toEqual(['CA', 'US']);
    expect(countriesOfRestriction('UK or Ireland')).toEqual(['GB', 'IE']);
    expect(countriesOfRestriction('Spain | Portugal; Italy & Greece')).toEqual(['ES', 'GR', 'IT', 'PT']);
    expect(countriesOfRestriction('Australia and New Zealand')).toEqual(['AU', 'NZ']);
  });

  it('keeps country names that contain "and" or span a comma whole', () => {
    expect(countriesOfRestriction('Bosnia and Herzegovina')).toEqual(['BA']);
    expect(countriesOfRestriction('Trinidad & Tobago')).toEqual(['TT']);
    // An excerpt of a Himalayas locationRestrictions list, which uses ISO's inverted names.
    const excerpt = "Congo, Congo, The Democratic Republic of the, Palestine, State of, Holy See (Vatican City State), Côte d'Ivoire";
    expect(countriesOfRestriction(excerpt)).toEqual(['CD', 'CG', 'CI', 'PS', 'VA']);
  });

  it('ignores places it cannot read, and gives null when nothing is left', () => {
    expect(countriesOfRestriction('Springfield')).toBeNull();
    expect(countriesOfRestriction('Germany / Springfield')).toEqual(['DE']);
    expect(countriesOfRestriction('CET')).toBeNull();
    expect(countriesOfRestriction("Other (don't specify)")).toBeNull();
  });

  it('reads codes only in upper case', () => {
    expect(countriesOfRestriction('DE')).toEqual(['DE']);
    expect(countriesOfRestriction('IN')).toEqual(['IN']);
    expect(countriesOfRestriction('GBR')).toEqual(['GB']);
    expect(countriesOfRestriction('in')).toBeNull();
    expect(countriesOfRestriction('us')).toBeNull();
  });

  it('does not read time zones as countries', () => {
    expect(countriesOfRestriction('USA, EST')).toEqual(['US']); // EST is Estonia's alpha-3 code.
    expect(countriesOfRestriction('US (ET or PT time zones)')).toEqual(['US']);
    expect(countriesOfRestriction('ES, PT')).toEqual(['ES', 'PT']); // Without a zone word, PT is Portugal.
  });

  it('reads a US state code after a city as a state, not a country', () => {
    // A city we know places the address: "Boston, MA" is Massachusetts, not Morocco.
    expect(countriesOfRestriction('Boston, MA')).toEqual(['US']);
    expect(countriesOfRestriction('Springfield, MA')).toBeNull();
    expect(countriesOfRestriction('Boston, MA, United States')).toEqual(['US']);
    // Codes no country shares can only be the US there; a code that is a country stays unread.
    expect(countriesOfRestriction('New York, NY')).toEqual(['US']);
    expect(countriesOfRestriction('Austin, TX')).toEqual(['US']);
    expect(countriesOfRestriction('Springfield, IN')).toBeNull();
    // A city we know says the country itself: Bangalore is India, whatever "IN" is.
    expect(countriesOfRestriction('Bangalore, IN')).toEqual(['IN']);
    expect(countriesOfRestriction('Perth, WA')).toBeNull(); // Western Australia as much as Washington.
    expect(countriesOfRestriction('NY')).toBeNull();
  });

  it('reads states, provinces and territories written without their country', () => {
    expect(countriesOfRestriction('Charlotte, North Carolina')).toEqual(['US']);
    expect(countriesOfRestriction('Maryland')).toEqual(['US']);
    expect(countriesOfRestriction('New Mexico')).toEqual(['US']);
    expect(countriesOfRestriction('Toronto, Ontario')).toEqual(['CA']);
    expect(countriesOfRestriction('Queensland')).toEqual(['AU']);
    // Georgia is the country unless an address makes it a state.
    expect(countriesOfRestriction('Georgia')).toEqual(['GE']);
    expect(countriesOfRestriction('Atlanta, Georgia')).toEqual(['US']);
    expect(countriesOfRestriction('Springfield, Georgia')).toBeNull();
  });

  it('reads cities that name a time zone, but not the ones that are also somewhere else', () => {
    expect(countriesOfRestriction('London')).toEqual(['GB']);
    expect(countriesOfRestriction('Berlin')).toEqual(['DE']);
    expect(countriesOfRestriction('São Paulo')).toEqual(['BR']);
    expect(countriesOfRestriction('Manila')).toEqual(['PH']);
    expect(countriesOfRestriction('Johannesburg, Gauteng')).toEqual(['ZA']);
    for (const city of ['Perth', 'Santiago', 'Cordoba', 'San Juan', 'Halifax', 'Oral', 'Center']) expect([city, countriesOfRestriction(city)]).toEqual([city, null]);
  });

  it('reads a region followed by some of its countries as those countries', () => {
    expect(countriesOfRestriction('Europe (Germany, Austria)')).toEqual(['AT', 'DE']);
    expect(of('North America (East Coast/ET) or Europe (Norway, Spain)')).toEqual(['CA', 'ES', 'MX', 'NO', 'US']);
    // A bracket that is no part of the region leaves the region whole.
    expect(of('Europe (Canada)')).toEqual(expect.arrayContaining(['CA', 'DE', 'FR']));
  });

  it('reads "only" and prepositions in the boards’ other languages', () => {
    expect(countriesOfRestriction('nur in Deutschland')).toEqual(['DE']);
    expect(countriesOfRestriction('solo España')).toEqual(['ES']);
    expect(countriesOfRestriction('the continental United States')).toEqual(['US']);
    expect(countriesOfRestriction('either the US or Canada')).toEqual(['CA', 'US']);
  });

  it('reads Europe, the EU and EMEA', () => {
    const europe = of('Europe Only');
    expect(europe).toEqual(expect.arrayContaining(['DE', 'FR', 'GB', 'NO']));
    expect(europe).not.toContain('US');
    const eu = of('EU');
    expect(eu).toHaveLength(27);
    expect(eu).toEqual(expect.arrayContaining(['DE', 'FR', 'IE']));
    expect(eu).not.toContain('GB');
    expect(eu).not.toContain('NO');
    const emea = of('EMEA');
    expect(emea).toEqual(expect.arrayContaining(['NG', 'AE', 'DE', 'IL', 'SA']));
    expect(emea).not.toContain('US');
    expect(emea).not.toContain('IN');
  });

  it('reads the regions of the Americas', () => {
    const latam = of('LATAM');
    expect(latam).toEqual(expect.arrayContaining(['BR', 'MX', 'AR', 'CR', 'DO']));
    expect(latam).not.toContain('US');
    expect(latam).not.toContain('CA');
    expect(of('North America Only')).toEqual(['CA', 'MX', 'US']);
    const americas = of('Americas Only');
    expect(americas).toEqual(expect.arrayContaining(['BR', 'CA', 'US', 'JM']));
    expect(americas).not.toContain('ES');
    expect(of('Caribbean')).toEqual(expect.arrayContaining(['JM', 'BS', 'TT']));
    expect(of('Caribbean')).not.toContain('MX');
    // The posting form's phrase for "Americas Only" names three regions that share a noun.
    expect(of('North, Central or South America')).toEqual(expect.arrayContaining(['US', 'GT', 'BR']));
  });

  it('reads Asia, APAC, Africa and the small named groups', () => {
    expect(of('APAC')).toEqual(expect.arrayContaining(['AU', 'JP', 'IN', 'SG']));
    const asia = of('Asia Only');
    expect(asia).toEqual(expect.arrayContaining(['JP', 'IN']));
    expect(asia).not.toContain('AU');
    expect(of('Africa Only')).toEqual(expect.arrayContaining(['NG', 'ZA', 'EG']));
    expect(of('ANZ')).toEqual(['AU', 'NZ']);
    expect(of('DACH')).toEqual(['AT', 'CH', 'DE']);
    expect(of('Benelux')).toEqual(['BE', 'LU', 'NL']);
    expect(of('Nordics')).toEqual(expect.arrayContaining(['DK', 'FI', 'IS', 'NO', 'SE']));
    expect(of('Middle East')).toEqual(expect.arrayContaining(['AE', 'IL', 'SA']));
  });

  it('returns sorted unique codes and the same frozen array for the same text', () => {
    const codes = countriesOfRestriction('Germany, DE, Europe, Deutschland');
    expect(codes).toEqual([...new Set(codes)].sort());
    expect(countriesOfRestriction('Germany, DE, Europe, Deutschland')).toBe(codes);
    expect(Object.isFrozen(codes)).toBe(true);
  });

  it('maps every restriction the seed data uses to some countries', () => {
    for (const [restriction] of RESTRICTED_REGION_WEIGHTS) {
      const normalized = regionalRestrictionOf(restriction);
      // "Other (don't specify)" reaches the digest as no restriction at all.
      if (normalized === null) {
        expect(restriction).toBe("Other (don't specify)");
        continue;
      }
      expect([restriction, of(restriction).length > 0]).toEqual([restriction, true]);
      expect([normalized, of(normalized).length > 0]).toEqual([normalized, true]);
    }
  });

  // Locations as the recorded feeds in /work/shared/feeds give them (mojibake included), through the
  // ingestion normaliser as in production.
  const LATAM_LIST =
    'Argentina, Bolivia, Brazil, Chile, Colombia, Costa Rica, Cuba, Dominican Republic, Ecuador, El Salvador, ' +
    'Guatemala, Haiti, Honduras, Mexico, Nicaragua, Panama, Paraguay, Peru, Uruguay, Venezuela';
  it.each<[string, string, string[] | null]>([
    ['weworkremotely', 'USA Only', ['US']],
    ['weworkremotely', 'UK Only', ['GB']],
    ['workingnomads', 'Remote, USA Only', ['US']],
    ['remoteok', 'Remote - United States', ['US']],
    ['remoteok', 'Remote within United States', ['US']],
    ['remotive', 'USA, CST (UTC-6)', ['US']],
    ['remotive', 'USA, Canada, USA timezones', ['CA', 'US']],
    ['himalayas', 'Canada, United States', ['CA', 'US']],
    ['himalayas', LATAM_LIST, 'AR BO BR CL CO CR CU DO EC GT HN HT MX NI PA PE PY SV UY VE'.split(' ')],
    ['workingnomads', 'Japan - Remote', ['JP']],
    ['remoteok', 'India Remote', ['IN']],
    ['arbeitnow', 'Berlin, Berlin, Germany', ['DE']],
    ['arbeitnow', 'Hamburg, Berlin', ['DE']],
    ['remoteok', 'US, CA, Santa Clara', ['US']],
    ['remoteok', 'Boston, Boston, Massachusetts, United States', ['US']],
    ['remoteok', 'Vancouver, British Columbia, Canada', ['CA']],
    ['remoteok', 'Madrid, Madrid, Comunidad de Madrid, Espa\u00c3\u00b1a', ['ES']],
    ['remoteok', 'Paris, Paris, \u00c3\u008ele-de-France, France', ['FR']],
    ['remoteok', 'Sofia, Bulgaria', ['BG']],
    ['remoteok', 'New York, NY', ['US']],
    ['remoteok', 'San Francisco Bay Area', ['US']],
    ['remoteok', 'Bluefield', null],
    ['remoteok', 'Campinas, SP', ['BR']],
    ['arbeitnow', 'Munich', ['DE']],
    ['remoteok', 'Hyderabad', ['IN']],
    ['remoteok', 'New York City / San Francisco / Los Angeles / Remote', ['US']],
  ])('reads the %s location %j', (_board, location, expected) => {
    const restriction = regionalRestrictionOf(cleanLocation(location));
    expect(restriction).not.toBeNull();
    expect(countriesOfRestriction(restriction as string)).toEqual(expected);
  });

  it.each<[string, string, string[], string[]]>([
    ['weworkremotely', 'Latin America Only', ['BR', 'MX', 'CO'], ['US', 'ES']],
    ['weworkremotely', 'Oceania Only', ['AU', 'NZ', 'FJ'], ['JP', 'ID']],
    ['jobicy', 'EMEA,  LATAM,  Canada,  USA', ['DE', 'NG', 'AE', 'BR', 'CA', 'US'], ['JP', 'AU', 'IN']],
    ['jobicy', 'LATAM,  Canada,  USA', ['MX', 'AR', 'CA', 'US'], ['GB']],
    ['remotive', 'Americas, Europe, Israel', ['IL', 'BR', 'US', 'DE'], ['IN', 'AE']],
    ['remotive', 'Northern America, Europe, UK, France, European timezones', ['US', 'CA', 'GB', 'FR'], ['BR', 'JP']],
  ])('reads the %s region %j', (_board, location, includes, excludes) => {
    const codes = of(regionalRestrictionOf(cleanLocation(location)) ?? '');
    expect(codes).toEqual(expect.arrayContaining(includes));
    for (const code of excludes) expect(codes).not.toContain(code);
  });
});
