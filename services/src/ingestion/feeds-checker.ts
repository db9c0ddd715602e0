import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { BOARD_SITE_URLS, findAdapter } from './adapters';
import type { BoardAdapter, ParseResult } from './board-adapter';
import { EXCHANGE_RATE_SNAPSHOT } from '../pay/exchange-rate-snapshot';
import { FeedFormatError } from './feed-format-error';
import { type PostingRecord, postingRecord, skippedRecord } from './feeds-check-record';
import { postingProblem } from './posting-schema';

export interface FeedsTotals {
  postings: number;
  ingested: number;
  skipped: number;
  failed: number;
  /** Files that could not be read at all (FeedFormatError). */
  unreadable: number;
}

export interface FeedsReport {
  lines: string[];
  totals: FeedsTotals;
}

const MAX_FAILURE_DETAILS = 5;

/**
 * Runs every recorded payload under `dir` through the adapter named by the
 * folder it sits in (remoteok/..., weworkremotely/...), re-validating each
 * posting, and reports per file and in total. Files directly in `dir` (such as
 * SOURCES.md) and hidden files are not feeds.
 */
export interface CheckOptions {
  now?: Date;
  /** Where adapters come from; the registry unless a test brings its own. */
  adapterFor?: (folder: string) => BoardAdapter | undefined;
  /** Called with every posting read, stored or not, in file order (`--json`). */
  onPosting?: (record: PostingRecord) => void;
}

export function checkFeeds(dir: string, { now = new Date(), adapterFor = findAdapter, onPosting }: CheckOptions = {}): FeedsReport {
  const lines: string[] = [];
  const totals: FeedsTotals = { postings: 0, ingested: 0, skipped: 0, failed: 0, unreadable: 0 };
  for (const file of feedFiles(dir)) {
    const label = relative(dir, file);
    const folder = basename(dirname(file));
    const adapter = adapterFor(folder);
    if (!adapter) {
      lines.push(`${label}: ignored (no adapter named "${folder}")`);
      continue;
    }
    let result: ParseResult;
    try {
      result = parseChecked(adapter, readFileSync(file, 'utf8'), now);
    } catch (e) {
      if (!(e instanceof FeedFormatError)) throw e;
      totals.unreadable += 1;
      lines.push(`${label}: UNREADABLE: ${e.message}`);
      continue;
    }
    const counts = {
      postings: result.postings.length + result.skipped.length + result.failed.length,
      ingested: result.postings.length,
      skipped: result.skipped.length,
      failed: result.failed.length,
    };
    totals.postings += counts.postings;
    totals.ingested += counts.ingested;
    totals.skipped += counts.skipped;
    totals.failed += counts.failed;
    if (onPosting) {
      for (const posting of result.postings) onPosting(postingRecord(adapter.name, posting, EXCHANGE_RATE_SNAPSHOT));
      for (const skip of result.skipped) onPosting(skippedRecord(adapter.name, skip.externalId, skip.reason));
      for (const failure of result.failed) onPosting(skippedRecord(adapter.name, failure.externalId, `failed: ${failure.error}`));
    }
    const reasons = summarizeReasons(result.skipped.map((s) => s.reason));
    lines.push(
      `${label}: postings ${counts.postings}, ingested ${counts.ingested}, skipped ${counts.skipped}, failed ${counts.failed}` +
        (reasons ? ` (skipped: ${reasons})` : ''),
    );
    for (const failure of result.failed.slice(0, MAX_FAILURE_DETAILS)) {
      lines.push(`  failed ${failure.externalId ?? '(no id)'}: ${failure.error}`);
    }
  }
  if (totals.unreadable) lines.push(`unreadable files: ${totals.unreadable}`);
  lines.push(`postings: ${totals.postings}, ingested: ${totals.ingested}, skipped: ${totals.skipped}, failed: ${totals.failed}`);
  return { lines, totals };
}

/** The adapter's result, with every posting validated again here so no adapter vouches for itself. */
function parseChecked(adapter: BoardAdapter, body: string, now: Date): ParseResult {
  const result = adapter.parse(body, { boardUrl: BOARD_SITE_URLS[adapter.name], now });
  const failed = [...result.failed];
  const postings = result.postings.filter((posting) => {
    const problem = postingProblem(posting);
    if (problem) failed.push({ externalId: posting.externalId, error: `invalid output: ${problem}` });
    return !problem;
  });
  return { postings, fingerprints: result.fingerprints, skipped: result.skipped, failed };
}

function summarizeReasons(reasons: string[]): string {
  const counts = new Map<string, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].map(([reason, count]) => `${reason} ×${count}`).join('; ');
}

/** Files in the folders below `dir`, in a stable order. */
function feedFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      if (name.startsWith('.')) continue;
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (folder !== dir) files.push(path);
    }
  };
  walk(dir);
  return files;
}

export const feedsCheckExitCode = (totals: FeedsTotals): number => (totals.unreadable > 0 || totals.failed > 0 ? 1 : 0);
