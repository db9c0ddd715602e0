import { selfOwner } from '@remotehunt/services/auth/authorization';
import type { Services } from '@remotehunt/services/app/services';
import { MAX_SAVED_SEARCHES } from '@remotehunt/services/saved-searches/saved-searches.service';
import { FEED_FORMATS } from '@remotehunt/services/saved-searches/saved-search-feeds.service';
import type { HttpRequest } from './load';
import { buildListFilters, readCatalogueValues } from './long-tail';

/** How many saved searches' feeds scenarios (j) and (k) cycle through, each request another feed. */
export const FEED_SEARCHES = 200;
/** Their own seed: the long tail's filters stay those of earlier runs. */
const FEED_FILTER_SEED = 22;
const FEED_USER = (n: number) => ({ name: `Bench Feeds ${n}`, email: `bench-feeds-${n}@remotehunt.local`, password: 'bench-password-2024' });

/**
 * Scenarios (j) and (k)'s saved searches: FEED_SEARCHES filters drawn as the long tail draws its
 * own (categories and tags, keywords, boards, seekers' countries, pay, types, seniorities),
 * saved through the service by as many bench users as its limit of 25 each needs, each with a
 * feed. Made again every run (new tokens, so no budget spent by an earlier run carries over).
 * Answers the feeds' paths, each search's RSS, Atom and JSON Feed in turn.
 */
export async function prepareSavedSearchFeeds(services: Services, log: (line: string) => void): Promise<string[]> {
  const filters = buildListFilters(await readCatalogueValues(services.db), FEED_SEARCHES, FEED_FILTER_SEED);
  const paths: string[] = [];
  for (let user = 0; user * MAX_SAVED_SEARCHES < filters.length; user++) {
    const owner = selfOwner({ userId: await ensureFeedUser(services, user + 1), sessionId: 'bench', isAdmin: false, isRecruiter: false, hasAppAccess: true });
    await services.db.query(`DELETE FROM saved_searches WHERE user_id = $1`, [owner.userId]);
    for (const [i, { filter }] of filters.slice(user * MAX_SAVED_SEARCHES, (user + 1) * MAX_SAVED_SEARCHES).entries()) {
      const search = await services.savedSearches.create(owner, { name: `Feed ${i + 1}`, filter });
      const feed = await services.savedSearchFeeds.rotate(owner, search.id);
      paths.push(...[feed.rssUrl, feed.atomUrl, feed.jsonUrl].map((url) => new URL(url).pathname));
    }
  }
  log(`(j) ${filters.length} saved searches with feeds, ${Math.ceil(filters.length / MAX_SAVED_SEARCHES)} bench users`);
  return paths;
}

async function ensureFeedUser(services: Services, n: number): Promise<string> {
  const user = FEED_USER(n);
  const [existing] = await services.db.query('SELECT id FROM users WHERE lower(email) = $1', [user.email]);
  if (existing) {
    // A trial lasts two weeks; the bench catalogue outlives it.
    await services.db.query(`UPDATE app_subscriptions SET end_time = now() + interval '14 days' WHERE user_id = $1 AND end_time < now() + interval '1 day'`, [existing.id]);
    return existing.id;
  }
  return (await services.accounts.signUp({ ...user, acceptTerms: true })).userId;
}

/** Scenario (j): each request the next feed (search and format), as feed readers poll them; gzip accepted. */
export function feedRequests(baseUrl: string, paths: readonly string[]): HttpRequest[] {
  return paths.map((path) => ({ url: `${baseUrl}${path}`, method: 'GET', headers: { 'accept-encoding': 'gzip' } }));
}

/**
 * Each feed answers 200 in its format before any is timed; answers scenario (k)'s requests: the
 * same feeds asked again with the ETag each gave, as a reader revalidates (304 expected).
 */
export async function checkFeedsAndRevalidate(requests: readonly HttpRequest[]): Promise<HttpRequest[]> {
  const marks: Record<(typeof FEED_FORMATS)[number], string> = { rss: '<rss version="2.0"', atom: '<feed xmlns="http://www.w3.org/2005/Atom"', json: '"version":"https://jsonfeed.org/version/1.1"' };
  const revalidate: HttpRequest[] = [];
  for (const request of requests) {
    const response = await fetch(request.url);
    const body = await response.text();
    const format = FEED_FORMATS.find((f) => request.url.endsWith(`.${f}`))!;
    const etag = response.headers.get('etag');
    if (response.status !== 200 || !body.includes(marks[format]) || !etag) {
      throw new Error(`(j) ${request.url} answered ${response.status}${response.status === 200 ? ` without its ${format} document or ETag` : ''}`);
    }
    revalidate.push({ ...request, headers: { ...request.headers, 'if-none-match': etag } });
  }
  const again = await fetch(revalidate[0].url, { headers: revalidate[0].headers });
  if (again.status !== 304) throw new Error(`(k) ${revalidate[0].url} answered ${again.status} to its own ETag`);
  return revalidate;
}
