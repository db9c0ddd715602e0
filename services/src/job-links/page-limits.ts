/**
 * How much of a page the readers keep. Both extractors (page-parts.ts from HTML text,
 * page-parts-dom.ts from a live document) apply the same limits the same way, so they give the
 * same parts for the same page, and a hostile page costs at most these many characters past the
 * parse itself.
 */
export const PAGE_LIMITS = {
  /** The <title> and the first <h1>, after spaces are collapsed. */
  headingChars: 1_000,
  /** Raw text read for a heading before spaces are collapsed: a heading padded with blanks is still read. */
  rawHeadingChars: 4_000,
  /** A JSON-LD block longer than this is dropped whole: a cut-off block cannot be parsed anyway. */
  jsonLdChars: 2_000_000,
  jsonLdBlocks: 20,
  metaTags: 200,
  metaKeyChars: 100,
  metaContentChars: 10_000,
  urlChars: 2_000,
} as const;

/** A heading's text as people read it: whitespace runs as one space, ends trimmed, capped. */
export function headingText(raw: string): string | null {
  const text = raw.slice(0, PAGE_LIMITS.rawHeadingChars).replace(/\s+/g, ' ').trim().slice(0, PAGE_LIMITS.headingChars);
  return text || null;
}

/** `type="application/ld+json"`, in any case and with parameters ("; charset=utf-8"). */
export function isJsonLdType(type: string | null | undefined): boolean {
  return !!type && type.split(';')[0].trim().toLowerCase() === 'application/ld+json';
}

/** `rel="canonical"` among a link's space-separated relations. */
export function isCanonicalRel(rel: string | null | undefined): boolean {
  return !!rel && rel.toLowerCase().split(/\s+/).includes('canonical');
}

/** A meta tag's key: its `property` (Open Graph) or else its `name`, lower-cased; null when it has none. */
export function metaKey(property: string | null | undefined, name: string | null | undefined): string | null {
  const key = (property || name || '').trim().toLowerCase();
  return key && key.length <= PAGE_LIMITS.metaKeyChars ? key : null;
}
