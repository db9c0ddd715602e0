import countries from 'i18n-iso-countries';

/**
 * The value as an ISO 3166-1 alpha-2 code ("de " gives "DE"), or undefined when
 * it is not one. The library alone would also take alpha-3 and numeric codes.
 */
export function toCountryCode(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && countries.isValid(code) ? code : undefined;
}

/** Every ISO 3166-1 alpha-2 code toCountryCode takes, sorted: the API document's enum of a country field. */
export const COUNTRY_CODES: readonly string[] = Object.freeze(Object.keys(countries.getAlpha2Codes()).sort());
