import { regionName } from '../region-name';

describe('regionName', () => {
  it("names a country as the user's browser does in English", () => {
    expect(regionName('DE')).toBe('Germany');
    expect(regionName('US')).toBe('United States');
  });

  it('gives back a code the browser cannot name, rather than failing', () => {
    expect(regionName('XX')).toBe('XX');
    expect(regionName('not a code')).toBe('not a code');
  });
});
