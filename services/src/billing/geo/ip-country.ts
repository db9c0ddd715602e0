import type * as GeoipCountry from 'geoip-country';
import { toCountryCode } from '../../common/country-code';
import { isPublicAddress } from '../../ingestion/fetch/address-policy';

// Its tables cost a process ~18 MB and ~50 ms when first required; most processes never ask.
// Required, not imported: loading reads the files synchronously either way, and callers stay synchronous.
let geoip: typeof GeoipCountry | undefined;
const loadGeoip = () => (geoip ??= require('geoip-country') as typeof GeoipCountry);

/**
 * The country an IP address is registered to, from the GeoLite2 data shipped
 * in the geoip-country package (no network). Loopback, private and other
 * non-public addresses have no country and never load the data.
 */
export function countryOfAddress(ip: string | undefined): string | undefined {
  if (!ip || !isPublicAddress(ip)) return undefined;
  return toCountryCode(loadGeoip().lookup(ip)?.country);
}
