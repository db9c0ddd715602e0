import { RoaringBitmap32, RoaringBitmap32ReverseIterator } from 'roaring';
import { type JobCriteria, PAY_BAND_USD, payBands, searchTerm, termGroups, TOP_PAY_BAND } from '../job-criteria';
import type { TsqueryTree } from './tsquery-tree';

/** One live job as the bitmaps hold it: job_search_words' row, its words as lexemes. */
export interface IndexedJob {
  id: string;
  /** valid_through, in ms since the epoch: the job leaves the lists then, which no write announces. */
  validThrough: number;
  datePosted: number;
  /** Listed first until then (ms), or null. */
  pinTill: number | null;
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

/** A filter's shared part, for its variants (TermBitmaps.prepare). */
export interface PreparedMatch {
  start: RoaringBitmap32;
  unions: Map<string, RoaringBitmap32>;
}
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
  private datePosted = new Float64Array(1024);
  /** NaN for a job never pinned. */
  private pinTill = new Float64Array(1024);
  /** Jobs with a pin, current or past (few: a paid option). */
  private readonly pinned = new RoaringBitmap32();
  /**
   * Documents below this were added in date order (the build reads the rows by date_posted, id),
   * so the newest of them are the highest numbers; the ones since (new and rewritten jobs, until
   * the next build) are sorted when read.
   */
  private sortedUpTo = 0;
  /** Whether rare lexemes were dropped (pruneLexemes): an unknown lexeme is then not a sure 0. */
  private pruned = false;
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
      this.datePosted = grow(this.datePosted);
      this.pinTill = grow(this.pinTill);
    }
    this.validThrough[doc] = job.validThrough;
    this.payUsd[doc] = job.payUsd ?? Number.NaN;
    this.datePosted[doc] = job.datePosted;
    this.pinTill[doc] = job.pinTill ?? Number.NaN;
    if (job.pinTill !== null) this.pinned.add(doc);
    // A company's term ('o:') is read only to leave out the companies a seeker hid, which
    // bitmap-inputs.ts asks PostgreSQL for: 200,000 companies would be 200,000 keys here.
    for (const term of job.terms) if (!term.startsWith('o:')) addTo(this.facets, term, doc);
    for (const lexeme of job.lexemes) if (!this.pruned || this.lexemes.has(lexeme)) addTo(this.lexemes, lexeme, doc);
    this.live.add(doc);
    this.pushEnding(doc);
  }

  remove(id: string): void {
    const doc = this.docOf.get(id);
    if (doc === undefined) return;
    this.docOf.delete(id);
    this.live.delete(doc);
  }

  /** Every document added so far is in date order (the build's rows came by date_posted, id). */
  markSorted(): void {
    this.sortedUpTo = this.idOf.length;
  }

  idsOf(docs: readonly number[]): string[] {
    return docs.map((doc) => this.idOf[doc]);
  }

  /**
   * The first `count` jobs of `set` in a list's order: by date, pinned ones first (pin_till ahead
   * of `now`), newest first, then by id, as the engine's ORDER BY; by pay, the highest first (jobs
   * without pay last, by date), read from the top pay band down until the page is full. The
   * cost follows the page, not the set: the pinned ones, the jobs added since the build, and the
   * page's worth of the others taken from the top of the date-ordered numbers.
   */
  top(set: RoaringBitmap32, sort: 'date' | 'pay', count: number, now: number): number[] {
    if (count <= 0) return [];
    if (sort === 'pay') {
      const paid: number[] = [];
      for (let band = TOP_PAY_BAND; band >= 0 && paid.length < count; band--) {
        for (const doc of RoaringBitmap32.and(set, bitmapOf(this.facets, searchTerm.payBand(band)))) paid.push(doc);
      }
      paid.sort((a, b) => this.payUsd[b] - this.payUsd[a] || this.byDate(a, b));
      if (paid.length >= count) return paid.slice(0, count);
      return [...paid, ...this.newest(RoaringBitmap32.andNot(set, bitmapOf(this.facets, searchTerm.withPay)), count - paid.length)];
    }
    const first = RoaringBitmap32.and(set, this.pinned)
      .toArray()
      .filter((doc) => this.pinTill[doc] > now)
      .sort((a, b) => this.byDate(a, b));
    if (first.length >= count) return first.slice(0, count);
    return [...first, ...this.newest(first.length ? RoaringBitmap32.andNot(set, new RoaringBitmap32(first)) : set, count - first.length)];
  }

  /** The `count` newest of `set` (date, then id, descending). */
  private newest(set: RoaringBitmap32, count: number): number[] {
    const since = new RoaringBitmap32().addRange(this.sortedUpTo, this.idOf.length + 1);
    const candidates = RoaringBitmap32.and(set, since).toArray();
    let taken = 0;
    for (const doc of new RoaringBitmap32ReverseIterator(set)) {
      if (doc < this.sortedUpTo) {
        candidates.push(doc);
        if (++taken >= count) break;
      }
    }
    return candidates.sort((a, b) => this.byDate(a, b)).slice(0, count);
  }

  /** Newest first, then the higher id (uuids compare as their lower-case hex text). */
  private byDate(a: number, b: number): number {
    return this.datePosted[b] - this.datePosted[a] || (this.idOf[b] > this.idOf[a] ? 1 : this.idOf[b] < this.idOf[a] ? -1 : 0);
  }

  /** The live jobs at `now` (ms): the ones whose time ran out leave `live` as they are met. */
  private liveAt(now: number): RoaringBitmap32 {
    while (this.ending.length && this.validThrough[this.ending[0]] <= now) this.live.delete(this.popEnding());
    return this.live;
  }

  /**
   * The live jobs a filter matches, as job-criteria.ts's wordsWhereClause and searchWhereClause
   * read it: the keyword (a tsquery tree; undefined for none), every term group (one term of
   * each), a minimum pay inside its lowest band tested on the pay, and the jobs `left out` (the
   * viewed ones under hide viewed, the hidden companies' ones: bitmap-inputs.ts reads them).
   */
  matching(criteria: JobCriteria, keyword: TsqueryTree | undefined, leftOut: readonly string[], now: number): RoaringBitmap32 {
    return this.matchingFrom(this.prepare(keyword, leftOut, now), criteria);
  }

  /**
   * What every variant of one filter shares: the keyword's live jobs without the ones left out,
   * worked out once, and each term group's union as it is first needed. A panel counts four
   * variants (each group without its own choice): a seeker's place alone is a union of about a
   * hundred place terms.
   */
  prepare(keyword: TsqueryTree | undefined, leftOut: readonly string[], now: number): PreparedMatch {
    const live = this.liveAt(now);
    const out = new RoaringBitmap32();
    for (const id of leftOut) {
      const doc = this.docOf.get(id);
      if (doc !== undefined) out.add(doc);
    }
    const start = keyword ? this.evaluate(keyword, live) : live;
    return { start: out.isEmpty ? start : RoaringBitmap32.andNot(start, out), unions: new Map() };
  }

  /** matching() from what prepare() worked out. */
  matchingFrom(prepared: PreparedMatch, criteria: JobCriteria): RoaringBitmap32 {
    const set = prepared.start.clone();
    for (const group of termGroups({ ...criteria, rowFacts: undefined })) {
      if (set.isEmpty) break;
      const key = group.join('\u0000');
      let union = prepared.unions.get(key);
      if (!union) prepared.unions.set(key, (union = this.anyOf(group)));
      set.andInPlace(union);
    }
    if (criteria.minPayUsd !== undefined && criteria.minPayUsd % PAY_BAND_USD !== 0) {
      const [lowest] = payBands(criteria.minPayUsd);
      for (const doc of RoaringBitmap32.and(set, bitmapOf(this.facets, searchTerm.payBand(lowest)))) {
        if (!(this.payUsd[doc] >= criteria.minPayUsd)) set.delete(doc);
      }
    }
    return set;
  }

  /**
   * Whether every lexeme of the keyword is one the bitmaps hold in full. After a build they keep
   * only lexemes on at least `keepLexemesFrom` jobs (most lexemes are on one or two: at a million
   * jobs, 690,000 keys for 1.4 million postings, 200 MB of the process); a keyword with any other
   * is rare by that token, and PostgreSQL's index answers it cheaply.
   */
  covers(keyword: TsqueryTree): boolean {
    switch (keyword.kind) {
      case 'nothing':
        return true;
      case 'lexeme':
        return !this.pruned || this.lexemes.has(keyword.lexeme);
      case 'not':
        return this.covers(keyword.operand);
      case 'and':
      case 'or':
        return keyword.operands.every((operand) => this.covers(operand));
    }
  }

  /**
   * Holds from now on only these lexemes (those on enough jobs, as PostgreSQL's ts_stat counts
   * them before a build reads its rows), so the rare ones never take memory during the build.
   */
  restrictLexemes(lexemes: Iterable<string>): void {
    for (const lexeme of lexemes) if (!this.lexemes.has(lexeme)) this.lexemes.set(lexeme, []);
    this.pruned = true;
  }

  /** Drops the lexemes on fewer than `minJobs` jobs; from now on only the lexemes kept are added to (all of them, at 1). */
  pruneLexemes(minJobs: number): void {
    if (minJobs <= 1) return;
    for (const [lexeme, postings] of this.lexemes) if ((Array.isArray(postings) ? postings.length : postings.size) < minJobs) this.lexemes.delete(lexeme);
    this.pruned = true;
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
