import { absoluteCompanyImage } from '../../jobs/job-rules';

/**
 * An absolute http(s) address, or null. Relative and protocol-relative ones
 * resolve against the board's site; anything else (javascript:, data:, mailto:,
 * unparsable text) is not a link we would send people to.
 */
export function httpUrl(value: unknown, baseUrl: string): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim(), baseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A company logo as the jobs table stores it: absolute, null when the board sent "". */
export function companyImageUrl(value: unknown, baseUrl: string): string | null {
  return httpUrl(absoluteCompanyImage(typeof value === 'string' ? value.trim() : null, baseUrl), baseUrl);
}

/** Whether an address is on the board's own site (remoteOK.com and www. variants count). */
export function isOnHost(url: string | null, host: string): boolean {
  if (!url) return false;
  const hostname = new URL(url).hostname;
  return hostname === host || hostname.endsWith(`.${host}`);
}
