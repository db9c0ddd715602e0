import type { IncomingHttpHeaders } from 'node:http';
import { toCountryCode } from '../../common/country-code';
import { countryOfAddress } from './ip-country';

export interface CountryRequest {
  headers: IncomingHttpHeaders;
  /** The client's address as the transport sees it (behind trusted proxies, the forwarded one). */
  ip?: string;
}

export interface GeoOptions {
  /** Always a valid ISO 3166 alpha-2 code (config checks it). */
  defaultCountry: string;
  /** Lowercase header names a CDN in front of the app sets; none when omitted. */
  trustedCountryHeaders?: readonly string[];
}

function countryFromHeaders(headers: IncomingHttpHeaders, names: readonly string[]): string | undefined {
  for (const name of names) {
    // Only ISO codes count, which leaves out Cloudflare's XX (unknown) and T1 (Tor), and a repeated
    // header, which arrives joined ("DE, US"): a forged extra copy cannot win.
    const code = toCountryCode(headers[name]);
    if (code) return code;
  }
  return undefined;
}

/**
 * The caller's ISO 3166 alpha-2 country: from a trusted CDN header when one
 * holds a country, otherwise by IP address, otherwise the configured default.
 */
export function resolveCountry(request: CountryRequest, options: GeoOptions): string {
  return (
    countryFromHeaders(request.headers, options.trustedCountryHeaders ?? []) ??
    countryOfAddress(request.ip) ??
    options.defaultCountry
  );
}
