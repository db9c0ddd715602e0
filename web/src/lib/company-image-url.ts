/**
 * The logo address to load. A snapshot taken from a board that links its logos
 * relative to its own site holds a path like `logos/acme.png`; the board's
 * address (the job's source url) makes it loadable from here.
 */
export function companyImageUrl(image: string | null, sourceUrl: string): string | null {
  if (!image) return null;
  if (/^(https?:)?\/\//i.test(image) || image.startsWith('data:') || !sourceUrl) return image;
  return `${sourceUrl.replace(/\/+$/, '')}/${image.replace(/^\/+/, '')}`;
}
