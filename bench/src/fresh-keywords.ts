import type { DataSource } from 'typeorm';
import type { JobFilterBody } from './scenarios';
import { type CatalogueValues, filterOfKind, LONG_TAIL_PAGE_SIZE, type ListFilter, withSeekerFacts, asSentByTheWebApp } from './long-tail';
import { Draw } from './prng';

/** How many different phrases the fresh-keyword tail draws from (issue 51 asks for at least 5,000). */
export const FRESH_PHRASES = 6_000;
const FRESH_SEED = 20_261_130;
/** Titles read for their words (in a fixed order, so every run reads the same ones). */
const TITLES_READ = 20_000;

/**
 * What people type that nobody typed before: phrases from the catalogue's own titles and tags, as
 * a crowd's searches spread over them (a title word, two adjacent title words, a tag, a title word
 * with a tag), none with counts of its own (keyword_facets) when the run starts, each searched
 * once per cycle. Seeded: the same catalogue gives the same phrases on every run.
 */
export async function readFreshVocabulary(db: DataSource, size = FRESH_PHRASES): Promise<string[]> {
  const [titles, tags, counted] = await Promise.all([
    db.query<{ title: string }[]>(`SELECT title FROM jobs ORDER BY md5(id::text) LIMIT $1`, [TITLES_READ]),
    db.query<{ name: string }[]>(`SELECT name FROM tags ORDER BY name`),
    db.query<{ key: string }[]>(`SELECT key FROM keyword_facets`),
  ]);
  const words = new Set<string>();
  const pairs = new Set<string>();
  for (const { title } of titles) {
    const parts = title.toLowerCase().split(/[^a-z0-9+#.]+/).filter((w) => w.length >= 2);
    parts.forEach((word, i) => {
      words.add(word);
      if (i > 0) pairs.add(`${parts[i - 1]} ${word}`);
    });
  }
  const draw = new Draw(FRESH_SEED);
  const tagNames = tags.map((t) => t.name);
  const phrases = new Set([...words, ...pairs, ...tagNames]);
  const wordList = [...words].sort();
  for (let attempts = 0; phrases.size < size * 1.2 && attempts < size * 20; attempts++) phrases.add(`${draw.pick(wordList)} ${draw.pick(tagNames)}`);
  // None counted before: left out when its tsquery is a key keyword_facets holds (built or asked for).
  const keys = await db.query<{ phrase: string; key: string }[]>(`SELECT p AS phrase, websearch_to_tsquery('english', p)::text AS key FROM unnest($1::text[]) p`, [[...phrases]]);
  const countedKeys = new Set(counted.map((c) => c.key));
  const fresh = keys.filter((k) => k.key !== '' && !countedKeys.has(k.key)).map((k) => k.phrase);
  const picked = draw.pickDistinct(fresh.sort(), size);
  if (picked.length < size) throw new Error(`Only ${picked.length} phrases nobody searched before could be drawn from this catalogue`);
  return picked;
}

/** One filter per phrase: the phrase alone or with a category, worldwide, hide viewed and the seeker's facts as the long tail draws them. */
export function buildFreshFilters(values: CatalogueValues, phrases: readonly string[]): ListFilter[] {
  const draw = new Draw(FRESH_SEED + 1);
  const factDraw = new Draw(FRESH_SEED + 2);
  return phrases.map((phrase) => {
    const kind = draw.chance(0.6) ? 'keyword' : 'category + keyword';
    const filter: JobFilterBody = filterOfKind(kind, draw, values, () => phrase);
    if (draw.chance(0.25)) filter.worldwide = true;
    if (draw.chance(0.3)) filter.hideViewedJobs = true;
    return { kind, filter: withSeekerFacts(asSentByTheWebApp(filter), factDraw), page: draw.int(1, 5), limit: LONG_TAIL_PAGE_SIZE };
  });
}
