import { resolveCountry } from '../resolve-country';

// The IP lookups go through the real GeoLite2 data shipped in geoip-country, with addresses
// whose country has not moved in years: Google's public DNS (US) and heise.de (DE).
const CLOUDFLARE = { defaultCountry: 'US', trustedCountryHeaders: ['cf-ipcountry'] };
const BOTH_CDNS = { defaultCountry: 'US', trustedCountryHeaders: ['cf-ipcountry', 'cloudfront-viewer-country'] };
const FROM_LOCALHOST = { ip: '127.0.0.1' };

describe('resolveCountry', () => {
  it('takes the country from a trusted CDN header over the IP address', () => {
    expect(resolveCountry({ headers: { 'cf-ipcountry': 'DE' }, ip: '8.8.8.8' }, CLOUDFLARE)).toBe('DE');
  });

  it('takes the first trusted header that holds a country, in the configured order', () => {
    const headers = { 'cloudfront-viewer-country': 'FR', 'cf-ipcountry': 'XX' };
    expect(resolveCountry({ headers, ...FROM_LOCALHOST }, BOTH_CDNS)).toBe('FR');
    expect(resolveCountry({ headers: { ...headers, 'cf-ipcountry': 'NL' }, ...FROM_LOCALHOST }, BOTH_CDNS)).toBe('NL');
  });

  it('accepts a lowercase code with spaces around it, and answers it uppercase', () => {
    expect(resolveCountry({ headers: { 'cf-ipcountry': ' jp ' }, ...FROM_LOCALHOST }, CLOUDFLARE)).toBe('JP');
  });

  it('ignores a header it does not trust, however good its value', () => {
    const headers = { 'x-vercel-ip-country': 'DE', 'cloudfront-viewer-country': 'DE' };
    expect(resolveCountry({ headers, ...FROM_LOCALHOST }, { ...CLOUDFLARE, defaultCountry: 'CA' })).toBe('CA');
  });

  it('trusts no header when none is configured', () => {
    expect(resolveCountry({ headers: { 'cf-ipcountry': 'DE' }, ...FROM_LOCALHOST }, { defaultCountry: 'CA' })).toBe('CA');
    expect(
      resolveCountry({ headers: { 'cf-ipcountry': 'DE' }, ...FROM_LOCALHOST }, { defaultCountry: 'CA', trustedCountryHeaders: [] }),
    ).toBe('CA');
  });

  it.each([
    ['XX', "Cloudflare's unknown"],
    ['T1', "Cloudflare's Tor"],
    ['ZZ', 'a code no country has'],
    ['EU', 'a region'],
    ['DEU', 'an alpha-3 code'],
    ['276', 'a numeric code'],
    ['DE, US', 'a repeated header'],
    ['', 'an empty header'],
    ['<script>', 'garbage'],
  ])('ignores %j (%s) and falls through to the IP address', (value) => {
    expect(resolveCountry({ headers: { 'cf-ipcountry': value }, ip: '193.99.144.80' }, CLOUDFLARE)).toBe('DE');
  });

  it.each([
    ['8.8.8.8', 'US'],
    ['193.99.144.80', 'DE'],
    ['::ffff:193.99.144.80', 'DE'],
    ['2001:4860:4860::8888', 'US'],
  ])('looks a public address up without any header: %s is in %s', (ip, country) => {
    expect(resolveCountry({ headers: {}, ip }, { ...CLOUDFLARE, defaultCountry: 'CA' })).toBe(country);
  });

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.10', '169.254.169.254', 'fd00::1', '100.64.0.1'])(
    'answers the default for the non-public address %s',
    (ip) => {
      expect(resolveCountry({ headers: {}, ip }, { ...CLOUDFLARE, defaultCountry: 'CA' })).toBe('CA');
    },
  );

  it.each([
    ['no address', undefined],
    ['a malformed address', 'not-an-ip'],
    ['a documentation address', '203.0.113.5'],
  ])('answers the default for %s', (_label, ip) => {
    expect(resolveCountry({ headers: {}, ip }, { ...CLOUDFLARE, defaultCountry: 'CA' })).toBe('CA');
  });
});

describe('the IP lookup', () => {
  it('is loaded on the first public address, never for a header or a non-public address', () => {
    const load = jest.fn();
    const lookup = jest.fn(() => ({ country: 'se' }));
    jest.isolateModules(() => {
      jest.doMock('geoip-country', () => (load(), { lookup }));
      const { resolveCountry: resolve } = require('../resolve-country') as typeof import('../resolve-country');
      expect(resolve({ headers: { 'cf-ipcountry': 'DE' }, ip: '8.8.8.8' }, CLOUDFLARE)).toBe('DE');
      for (const ip of ['127.0.0.1', '::1', '10.0.0.1', '192.168.0.1']) resolve({ headers: {}, ip }, CLOUDFLARE);
      expect(load).not.toHaveBeenCalled();
      expect(resolve({ headers: {}, ip: '8.8.8.8' }, CLOUDFLARE)).toBe('SE');
      resolve({ headers: {}, ip: '8.8.4.4' }, CLOUDFLARE);
      expect(load).toHaveBeenCalledTimes(1);
      expect(lookup.mock.calls).toEqual([['8.8.8.8'], ['8.8.4.4']]);
    });
  });
});
