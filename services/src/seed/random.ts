/**
 * A small seeded PRNG for the catalogue generator. Math.random cannot be
 * seeded, and the seed data must come out the same on every machine.
 */

/** Mulberry32: 32 bits of state, fast, and good enough for fake data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Folds numbers into one 32-bit seed (murmur3's finalizer per part), so every
 * record can own a stream keyed by (seed, kind, index): record i then does not
 * depend on how many records came before it or on how many are asked for.
 */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    let k = Math.imul(part >>> 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h = Math.imul(h ^ Math.imul(k, 0x1b873593), 5) + 0xe6546b64;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

export class Random {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  float(): number {
    return this.next();
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight; `cumulative` is the running total of the weights (see cumulativeWeights). */
  weighted<T>(items: readonly T[], cumulative: readonly number[]): T {
    return items[this.weightedIndex(cumulative)];
  }

  weightedIndex(cumulative: readonly number[]): number {
    const target = this.next() * cumulative[cumulative.length - 1];
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** `count` distinct items in random order (fewer if there are not enough). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const n = Math.min(count, pool.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    return pool.slice(0, n);
  }
}

export function cumulativeWeights(weights: readonly number[]): number[] {
  let total = 0;
  return weights.map((w) => (total += w));
}
