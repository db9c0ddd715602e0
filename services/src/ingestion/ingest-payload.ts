import type { DataSource } from 'typeorm';
import type { BoardAdapter, ParseContext, ScannedEntry } from './board-adapter';
import { externalIdOf } from './posting-assembler';
import { findStored, type IngestingBoard, needsStoring, storedHash, upsertPostings, type UpsertCounts } from './store/posting-store';

export interface PayloadOutcome extends UpsertCounts {
  /** Entries in the payload that are postings (a board's notices are not). */
  postings: number;
  /** The board's ids of every posting in the payload, stored or not: what the board still lists. */
  listedIds: string[];
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
 *
 * Batches are pipelined: while PostgreSQL stores one batch (most of its cost is the
 * full-text vector it computes), this process normalizes the next, so one board keeps
 * both busy. At most one upsert per payload is in flight, and batches commit in order.
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
  const entries = lastOfEachId(scanned);
  // As the store keys them, so none reads as dropped for a space.
  const listedIds = [...new Set(scanned.flatMap((e) => externalIdOf(e.externalId) ?? []))];
  const outcome: PayloadOutcome = { postings: scanned.length, listedIds, created: 0, updated: 0, unchanged: scanned.length - entries.length, duplicates: 0, skipped: 0, skipReasons: {} };
  const count = (reason: string) => (outcome.skipReasons[reason] = (outcome.skipReasons[reason] ?? 0) + 1);
  const add = (counts: UpsertCounts) => {
    for (const key of ['created', 'updated', 'unchanged', 'duplicates'] as const) outcome[key] += counts[key];
  };

  // The batch being stored; its failure is kept (never left an unhandled rejection) and thrown at the next wait.
  let storing: Promise<void> = Promise.resolve();
  let failure: { error: unknown } | null = null;
  const settle = async () => {
    await storing;
    if (failure) throw failure.error;
  };
  for (let i = 0; i < entries.length; i += BATCH_SIZE) {
    const batch = entries.slice(i, i + BATCH_SIZE);
    const ids = batch.flatMap((e) => (e.externalId ? [e.externalId] : []));
    // The batch before may still be writing: no id is in both (see lastOfEachId), so its stored hashes can be read now.
    const stored = await findStored(db, board.id, ids).catch(async (error) => {
      await storing; // never leave a batch writing behind the caller's back
      throw error;
    });
    const fresh = batch.filter((e) => !e.externalId || needsStoring(stored.get(e.externalId), storedHash(board, e.fingerprint)));
    outcome.unchanged += batch.length - fresh.length;
    const parsed = adapter.normalize(fresh, context);
    for (const s of parsed.skipped) count(s.reason);
    for (const f of parsed.failed) count(`could not be read: ${f.error}`);
    outcome.skipped += parsed.skipped.length + parsed.failed.length;

    await settle();
    const done = Math.min(i + BATCH_SIZE, entries.length) + scanned.length - entries.length;
    storing = upsertPostings(db, board, parsed.postings, parsed.fingerprints, stored).then(
      (counts) => {
        add(counts);
        onProgress?.(done, scanned.length);
      },
      (error: unknown) => {
        failure = { error };
      },
    );
  }
  await settle();
  return outcome;
}

/**
 * A board that lists one id twice in a payload means its later entry: only that one is
 * stored (the earlier counts as unchanged), so no two batches ever hold the same id.
 */
function lastOfEachId(scanned: ScannedEntry[]): ScannedEntry[] {
  const last = new Map<string, number>();
  scanned.forEach((e, i) => e.externalId && last.set(e.externalId, i));
  if (last.size === scanned.filter((e) => e.externalId).length) return scanned;
  return scanned.filter((e, i) => !e.externalId || last.get(e.externalId) === i);
}
