import type { JobFilterInput } from '../../../generated/graphql';
import { regionName } from '../../../lib/region-name';

/** The server's bound on a saved search's name (services/src/saved-searches/saved-searches.service.ts). */
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;

/** The name a search without any filter gets. */
export const ALL_JOBS_NAME = 'All remote jobs';

const SEPARATOR = ' · ';
const ELLIPSIS = '…';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A name for "Save this search" to suggest, from what the search looks for: its keyword, its
 * categories and tags, and the country the jobs must be open to ("react · Design · from Germany").
 * `userCountry` is the seeker's own, which the list judges jobs by unless the filter says
 * "any" or names a country itself. Never longer than the server takes, never empty.
 */
export function suggestSavedSearchName(filter: JobFilterInput, userCountry: string | null = null): string {
  const what = [filter.query ?? '', (filter.categories ?? []).join(', '), (filter.tags ?? []).join(', ')].map(oneLine).filter(Boolean);
  const country = filter.eligibility === 'any' ? null : (filter.country ?? userCountry);
  const where = country ? `from ${regionName(country)}` : filter.worldwide ? 'worldwide' : null;

  if (what.length === 0) return where ? shorten(`Remote jobs ${where}`) : ALL_JOBS_NAME;
  return shorten([...what, ...(where ? [where] : [])].join(SEPARATOR));
}

/** Cut at the last whole word that fits, with an ellipsis to say so. */
function shorten(name: string): string {
  if (name.length <= SAVED_SEARCH_NAME_MAX_LENGTH) return name;
  const room = name.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH - ELLIPSIS.length);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > room.length / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,·/]+$/u, '')}${ELLIPSIS}`;
}
