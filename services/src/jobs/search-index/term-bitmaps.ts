import { RoaringBitmap32 } from 'roaring';
import { type JobCriteria, PAY_BAND_USD, payBands, searchTerm, termGroups } from '../job-criteria';
import type { TsqueryTree } from './tsquery-tree';

/** One live job as the bitmaps hold it: job_search_words' row, its words as lexemes. */
export interface IndexedJob {
  id: string;
  /** valid_through, in ms since the epoch: the job leaves the lists then, which no write announces. */
  validThrough: number;
  payUsd: number | null;
  /** Its facet terms (job-criteria.ts searchTerm: c:, b:, a:, t:, w, p, p:<band>, k:, s:, e:, o:). */
  terms: readonly string[];
  /** The lexemes of its text (jobs.search), without the hashed facet lexemes ('~…'). */
  lexemes: readonly string[];
}

const EMPTY = new RoaringBitmap32();

/**
 * A term's jobs: a plain array of document numbers while few (ascending, as documents are
 * numbered in the order they are added), a Roaring bitmap from PROMOTE_AT on. Most lexemes are
 * rare (at 100,000 jobs, 72,000 of 74,000 are on fewer than 16 jobs), and a native bitmap each
 * cost about 1.5 KB: 260 MB of the process against about 100 MB this way.
 */
type Postings = number[] | RoaringBitmap32;
const PROMOTE_AT = 32;

/**
 * The live catalogue as term bitmaps, in this process's memory (docs/architecture.md, "Term
 * bitmaps"): for every facet term and every lexeme, the set of jobs carrying it, as a Roaring
 * bitmap of document numbers. A filter is then a handful of set operations whatever keyword it
 * has, searched before or not, and a panel option's count is one intersection's cardinality:
 * microseconds where a GIN scan of a broad keyword's postings takes hundreds of milliseconds.
 *
 * A job written again gets a new document number and its old one simply leaves `live` (the term
 * bitmaps are append-only; every answer is intersected with `live`): no per-job list of what to
 * take out of which bitmap, which would double the memory. `deadShare` tells the owner when a
 * rebuild would give that space back.
 */
export class TermBitmaps {
  private readonly docOf = new Map<string, number>();
  private readonly idOf: string[] = [];
  private validThrough = new Float64Array(1024);
  /** NaN for a job without pay. */
  private payUsd = new Float64Array(1024);
  private readonly facets = new Map<string, Postings>();
  private readonly lexemes = new Map<string, Postings>();
  private readonly live = new RoaringBitmap32();
  /** Live documents by valid_through, soonest first (a binary heap), so ending by time is a pop. */
  private readonly ending: number[] = [];

  get size(): number {
    return this.live.size;
  }

  /** The share of document numbers that no longer hold a live job. */
  get deadShare(): number {
    return this.idOf.length === 0 ? 0 : 1 - this.live.size / this.idOf.length;
  }

  /** How many distinct lexemes and facet terms it holds (for the bench's memory note). */
  get keys(): { lexemes: number; terms: number } {
    return { lexemes: this.lexemes.size, terms: this.facets.size };
  }

  /** Adds a job, or replaces the version it holds. */
  put(job: IndexedJob): void {
    this.remove(job.id);
    const doc = this.idOf.length;
    this.idOf.push(job.id);
    this.docOf.set(job.id, doc);
    if (doc >= this.validThrough.length) {
      this.validThrough = grow(this.validThrough);
      this.payUsd = grow(this.payUsd);
    }
    this.validThrough[doc] = job.validThrough;
    this.payUsd[doc] = job.payUsd ?? Number.NaN;
    for (const term of job.terms) addTo(this.facets, term, doc);
    for (const lexeme of job.lexemes) addTo(this.lexemes, lexeme, doc);
    this.live.add(doc);
    this.pushEnding(doc);
  }

  remove(id: string): void {
    const doc = this.docOf.get(id);
    if (doc === undefined) return;
    this.docOf.delete(id);
    this.live.delete(doc);
  }

  /** The live jobs at `now` (ms): the ones whose time ran out leave `live` as they are met. */
  private liveAt(now: number): RoaringBitmap32 {
    while (this.ending.length && this.validThrough[this.ending[0]] <= now) this.live.delete(this.popEnding());
    return this.live;
  }

