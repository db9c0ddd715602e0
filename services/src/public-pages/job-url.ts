/**
 * A public job page's address: `/jobs/{slug}-{shortId}`. The short id is the job's UUID in base 62
 * (22 characters), so it needs no column of its own and can never collide; the slug is the title
 * and company in plain words, for people and search engines to read, and is not trusted: a page
 * asked for under an older slug (the title changed) is redirected to the current one.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SHORT_ID_LENGTH = 22; // 62^22 > 2^128
const SLUG_MAX = 80;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHORT_ID = new RegExp(`^[0-9A-Za-z]{${SHORT_ID_LENGTH}}$`);

export function shortIdOf(uuid: string): string {
  if (!UUID.test(uuid)) throw new Error(`not a UUID: ${uuid}`);
  let n = BigInt(`0x${uuid.replace(/-/g, '')}`);
  let out = '';
  for (let i = 0; i < SHORT_ID_LENGTH; i++) {
    out = ALPHABET[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out;
}

/** The UUID a short id stands for; null for anything that is not one (including values past 128 bits). */
export function uuidOf(shortId: string): string | null {
  if (!SHORT_ID.test(shortId)) return null;
  let n = 0n;
  for (const char of shortId) n = n * 62n + BigInt(ALPHABET.indexOf(char));
  if (n >= 1n << 128n) return null;
  const hex = n.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Lowercase ASCII words joined by hyphens ("Senior Café Engineer" → "senior-cafe-engineer"), at most 80 characters. */
export function slugOf(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = words.length > SLUG_MAX ? words.slice(0, SLUG_MAX).replace(/-[^-]*$/, '') : words;
  return cut || 'job';
}

/** The path of a job's public page. */
export function jobPagePath(job: { id: string; title: string; companyName: string }): string {
  return `/jobs/${slugOf(`${job.title} at ${job.companyName}`)}-${shortIdOf(job.id)}`;
}

/** The path of a category's public page. */
export function categoryPagePath(slug: string): string {
  return `/remote-${slug}-jobs`;
}

/** The job id a page's last path segment names (its slug is not checked here); null when it names none. */
export function jobIdOfPageSegment(segment: string): string | null {
  if (segment.length > SLUG_MAX + 1 + SHORT_ID_LENGTH + 8) return null;
  return uuidOf(segment.slice(-SHORT_ID_LENGTH));
}
