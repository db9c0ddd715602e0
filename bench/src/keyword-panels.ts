import type { DataSource } from 'typeorm';
import { sweepJobSearch } from '@remotehunt/services/jobs/job-search-sweep';
import { type HttpRequest, percentile } from './load';
import type { ListFilter } from './long-tail';
import { checkFacets } from './scenarios';

/** Each keyword's first panel, and the sweep that built the counts they asked for. */
export interface KeywordPanels {
  keywords: number;
  /** The first panel of each keyword, one at a time (sampled: no counts of its own yet). */
  first: { p50: number; p95: number; max: number };
  /** Keywords whose counts the sweeps built, and how long those sweeps took together. */
  built: number;
  buildMs: number;
}

/**
 * A keyword's panel is sampled, and a broad keyword's list gathers its matches to count them,
 * until the maintenance sweep builds the keyword's own counts (services/src/jobs/keyword-facets.ts),
 * within a minute of its first search in production. The long tail (f, g) and the panel (h)
 * measure the steady state of a site whose users search these keywords every day, so before them
 * each keyword's first panel is sent once, one at a time and timed (what a keyword's first
 * searcher waits), then each keyword alone once (untimed: as other users' searches of the day),
 * and then the sweeps run until none is left to build, as the maintenance worker's would over
 * the next minutes, and are timed together.
 */
export async function searchEachKeywordOnce(db: DataSource, filters: readonly ListFilter[], requests: readonly HttpRequest[], alone: readonly HttpRequest[]): Promise<KeywordPanels> {
  const firsts = new Map<string, HttpRequest>();
  filters.forEach((f, i) => {
    if (f.filter.query && !firsts.has(f.filter.query)) firsts.set(f.filter.query, requests[i]);
  });
  const times: number[] = [];
  for (const request of firsts.values()) {
    const started = performance.now();
    await checkFacets(request);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  // Then each keyword alone, untimed: its first filter may have carried narrow facts, whose cheap
  // panel asks for nothing, while the same keyword searched alone asks for counts if it is broad.
  for (const request of alone) await checkFacets(request);
  const started = performance.now();
  // As the maintenance worker's sweeps of the next minutes would (each builds a few).
  let built = 0;
  for (let swept = -1; swept !== 0; built += swept) swept = (await sweepJobSearch(db)).keywordsBuilt;
  // Vacuumed (hint bits, visibility) and fresh statistics for the new cells, as autovacuum gives
  // a table after a bulk insert; without it the panels of (h) set the hint bits of 1.4 million
  // fresh rows of keyword_fact_counts while they are measured, and every row a keyword walk read
  // from keyword_jobs' index was fetched from its heap too (no visibility map yet).
  await db.query('VACUUM ANALYZE keyword_facet_counts, keyword_fact_counts, keyword_jobs');
  return {
    keywords: firsts.size,
    first: { p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times[times.length - 1] ?? NaN },
    built,
    buildMs: performance.now() - started,
  };
}