  /**
   * The live jobs a filter matches, as job-criteria.ts's wordsWhereClause and searchWhereClause
   * read it: the keyword (a tsquery tree; undefined for none), every term group (one term of
   * each), a minimum pay inside its lowest band tested on the pay, the hidden companies and the
   * viewed jobs left out.
   */
  matching(criteria: JobCriteria, keyword: TsqueryTree | undefined, viewed: readonly string[], now: number): RoaringBitmap32 {
    const live = this.liveAt(now);
    const set = keyword ? this.evaluate(keyword, live) : live.clone();
    for (const group of termGroups({ ...criteria, rowFacts: undefined })) {
      if (set.isEmpty) break;
      set.andInPlace(this.anyOf(group));
    }
    if (criteria.minPayUsd !== undefined && criteria.minPayUsd % PAY_BAND_USD !== 0) {
      const [lowest] = payBands(criteria.minPayUsd);
      for (const doc of RoaringBitmap32.and(set, bitmapOf(this.facets, searchTerm.payBand(lowest)))) {
        if (!(this.payUsd[doc] >= criteria.minPayUsd)) set.delete(doc);
      }
    }
    if (criteria.hiddenCompanyIds?.length) set.andNotInPlace(this.anyOf(criteria.hiddenCompanyIds.map(searchTerm.company)));
    if (criteria.hideViewed) for (const id of viewed) {
      const doc = this.docOf.get(id);
      if (doc !== undefined) set.delete(doc);
    }
    return set;
  }

  /** How many of `set` carry any of `terms`. */
  countIn(set: RoaringBitmap32, terms: readonly string[]): number {
    return set.andCardinality(this.anyOf(terms));
  }

  private anyOf(terms: readonly string[]): RoaringBitmap32 {
    if (terms.length === 1) return bitmapOf(this.facets, terms[0]);
    return RoaringBitmap32.orMany(terms.map((t) => bitmapOf(this.facets, t)));
  }

  /** A tsquery tree over `live`: a NOT is what `live` holds without its operand. */
  private evaluate(tree: TsqueryTree, live: RoaringBitmap32): RoaringBitmap32 {
    switch (tree.kind) {
      case 'nothing':
        return new RoaringBitmap32();
      case 'lexeme':
        return RoaringBitmap32.and(live, bitmapOf(this.lexemes, tree.lexeme));
      case 'not':
        return RoaringBitmap32.andNot(live, this.evaluate(tree.operand, live));
      case 'and': {
        const [first, ...rest] = tree.operands;
        const set = this.evaluate(first, live);
        for (const operand of rest) if (!set.isEmpty) set.andInPlace(this.evaluate(operand, live));
        return set;
      }
      case 'or':
        return RoaringBitmap32.orMany(tree.operands.map((operand) => this.evaluate(operand, live)));
    }
  }

  private pushEnding(doc: number): void {
    const heap = this.ending;
    heap.push(doc);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.validThrough[heap[parent]] <= this.validThrough[heap[i]]) break;
      [heap[parent], heap[i]] = [heap[i], heap[parent]];
      i = parent;
    }
  }

  private popEnding(): number {
    const heap = this.ending;
    const top = heap[0];
    const last = heap.pop()!;
    if (heap.length) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let least = i;
        if (left < heap.length && this.validThrough[heap[left]] < this.validThrough[heap[least]]) least = left;
        if (right < heap.length && this.validThrough[heap[right]] < this.validThrough[heap[least]]) least = right;
        if (least === i) break;
        [heap[least], heap[i]] = [heap[i], heap[least]];
        i = least;
      }
    }
    return top;
  }
}

function addTo(map: Map<string, Postings>, key: string, doc: number): void {
  const postings = map.get(key);
  if (!postings) map.set(key, [doc]);
  else if (!Array.isArray(postings)) postings.add(doc);
  else if (postings[postings.length - 1] !== doc) {
    postings.push(doc);
    if (postings.length >= PROMOTE_AT) map.set(key, new RoaringBitmap32(postings));
  }
}

function bitmapOf(map: Map<string, Postings>, key: string): RoaringBitmap32 {
  const postings = map.get(key);
  return !postings ? EMPTY : Array.isArray(postings) ? new RoaringBitmap32(postings) : postings;
}

function grow(array: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> {
  const bigger = new Float64Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
