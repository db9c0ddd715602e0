import { hostileReads } from '@remotehunt/services/seed/hostile-text';

/** How long each reader of postings takes over the text built to make it slow (services/src/seed/hostile-text.ts). */
export interface HostileInputResult {
  reader: string;
  chars: number;
  /** The median of RUNS runs, in milliseconds. */
  ms: number;
}

const RUNS = 5;

/**
 * Times every reader over its hostile text, one at a time, nothing else running. The tests check
 * what the readers answer to this text; whether they answer in time linear in it is measured
 * here, as milliseconds per megabyte of input (a backtracking or quadratic pass would take hours).
 */
export function measureHostileInputs(): HostileInputResult[] {
  return hostileReads().map(({ reader, chars, read }) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      read();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { reader, chars, ms: times[Math.floor(RUNS / 2)] };
  });
}

/**
 * The bound the bench holds each reader to: half a second per megabyte. The readers take from under
 * a millisecond (they read a bounded head) to about 150 ms per megabyte (the site icons' HTML
 * tokenizer, which reads the whole page); a pass quadratic in these megabytes would take minutes.
 */
export const HOSTILE_MS_PER_MB = 500;

export const msPerMegabyte = (result: HostileInputResult) => result.ms / (result.chars / 1e6);
