import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AdversarialResult } from './adversarial';
import type { KeywordPanels } from './keyword-panels';
import type { EngineSweep } from './long-tail';
import type { LoadResult } from './load';

/**
 * The list figures of one catalogue size, kept in bench/results/jobs-<N>.json (small, stable,
 * meant to be committed) so a run at one size can be compared with the last run at the other:
 * RESULTS.md's "Growth 100k → 1M" table.
 */
export interface SizeResults {
  jobs: number;
  liveJobs: number;
  date: string;
  machine: { cpus: number; cpuModel: string };
  postgres: string;
  load: { connections: number; seconds: number };
  longTail: {
    filters: number;
    rest: LoadFigures;
    graphql: LoadFigures;
    /** The filter panel's counts for the same filters (absent from runs before they existed). */
    facets?: LoadFigures;
    /** Each keyword's first panel and the sweep that built their counts, before (h). */
    keywordPanels?: KeywordPanels;
    /** (l), (m), (n): phrases nobody searched before (absent from runs before issue 51). */
    fresh?: { phrases: number; rest: LoadFigures; graphql: LoadFigures; facets: LoadFigures };
    /** The engine alone over every filter once. */
    engine: { p50: number; p95: number; max: number; paths: Record<string, number> };
    slowest: { filter: string; path: string; ms: number; total: number; totalIsExact: boolean }[];
  };
  adversarial: { key: string; label: string; filter: string; total: number; totalIsExact: boolean; path: string; ms: number }[];
}

export interface LoadFigures {
  p50: number;
  p95: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
}

/** The sizes the growth table compares. */
export const GROWTH_SIZES = { small: 100_000, large: 1_000_000 } as const;

const RESULTS_DIR = path.resolve(__dirname, '../results');

export const resultsFileOf = (jobs: number): string => path.join(RESULTS_DIR, `jobs-${jobs}.json`);

const round = (v: number) => Math.round(v * 10) / 10;

const figures = (l: LoadResult): LoadFigures => ({
  p50: round(l.p50),
  p95: round(l.p95),
  requestsPerSecond: round(l.requestsPerSecond),
  requests: l.requests,
  errors: l.errors,
});

export function sizeResults(run: {
  jobs: number;
  liveJobs: number;
  date: Date;
  machine: { cpus: number; cpuModel: string };
  postgres: string;
  load: { connections: number; seconds: number };
  longTail: {
    filters: number;
    rest: LoadResult;
    graphql: LoadResult;
    facets: LoadResult;
    keywordPanels: KeywordPanels;
    fresh: { phrases: number; rest: LoadResult; graphql: LoadResult; facets: LoadResult };
    sweep: EngineSweep;
  };
  adversarial: readonly AdversarialResult[];
}): SizeResults {
  const { sweep } = run.longTail;
  return {
    jobs: run.jobs,
    liveJobs: run.liveJobs,
    date: run.date.toISOString(),
    machine: run.machine,
    postgres: run.postgres,
    load: run.load,
    longTail: {
      filters: run.longTail.filters,
      rest: figures(run.longTail.rest),
      graphql: figures(run.longTail.graphql),
      facets: figures(run.longTail.facets),
      keywordPanels: run.longTail.keywordPanels,
      fresh: { phrases: run.longTail.fresh.phrases, rest: figures(run.longTail.fresh.rest), graphql: figures(run.longTail.fresh.graphql), facets: figures(run.longTail.fresh.facets) },
      engine: { p50: round(sweep.p50), p95: round(sweep.p95), max: round(sweep.max), paths: sweep.paths },
      slowest: sweep.slowest.map((s) => ({
        filter: s.filter,
        path: s.timing.path,
        ms: round(s.timing.ms),
        total: s.timing.total,
        totalIsExact: s.timing.totalIsExact,
      })),
    },
    adversarial: run.adversarial.map((a) => ({
      key: a.key,
      label: a.label,
      filter: a.filter,
      total: a.total,
      totalIsExact: a.totalIsExact,
      path: a.path,
      ms: round(a.ms),
    })),
  };
}

export async function writeSizeResults(results: SizeResults): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = resultsFileOf(results.jobs);
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

export async function readSizeResults(jobs: number): Promise<SizeResults | null> {
  const file = resultsFileOf(jobs);
  if (!existsSync(file)) return null;
  return JSON.parse(await readFile(file, 'utf8')) as SizeResults;
}

/** Both sizes' figures, when this run is one of them and the other has been measured too. */
export async function readGrowth(current: SizeResults): Promise<{ small: SizeResults; large: SizeResults } | null> {
  if (current.jobs === GROWTH_SIZES.small) {
    const large = await readSizeResults(GROWTH_SIZES.large);
    return large ? { small: current, large } : null;
  }
  if (current.jobs === GROWTH_SIZES.large) {
    const small = await readSizeResults(GROWTH_SIZES.small);
    return small ? { small, large: current } : null;
  }
  return null;
}
