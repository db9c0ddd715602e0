// The browser's own English names of countries: the jobs page names the user's country without
// the 250-country list (i18n-iso-countries, or the server's list in the bootstrap) loading first.
const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** "Germany" for DE; the code itself where the browser knows no name for it. */
export function regionName(code: string): string {
  try {
    return REGION_NAMES.of(code) ?? code;
  } catch {
    // A code that is not a region at all (RangeError).
    return code;
  }
}
