import { cleanLocation, locationFacts } from '../normalize/location';

describe('locationFacts', () => {
  it.each([
    ['Worldwide', true, null],
    ['Anywhere in the World', true, null],
    ['Anywhere (Open Globally)', true, null],
    ['Globally Remote', true, null],
    ['Global', true, null],
    ['Remote - Worldwide', true, null],
    ['USA Only', false, 'USA'],
    ['Remote, USA Only', false, 'USA'],
    ['Remote - United States', false, 'United States'],
    ['Remote within United States', false, 'United States'],
    ['Remote, North America', false, 'North America'],
    ['Japan - Remote', false, 'Japan'],
    ['India Remote', false, 'India'],
    ['United Kingdom (Remote)', false, 'United Kingdom'],
    ['Atlanta (Remote Friendly)', false, 'Atlanta'],
    ['Anywhere in the US', false, 'US'],
    ['New York City / San Francisco / Los Angeles / Remote', false, 'New York City / San Francisco / Los Angeles'],
    ['Americas, Europe, Israel', false, 'Americas, Europe, Israel'],
    ['Remote', false, null],
    ['1 Remote', false, null],
    ['Work From Home', false, null],
    ['Other (don’t specify)', false, null],
    ['', false, null],
  ])('%j -> worldwide %s, restriction %j', (text, worldwide, restriction) => {
    const facts = locationFacts(text);
    expect(facts.worldwide).toBe(worldwide);
    expect(facts.regionalRestriction).toBe(restriction);
  });

  it('cleans trailing separators, repeated parts and spacing', () => {
    expect(cleanLocation('United States, ')).toBe('United States');
    expect(cleanLocation('Madrid, Madrid, Comunidad de Madrid, EspaÃ±a')).toBe('Madrid, Comunidad de Madrid, España');
    expect(cleanLocation('EMEA,  LATAM,  Canada,  USA')).toBe('EMEA, LATAM, Canada, USA');
    expect(cleanLocation(' , ')).toBeNull();
    expect(cleanLocation(null)).toBeNull();
  });

  it('keeps the cleaned text as the location', () => {
    expect(locationFacts('Remote, USA Only').location).toBe('Remote, USA Only');
    expect(locationFacts('').location).toBeNull();
  });
});
