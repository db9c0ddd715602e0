/**
 * Where our copy of a company's logo is served: a path on our own origin (like a job's pagePath),
 * so the app shows it from whatever address it is served at, and pages never load an image from
 * anyone else. `v` is the copy's version (a hash of its bytes): a new copy is a new address, so
 * browsers may keep each one for good.
 */
export function companyLogoPath(companyId: string, version: string | null): string {
  return `/logos/${companyId}.webp${version ? `?v=${encodeURIComponent(version)}` : ''}`;
}

/** The company's logo address, or null while we have no copy. */
export function companyLogoUrl(company: { id: string; logoKey: string | null; logoVersion: string | null }): string | null {
  return company.logoKey ? companyLogoPath(company.id, company.logoVersion) : null;
}

/** An image address made absolute for pages read elsewhere (JSON-LD, Open Graph); absolute ones stay. */
export function absoluteImageUrl(image: string, publicUrl: string): string {
  return image.startsWith('/') && !image.startsWith('//') ? `${publicUrl.replace(/\/+$/, '')}${image}` : image;
}

/** companyLogoUrl in SQL, for statements that answer views directly; `c` is the companies row's alias. */
export const companyLogoSql = (c: string) =>
  `CASE WHEN ${c}.logo_key IS NOT NULL THEN '/logos/' || ${c}.id || '.webp' || coalesce('?v=' || ${c}.logo_version, '') END`;
