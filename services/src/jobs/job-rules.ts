/** Rules of the spec that every job view and every writer of jobs share. */

// Tags that mark a job open to the whole world, compared lowercased with spaces removed.
const WORLDWIDE_TAGS = new Set(['anywhere', 'worldwide', 'anywhere(100%remote)only', 'anywhere(100%remote)', 'fullremote']);

export function isWorldwide(tags: readonly string[]): boolean {
  return tags.some((tag) => WORLDWIDE_TAGS.has(tag.toLowerCase().replace(/\s+/g, '')));
}

export function isExpired(validThrough: Date, now = new Date()): boolean {
  return validThrough.getTime() <= now.getTime();
}

/** A company image that is not an absolute address is relative to its board's site. */
export function absoluteCompanyImage(image: string | null, sourceUrl: string): string | null {
  if (!image) return null;
  if (/^(https?:)?\/\//i.test(image) || image.startsWith('data:')) return image;
  return `${sourceUrl.replace(/\/+$/, '')}/${image.replace(/^\/+/, '')}`;
}

/** Tags as the typeahead and filters store them: trimmed, lowercased, each once. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase().replace(/\s+/g, ' ');
    if (tag && tag.length <= 60) seen.add(tag);
  }
  return [...seen];
}

/** The key companies are matched by: case, punctuation and legal suffixes do not count. */
export function normalizeCompanyName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/\b(inc|llc|ltd|gmbh|corp|co|sa|bv|plc|limited|corporation)\b\.?/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export const JOB_VALIDITY_DAYS = 30;
