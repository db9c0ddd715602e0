import type { Eligibility } from './eligibility';
import { countriesOfRestriction } from './region-countries';
import type { UtcWindow } from './utc-window';

/**
 * The few words a job card shows for where a job can be done from: "Anywhere", "US only",
 * "Europe", "Canada or US", "UTC−5 to UTC+1", or both ("US only · UTC−8 to UTC−5"). Null when
 * the rule is unknown: a card says nothing rather than guess. Made here, once, so the REST and
 * GraphQL answers and the web app all say the same.
 */
export function eligibilityBadge(e: Eligibility): string | null {
  const place = e.anywhere ? 'Anywhere' : placeWords(e.countries);
  const hours = e.timezones ? windowWords(e.timezones) : null;
  if (place && hours) return e.anywhere ? hours : `${place} · ${hours}`;
  return place ?? hours;
}

// Regions checked in this order; the first whose countries are exactly the rule's names it.
const REGION_NAMES = ['Europe', 'EU', 'EEA', 'EMEA', 'North America', 'LATAM', 'Americas', 'APAC', 'Asia', 'Africa', 'Oceania', 'Middle East', 'Nordics'];
const SHORT_COUNTRY_NAMES: Record<string, string> = { US: 'US', GB: 'UK', AE: 'UAE' };
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const MAX_NAMED = 3;

let regions: { name: string; key: string }[] | undefined;
const keyOf = (countries: readonly string[]) => [...countries].sort().join(' ');

function placeWords(countries: readonly string[]): string | null {
  if (!countries.length) return null;
  regions ??= REGION_NAMES.flatMap((name) => {
    const codes = countriesOfRestriction(name);
    return codes?.length ? [{ name, key: keyOf(codes) }] : [];
  });
  const key = keyOf(countries);
  const region = regions.find((r) => r.key === key);
  if (region) return region.name;
  if (countries.length === 1) return `${countryName(countries[0])} only`;
  if (countries.length <= MAX_NAMED) return countries.map(countryName).join(' or ');
  return `${countries.length} countries`;
}

const countryName = (code: string): string => SHORT_COUNTRY_NAMES[code] ?? regionNames.of(code) ?? code;

/** "UTC−5 to UTC+1", "UTC+5:30"; a true minus sign, as typeset times are written. */
function windowWords({ minUtcOffset, maxUtcOffset }: UtcWindow): string {
  return minUtcOffset === maxUtcOffset ? offsetWords(minUtcOffset) : `${offsetWords(minUtcOffset)} to ${offsetWords(maxUtcOffset)}`;
}

function offsetWords(hours: number): string {
  const whole = Math.trunc(Math.abs(hours));
  const minutes = Math.round((Math.abs(hours) - whole) * 60);
  return `UTC${hours < 0 ? '\u2212' : '+'}${whole}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}
