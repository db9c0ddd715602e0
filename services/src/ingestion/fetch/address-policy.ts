import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { FeedFetchError } from './feed-fetch-error';

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * True only for addresses on the public internet. Everything else a feed URL
 * could point the server at (loopback, RFC 1918, link-local and cloud metadata,
 * CGNAT, multicast, broadcast, reserved and documentation ranges, unique-local
 * IPv6) is refused. IPv6 forms that carry an IPv4 address (mapped, NAT64,
 * 6to4) are judged by that IPv4 address; Teredo and the deprecated
 * IPv4-compatible form are refused outright.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address) || net.isIP(address) === 0) return false;
  const ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv4') return ip.range() === 'unicast';
  const v6 = ip as ipaddr.IPv6;
  const bytes = v6.toByteArray();
  switch (v6.range()) {
    case 'ipv4Mapped':
      return isPublicAddress(v6.toIPv4Address().toString());
    case 'rfc6052':
      // 64:ff9b::/96 carries the IPv4 address in its last 32 bits; 64:ff9b:1::/48 is for local use.
      return v6.match(ipaddr.IPv6.parseCIDR('64:ff9b::/96')) && isPublicAddress(bytes.slice(12).join('.'));
    case '6to4':
      return isPublicAddress(bytes.slice(2, 6).join('.'));
    case 'unicast':
      return v6.match(GLOBAL_UNICAST_V6);
    default:
      return false;
  }
}

export function blockedAddressError(host: string, address: string): FeedFetchError {
  const shown = host === address ? address : `${host} (${address})`;
  return new FeedFetchError(`${shown} is not a public internet address`, 'blocked-address');
}

/**
 * A `lookup` for http.request: resolves the name once, refuses it when any of
 * its addresses is not public (unless private ones are allowed), and hands the
 * socket exactly the addresses it checked, so a second DNS answer can never
 * swap in a private one (DNS rebinding).
 */
export function checkedLookup(allowPrivateAddresses: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      if (addresses.length === 0) {
        return callback(Object.assign(new Error(`${hostname} has no addresses`), { code: 'ENOTFOUND' }), '');
      }
      const blocked = allowPrivateAddresses ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (blocked) return callback(blockedAddressError(hostname, blocked.address), '');
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
