import { createHash } from 'node:crypto';
import type { BoardAdapter, FailedPosting, NormalizedPosting, ParseContext, ParseResult, ScannedEntry, SkippedPosting } from './board-adapter';
import { FeedFormatError } from './feed-format-error';
import { isRecord, type JsonRecord } from './normalize/payload';
import { assemblePosting, type PostingOutcome, type RawPosting } from './posting-assembler';
import { postingProblem } from './posting-schema';

export interface AdapterDefinition {
  name: string;
  /** The payload's job entries; throws FeedFormatError when the payload is unreadable. */
  entries(body: string): unknown[];
  /** False for entries that are part of the payload but not postings (RemoteOK's legal notice). */
  isPosting?(entry: JsonRecord): boolean;
  /** The board's id for an entry, to name it in a failure report. */
  idOf(entry: JsonRecord): unknown;
  /** The entry's fields, or a skip for a posting the board marks as not for us. */
  read(entry: JsonRecord, context: ParseContext): RawPosting | PostingOutcome;
  /** BoardAdapter.isPartial, from the payload's envelope. */
  isPartial?(body: string): boolean;
}

/**
 * Part of every fingerprint: raise it when a change to normalizing should reach
 * postings already stored (their feeds' unchanged postings are then normalized again).
 */
export const NORMALIZATION_REVISION = 2;

/**
 * The parse loop every board shares: one bad posting is skipped (data) or
 * failed (a bug in the adapter) and never costs the rest of the feed.
 */
export function defineAdapter(definition: AdapterDefinition): BoardAdapter {
  const scan = (body: string): ScannedEntry[] => {
    const scanned: ScannedEntry[] = [];
    for (const entry of definition.entries(body)) {
      if (isRecord(entry) && definition.isPosting && !definition.isPosting(entry)) continue;
      const externalId = isRecord(entry) ? safeId(definition, entry) : null;
      const fingerprint = createHash('sha1').update(`${definition.name}:${NORMALIZATION_REVISION}:`).update(JSON.stringify(entry)).digest('base64url');
      scanned.push({ externalId, fingerprint, entry });
    }
    return scanned;
  };
  const normalize = (entries: readonly ScannedEntry[], context: ParseContext): ParseResult => {
    const postings: NormalizedPosting[] = [];
    const fingerprints = new Map<string, string>();
    const skipped: SkippedPosting[] = [];
    const failed: FailedPosting[] = [];
    for (const { entry, externalId, fingerprint } of entries) {
      if (!isRecord(entry)) {
        skipped.push({ externalId: null, reason: 'not a job object' });
        continue;
      }
      try {
        const read = definition.read(entry, context);
        const outcome = 'description' in read ? assemblePosting(read, context, definition.name) : read;
        if (outcome.skip) {
          skipped.push(outcome.skip);
          continue;
        }
        const problem = postingProblem(outcome.posting);
        if (problem) failed.push({ externalId, error: `invalid output: ${problem}` });
        else {
          postings.push(outcome.posting);
          fingerprints.set(outcome.posting.externalId, fingerprint);
        }
      } catch (e) {
        if (e instanceof FeedFormatError) throw e;
        failed.push({ externalId, error: e instanceof Error ? e.message : String(e) });
      }
    }
    return { postings, fingerprints, skipped, failed };
  };
  const { isPartial } = definition;
  return {
    name: definition.name,
    scan,
    normalize,
    parse: (body, context) => normalize(scan(body), context),
    // A payload whose envelope cannot be read says nothing of what the board holds: partial.
    ...(isPartial ? { isPartial: (body: string) => attempt(() => isPartial(body), true) } : {}),
  };
}

function safeId(definition: AdapterDefinition, entry: JsonRecord): string | null {
  try {
    const id = definition.idOf(entry);
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  } catch {
    return null;
  }
}

function attempt<T>(work: () => T, otherwise: T): T {
  try {
    return work();
  } catch {
    return otherwise;
  }
}
