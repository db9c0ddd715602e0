import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(english);

export interface CountryOption {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
}

/** Every country by its English name, the list the API accepts (ISO 3166-1 alpha-2). */
export const COUNTRY_OPTIONS: readonly CountryOption[] = Object.entries(countries.getNames('en', { select: 'official' }))
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name));

export const countryName = (code: string | null | undefined): string | null => (code ? (countries.getName(code, 'en') ?? code) : null);

/** The browser's IANA time zones (the API accepts the same names), and the one it is in now. */
export const TIME_ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
