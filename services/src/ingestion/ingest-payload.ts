import type { DataSource } from 'typeorm';
import type { BoardAdapter, ParseContext } from './board-adapter';
import { findStored, type IngestingBoard, storedHash, upsertPostings, type UpsertCounts } from './store/posting-store';

export interface PayloadOutcome extends UpsertCounts {
  /** Entries in the payload that are postings (a board's notices are not). */
  postings: number;
  skipped: number;
  /** Reason to count, over skipped postings and postings the adapter could not read. */
  skipReasons: Record<string, number>;
}

// Small enough that a run cut off loses little, large enough to keep statements few.
const BATCH_SIZE = 500;

/**
 * One fetched payload into the database: postings whose raw fingerprint is already
 * stored are counted unchanged without being normalized; the rest are normalized by
 * the board's adapter and upserted in batches, each its own transaction.
 */
export async function ingestPayload(
  db: DataSource,
  board: IngestingBoard,
  adapter: BoardAdapter,
  body: string,
  context: ParseContext,
  onProgress?: (done: number, total: number) => void,
): Promise<PayloadOutcome> {
  const scanned = adapter.scan(body);
  const outcome: PayloadOutcome = { postings: scanned.length, created: 0, updated: 0, unchanged: 0, duplicates: 0, skipped: 0, skipReasons: {} };
  const count = (reason: string) => (outcome.skipReasons[reason] = (outcome.skipReasons[reason] ?? 0) + 1);
  for (let i = 0; i < scanned.length; i += BATCH_SIZE) {
    const batch = scanned.slice(i, i + BATCH_SIZE);
    const ids = batch.flatMap((e) => (e.externalId ? [e.externalId] : []));
    const stored = await findStored(db, board.id, ids);
    const fresh = batch.filter((e) => !e.externalId || stored.get(e.externalId)?.hash !== storedHash(board, e.fingerprint));
    outcome.unchanged += batch.length - fresh.length;
    const parsed = adapter.normalize(fresh, context);
    for (const s of parsed.skipped) count(s.reason);
    for (const f of parsed.failed) count(`could not be read: ${f.error}`);
    outcome.skipped += parsed.skipped.length + parsed.failed.length;
    const counts = await upsertPostings(db, board, parsed.postings, parsed.fingerprints, stored);
    for (const key of ['created', 'updated', 'unchanged', 'duplicates'] as const) outcome[key] += counts[key];
    onProgress?.(Math.min(i + BATCH_SIZE, scanned.length), scanned.length);
  }
  return outcome;
}
