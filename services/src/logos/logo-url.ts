/**
 * Where our copy of a company's logo is served: a path on our own origin (like a job's pagePath),
 * so the app shows it from whatever address it is served at, and pages never load an image from
 * anyone else. `v` is the copy's version (a hash of its bytes): a new copy is a new address, so
 * browsers may keep each one for good (gateway/src/public/logo.routes.ts).
 */
export function companyLogoPath(companyId: string, version: string | null): string {
  return `/logos/${companyId}.webp${version ? `?v=${encodeURIComponent(version)}` : ''}`;
}

/**
 * companyLogoPath in SQL, null while we have no copy, for statements that answer views directly;
 * `c` is the companies row's alias. Versions are URL-safe (base64url, or a posting's UUID).
 */
export const companyLogoSql = (c: string) =>
  `CASE WHEN ${c}.logo_key IS NOT NULL THEN '/logos/' || ${c}.id || '.webp' || coalesce('?v=' || ${c}.logo_version, '') END`;
