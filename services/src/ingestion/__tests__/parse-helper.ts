import { BOARD_SITE_URLS } from '../adapters';
import type { BoardAdapter, NormalizedPosting, ParseResult } from '../board-adapter';

export const NOW = new Date('2026-11-01T00:00:00Z');

export function parseWith(adapter: BoardAdapter, body: string): ParseResult {
  return adapter.parse(body, { boardUrl: BOARD_SITE_URLS[adapter.name], now: NOW });
}

/** The posting with this external id; fails the test when there is none. */
export function postingOf(result: ParseResult, externalId: string): NormalizedPosting {
  const posting = result.postings.find((p) => p.externalId === externalId);
  if (!posting) throw new Error(`no posting ${externalId}; skipped: ${JSON.stringify(result.skipped)}; failed: ${JSON.stringify(result.failed)}`);
  return posting;
}

export const DAY_MS = 86_400_000;
