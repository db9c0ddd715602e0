import { mulberry32 } from '@remotehunt/services/seed/random';

/** Choices drawn from one seeded generator. */
export class Draw {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Nothing to pick from');
    return items[this.int(0, items.length - 1)];
  }

  /** n different items (all of them when there are fewer), in the order drawn. */
  pickDistinct<T>(items: readonly T[], n: number): T[] {
    const pool = [...items];
    const picked: T[] = [];
    while (picked.length < n && pool.length > 0) picked.push(pool.splice(this.int(0, pool.length - 1), 1)[0]);
    return picked;
  }

  /** One of the keys, each with its relative weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    let at = this.next() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [key, weight] of entries) {
      at -= weight;
      if (at < 0) return key;
    }
    return entries[entries.length - 1][0];
  }
}
