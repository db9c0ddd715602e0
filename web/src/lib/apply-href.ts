const EMAIL = /^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/;

/**
 * Where Apply Now may lead. Posters give a link or an email address; anything
 * else (javascript:, data:, a bare word) gets no button rather than a risky link.
 */
export function applyHref(applyUrl: string): string | null {
  const value = applyUrl.trim();
  if (/^https?:\/\//i.test(value) || /^mailto:/i.test(value)) return value;
  if (EMAIL.test(value)) return `mailto:${value}`;
  return null;
}
