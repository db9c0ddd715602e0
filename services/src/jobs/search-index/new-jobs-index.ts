import type { DataSource } from 'typeorm';
import { type JobCriteria, PAY_BAND_USD, searchTerm, termGroups } from '../job-criteria';

/** A live job that arrived in the alert run's window, as job_search holds it. */
export interface NewJob {
  id: string;
  /** When it reached our catalogue: an alert's window is by arrival, not by the date the board gave. */
  createdAt: Date;
  datePosted: Date;
  terms: string[];
  payUsd: number | null;
}

/** What a search matched: its newest jobs (the list's order) and how many there are in all. */
export interface NewJobMatches {
  newest: NewJob[];
  count: number;
}

type Bits = Uint32Array;

/** Distinct cursors whose "arrived after" set is kept: runs every five minutes give a few hundred a day. */
const MAX_KEPT_CURSORS = 1_024;

/**
 * The run's new jobs, indexed for matching many saved searches against them: one bitset per
 * term of job_search (category, board, tag, place, pay band, type, seniority, company), built
 * once; a search is then a few ANDs and ORs of bitsets, as its job list's GIN scan would be. Jobs
 * are kept in the list's order (newest posted first), so a search's matches come out of its
 * bitset already sorted and its newest are its first bits; "arrived after this search's last
 * alert" is a set of its own, kept per cursor (searches alerted by the same run share theirs).
 *
 * The rules are the list engine's (job-criteria.ts): every term group of the criteria must meet
 * the job's terms, a minimum pay inside its band is tested on pay_usd, hidden companies are left
 * out. The keyword and "hide viewed" are given as bitsets by the caller (they need the database).
 */
export class NewJobsIndex {
  /** The list's order: newest posted first, then by id. */
  readonly jobs: readonly NewJob[];
  private readonly words: number;
  private readonly byTerm = new Map<string, Bits>();
  private readonly byGroup = new Map<string, Bits>();
  private readonly position = new Map<string, number>();
  /** Positions in arrival order, and their arrival times. */
  private readonly arrivals: Int32Array;
  private readonly arrivedAt: Float64Array;
  private readonly byCursor = new Map<number, Bits>();

  constructor(jobs: readonly NewJob[]) {
    this.jobs = [...jobs].sort((a, b) => b.datePosted.getTime() - a.datePosted.getTime() || (a.id < b.id ? -1 : 1));
    this.words = Math.ceil(this.jobs.length / 32);
    this.jobs.forEach((job, i) => {
      this.position.set(job.id, i);
      for (const term of job.terms) {
        let bits = this.byTerm.get(term);
        if (!bits) this.byTerm.set(term, (bits = new Uint32Array(this.words)));
        bits[i >>> 5] |= 1 << (i & 31);
      }
    });
    const arrivals = this.jobs.map((_, i) => i).sort((a, b) => this.jobs[a].createdAt.getTime() - this.jobs[b].createdAt.getTime() || (this.jobs[a].id < this.jobs[b].id ? -1 : 1));
    this.arrivals = Int32Array.from(arrivals);
    this.arrivedAt = Float64Array.from(arrivals, (i) => this.jobs[i].createdAt.getTime());
  }

  get size(): number {
    return this.jobs.length;
  }

  /** A bitset of these jobs (ids not in the window are ignored). */
  bitsOf(ids: Iterable<string>): Bits {
    const bits = new Uint32Array(this.words);
    for (const id of ids) {
      const i = this.position.get(id);
      if (i !== undefined) bits[i >>> 5] |= 1 << (i & 31);
    }
    return bits;
  }

  /**
   * The jobs matching the criteria that arrived after `since`: how many, and the first `limit` of
   * them newest by date posted first (the order of the list and of the digests). `keyword`: the
   * jobs holding the criteria's query; `viewed`: the owner's viewed jobs, left out with hideViewed.
   */
  match(criteria: JobCriteria, since: Date, limit: number, extra: { keyword?: Bits; viewed?: Bits } = {}): NewJobMatches {
    const bits = this.arrivedAfter(since).slice();
    for (const group of termGroups(criteria)) and(bits, this.anyOf(group));
    if (criteria.query !== undefined) and(bits, extra.keyword ?? new Uint32Array(this.words));
    if (criteria.hiddenCompanyIds?.length) andNot(bits, this.anyOf(criteria.hiddenCompanyIds.map(searchTerm.company)));
    if (criteria.hideViewed && extra.viewed) andNot(bits, extra.viewed);
    const min = criteria.minPayUsd;
    // The band of a minimum inside it holds jobs below it: those are tested on the pay itself.
    const payTested = min !== undefined && min % PAY_BAND_USD !== 0;
    const newest: NewJob[] = [];
    let count = 0;
    for (let w = 0; w < this.words; w++) {
      let word = bits[w];
      if (!payTested && newest.length === limit) {
        count += popcount(word);
        continue;
      }
      while (word) {
        const bit = 31 - Math.clz32(word & -word);
        word &= word - 1;
        const job = this.jobs[w * 32 + bit];
        if (payTested && (job.payUsd === null || job.payUsd < min)) continue;
        count++;
        if (newest.length < limit) newest.push(job);
      }
    }
    return { newest, count };
  }

  /** The jobs carrying any of the terms; a group is cached, as thousands of searches share each one. */
  private anyOf(terms: readonly string[]): Bits {
    const key = terms.join('\u0000');
    let bits = this.byGroup.get(key);
    if (!bits) {
      bits = new Uint32Array(this.words);
      for (const term of terms) {
        const own = this.byTerm.get(term);
        if (own) for (let w = 0; w < this.words; w++) bits[w] |= own[w];
      }
      this.byGroup.set(key, bits);
    }
    return bits;
  }

  /** The jobs that arrived after `since` (not to be changed: it may be kept for the next search). */
  private arrivedAfter(since: Date): Bits {
    const at = since.getTime();
    const kept = this.byCursor.get(at);
    if (kept) return kept;
    const bits = new Uint32Array(this.words);
    // The first job after `since`, by binary search over arrival order.
    let lo = 0;
    let hi = this.arrivals.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.arrivedAt[mid] > at) hi = mid;
      else lo = mid + 1;
    }
    for (let k = lo; k < this.arrivals.length; k++) bits[this.arrivals[k] >>> 5] |= 1 << (this.arrivals[k] & 31);
    if (this.byCursor.size < MAX_KEPT_CURSORS) this.byCursor.set(at, bits);
    return bits;
  }
}

function and(target: Bits, other: Bits): void {
  for (let w = 0; w < target.length; w++) target[w] &= other[w];
}

function andNot(target: Bits, other: Bits): void {
  for (let w = 0; w < target.length; w++) target[w] &= ~other[w];
}

function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The live jobs that arrived in (since, at], as job_search holds them (its terms are what the list matches). */
export async function readNewJobs(db: DataSource, since: Date, at: Date): Promise<NewJob[]> {
  const rows: { id: string; created_at: Date; date_posted: Date; terms: string[]; pay_usd: number | null }[] = await db.query(
    `SELECT j.id, j.created_at, s.date_posted, s.terms, s.pay_usd
       FROM jobs j JOIN job_search s ON s.id = j.id
      WHERE j.created_at > $1 AND j.created_at <= $2 AND s.valid_through > $2`,
    [since, at],
  );
  return rows.map((r) => ({ id: r.id, createdAt: r.created_at, datePosted: r.date_posted, terms: r.terms, payUsd: r.pay_usd }));
}
