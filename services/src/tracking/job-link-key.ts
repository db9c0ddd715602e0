/**
 * A job's address made comparable, so one job saved twice (pasted once, then saved from the
 * browser extension, or shared with a campaign tag) is recognised as one. Lower-case scheme and
 * host without "www.", no fragment, no tracking parameters, the rest of the query sorted, no
 * trailing slash. Null for anything that is not a web address.
 */
export function jobLinkKey(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const params = [...url.searchParams.entries()].filter(([name]) => !isTrackingParameter(name.toLowerCase())).sort(([a], [b]) => a.localeCompare(b));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  const path = url.pathname.replace(/\/+$/, '');
  // http and https name the same job: the scheme is left out.
  return `${host}${url.port ? `:${url.port}` : ''}${path}${query}`.slice(0, 2100);
}

/** Parameters that say who sent the visitor, not which job it is. */
const TRACKING_PREFIXES = ['utm_', 'mc_', 'pk_', 'hsa_'];
const TRACKING_NAMES = new Set([
  'ref', 'referrer', 'source', 'src', 'trk', 'trackingid', 'refid', 'gclid', 'fbclid', 'msclkid', 'gh_src',
  'lever-source', 'lever-origin', 'ashby_src', 'ashby_jid_source', 'originalsubdomain', 'currentjobid', 'position', 'pageNum', 'eboid',
].map((name) => name.toLowerCase()));

const isTrackingParameter = (name: string) => TRACKING_NAMES.has(name) || TRACKING_PREFIXES.some((prefix) => name.startsWith(prefix));
