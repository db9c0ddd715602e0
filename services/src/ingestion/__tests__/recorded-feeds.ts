import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findAdapter } from '../adapters';
import type { NormalizedPosting } from '../board-adapter';
import { parseWith } from './parse-helper';

/**
 * The recorded job-board payloads (shared/feeds beside the repository, as CI lays it out): data the
 * project reads, never part of it. The parsers' labelled samples are checked against them.
 */
export const RECORDED_FEEDS = path.resolve(__dirname, '../../../../..', 'shared', 'feeds');

/** Fails loudly when the feeds are not there: a sample check that reads nothing proves nothing. */
export function requireRecordedFeeds(): void {
  if (!existsSync(RECORDED_FEEDS)) throw new Error(`The recorded feeds are missing: expected them at ${RECORDED_FEEDS} (shared/feeds beside the repository).`);
}

/** A sample's key of a recorded posting. */
export interface RecordedPostingRef {
  board: string;
  file: string;
  externalId: string;
}

const parsed = new Map<string, NormalizedPosting[]>();

/**
 * A recorded posting as ingestion normalizes it (the real adapter, then everything assemblePosting
 * reads). Arbeitnow's recorded postings are all on-site, which the adapter skips: they are read as
 * remote ones, so their text is still checked.
 */
export function recordedPosting(ref: RecordedPostingRef): NormalizedPosting {
  const key = `${ref.board}/${ref.file}`;
  if (!parsed.has(key)) parsed.set(key, parseRecordedFeed(ref.board, ref.file));
  const posting = parsed.get(key)!.find((p) => p.externalId === ref.externalId);
  if (!posting) throw new Error(`${key} has no posting ${ref.externalId}`);
  return posting;
}

function parseRecordedFeed(board: string, file: string): NormalizedPosting[] {
  const adapter = findAdapter(board);
  if (!adapter) throw new Error(`no adapter for ${board}`);
  const body = readFileSync(path.join(RECORDED_FEEDS, board, file), 'utf8');
  return parseWith(adapter, board === 'arbeitnow' ? asRemote(body) : body).postings;
}

function asRemote(body: string): string {
  const payload = JSON.parse(body) as { data: { remote: boolean }[] };
  for (const job of payload.data) job.remote = true;
  return JSON.stringify(payload);
}
