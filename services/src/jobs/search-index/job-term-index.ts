import type { PoolClient, QueryResult } from 'pg';
import type { DataSource } from 'typeorm';
import { inPooledTransaction } from '../../database/pooled-transaction';
import { ReplicaReads } from '../../database/read-replica';
import { type IndexedJob, TermBitmaps } from './term-bitmaps';

/** What a row of job_search_words becomes: its facet lexemes ('~…') are the terms again, so they are left out. */
const ROW = `SELECT id::text AS id, valid_through, date_posted, pin_till, pay_usd, terms, tsvector_to_array(words) AS lexemes FROM job_search_words`;

const SNAPSHOT_BEGIN = 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY';
/** Where a snapshot stands: its xmin, and the newest change it sees. */
const POSITION = `SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin, coalesce((SELECT max(seq) FROM job_search_changes), 0)::text AS max_seq`;

interface Row {
  id: string;
  valid_through: Date;
  date_posted: Date;
  pin_till: Date | null;
  pay_usd: number | null;
  terms: string[];
  lexemes: string[];
}

const toJob = (row: Row): IndexedJob => ({
  id: row.id,
  validThrough: row.valid_through.getTime(),
  datePosted: row.date_posted.getTime(),
  pinTill: row.pin_till?.getTime() ?? null,
  payUsd: row.pay_usd,
  terms: row.terms,
  lexemes: row.lexemes.filter((lexeme) => !lexeme.startsWith('~')),
});

/**
 * Where the bitmaps stand in job_search_changes (migration 1766870000000-job-search-changes):
 * every change up to `maxSeq` seen, and those of transactions that were still open when it was
 * read (xid at or past `xmin`, the oldest one open then) still to be looked at again, but for the
 * ones already applied (`recent`).
 */
interface Position {
  maxSeq: string;
  xmin: string;
  recent: Map<string, string>;
}

const positionOf = (row: { xmin: string; max_seq: string }): Position => ({ xmin: row.xmin, maxSeq: row.max_seq, recent: new Map() });

export interface JobTermIndexOptions {
  /** Rows a build reads at a time. */
  batch?: number;
  /**
   * A copy not refreshed for this long is built again instead (the sweep keeps changes for an
   * hour, CHANGES_KEPT in job-search-sweep.ts).
   */
  staleAfterMs?: number;
  /** When this share of its document numbers no longer hold a live job, it is built again. */
  rebuildAtDeadShare?: number;
  /**
   * Lexemes on fewer jobs than this are dropped after a build (TermBitmaps.pruneLexemes); a
   * keyword with one is answered by PostgreSQL. Tests of tiny catalogues keep them all (1).
   */
  keepLexemesFrom?: number;
  /** What time it is, in ms (tests move it to make the copy stale). */
  clock?: () => number;
}

/**
 * The term bitmaps of this process (term-bitmaps.ts), built from job_search_words and kept current
 * from job_search_changes, which statement triggers on job_search_words fill with the id of every
 * job a write added, changed or removed (whoever wrote it, as the other copies of the catalogue).
 *
 * `current()` first applies every change committed before it was called, so an answer reads its
 * own writes as the SQL paths do. A change is read in a REPEATABLE READ snapshot together with the
 * rows it names; one made by a transaction still open then has a sequence number below ones
 * already read, so the next read takes again every change whose transaction id is at or past the
 * snapshot's xmin (the oldest transaction then open), skipping the ones it applied.
 *
 * Until the first build is done (seconds at 100,000 jobs), `current()` answers undefined and the
 * callers use the SQL paths, as they do when the index is off.
 */
export class JobTermIndex {
  private bitmaps?: TermBitmaps;
  private position?: Position;
  private refreshedAt = 0;
  private building?: Promise<void>;
  private refreshing?: Promise<void>;
  /** Whether the running refresh has yet to take its snapshot: a caller arriving until then is served by it. */
  private refreshJoinable = false;
  private queued?: Promise<void>;
  private stopped = false;
  private failure?: unknown;
  /** Where the last build or refresh read (the replica, or the primary while it does not answer). */
  private readFrom?: DataSource;
  private warn: (error: unknown) => void = () => undefined;
  private info: (built: { liveJobs: number; lexemes: number; terms: number; ms: number }) => void = () => undefined;
  private readonly batch: number;
  private readonly staleAfterMs: number;
  private readonly rebuildAtDeadShare: number;
  private readonly clock: () => number;
  private readonly keepLexemesFrom: number;

  private readonly reads: ReplicaReads;

  /**
   * `source`: where it reads, the replica when one is set (as the lists and counts it stands in
   * for do), the primary while the replica does not answer; one physical copy, so the change
   * feed's numbers are the same on both.
   */
  constructor(source: DataSource | ReplicaReads, options: JobTermIndexOptions = {}) {
    this.reads = source instanceof ReplicaReads ? source : ReplicaReads.primaryOnly(source);
    // Small batches: each is put into the bitmaps in one go on the gateway's only thread (about 15
    // ms for 250 rows), between which requests are answered; fewer rows in flight also keep the heap V8 grows small.
    this.batch = options.batch ?? 250;
    this.staleAfterMs = options.staleAfterMs ?? 30 * 60_000;
    this.rebuildAtDeadShare = options.rebuildAtDeadShare ?? 0.5;
    this.clock = options.clock ?? Date.now;
    this.keepLexemesFrom = options.keepLexemesFrom ?? 8;
  }

  /** Where a failed build is reported (the gateway's log); the next use tries again. */
  reportErrorsTo(warn: (error: unknown) => void): void {
    this.warn = warn;
  }

  /** Where each finished build is reported (the gateway's log): live jobs, distinct terms, time taken. */
  reportBuildsTo(info: (built: { liveJobs: number; lexemes: number; terms: number; ms: number }) => void): void {
    this.info = info;
  }

  /**
   * Whether the first build has ended, built or failed: a gateway says it is ready only then
   * (gateway/src/http/health.ts), so a load balancer sends it traffic once its answers come from
   * the bitmaps, or from PostgreSQL when they could not be built.
   */
  get settled(): boolean {
    return this.bitmaps !== undefined || this.failure !== undefined;
  }

  /** Starts the first build in the background. */
  start(): this {
    this.rebuild();
    return this;
  }

  /** Resolves once a build has finished (tests and the bench wait on it); rejects with a build's failure. */
  async ready(): Promise<void> {
    while (!this.bitmaps) {
      await (this.building ?? this.rebuild());
      if (!this.bitmaps && this.failure) throw this.failure;
    }
  }

  stop(): void {
    this.stopped = true;
  }

  /**
   * The bitmaps for an answer that reads `db`: only when they were just brought up to date from
   * that same database. With a replica they follow it, and an answer the primary must give (hide
   * viewed, which must leave out the job just opened) is the SQL engine's: bitmaps behind the
   * primary would be cached as the answer of the primary's versions.
   */
  async currentFor(db: DataSource): Promise<TermBitmaps | undefined> {
    const bitmaps = await this.current();
    return this.readFrom === db ? bitmaps : undefined;
  }

  /** The bitmaps with every change committed before this call, or undefined while none are built. */
  async current(): Promise<TermBitmaps | undefined> {
    if (this.stopped) return undefined;
    if (!this.bitmaps || this.clock() - this.refreshedAt > this.staleAfterMs) {
      this.bitmaps = undefined;
      this.rebuild();
      return undefined;
    }
    // A build finishing meanwhile swaps in bitmaps as of its own snapshot, older than this call:
    // bring those up to date too.
    let refreshed: TermBitmaps | undefined;
    do {
      refreshed = this.bitmaps;
      await this.refresh();
    } while (this.bitmaps && this.bitmaps !== refreshed);
    if (this.bitmaps && this.bitmaps.deadShare > this.rebuildAtDeadShare) this.rebuild();
    return this.bitmaps;
  }

  /**
   * One refresh at a time. A caller arriving before the running one takes its snapshot shares it
   * (the snapshot will hold every write committed before that caller came: a list and its panel
   * asked at once cost one refresh); one arriving later waits for the next, which starts after it.
   */
  private refresh(): Promise<void> {
    if (this.refreshing && this.refreshJoinable) return this.refreshing;
    if (!this.refreshing) {
      this.refreshJoinable = true;
      this.refreshing = this.applyChanges().finally(() => {
        this.refreshing = undefined;
        this.refreshJoinable = false;
      });
      return this.refreshing;
    }
    this.queued ??= this.refreshing.catch(() => undefined).then(() => {
      this.queued = undefined;
      return this.refresh();
    });
    return this.queued;
  }

  private rebuild(): Promise<void> {
    this.building ??= this.build()
      .then(() => (this.failure = undefined))
      .catch((error) => {
        this.failure = error;
        this.warn(error);
      })
      .finally(() => (this.building = undefined));
    return this.building;
  }

  private async build(): Promise<void> {
    const started = this.clock();
    const bitmaps = new TermBitmaps();
    const position = await this.snapshot(SNAPSHOT_BEGIN, async (client) => {
      const at = await this.readPosition(client);
      // The lexemes worth keeping, counted in this snapshot before any row is read: holding every
      // lexeme until the end of the build (at a million jobs 690,000 of them, nearly all on one or
      // two jobs) grew the process by hundreds of MB that V8 kept after pruning.
      if (this.keepLexemesFrom > 1) {
        const { rows: kept } = await client.query<{ word: string }>(
          `SELECT word FROM ts_stat('SELECT words FROM job_search_words WHERE valid_through > now()') WHERE ndoc >= $1 AND left(word, 1) <> '~'`,
          [this.keepLexemesFrom],
        );
        bitmaps.restrictLexemes(kept.map((row) => row.word));
      }
      // By date, so the document numbers are (term-bitmaps.ts top()).
      await client.query(`DECLARE job_term_rows NO SCROLL CURSOR FOR ${ROW} WHERE valid_through > now() ORDER BY date_posted, id`);
      for (;;) {
        const { rows } = await client.query<Row>(`FETCH ${this.batch} FROM job_term_rows`);
        for (const row of rows) bitmaps.put(toJob(row));
        if (rows.length < this.batch) break;
      }
      bitmaps.markSorted();
      bitmaps.pruneLexemes(this.keepLexemesFrom);
      // Changes already in this snapshot but of transactions it still counts as recent.
      const { rows } = await client.query<{ seq: string; xid: string }>(`SELECT seq::text, xid::text FROM job_search_changes WHERE xid >= $1::xid8`, [at.xmin]);
      for (const row of rows) at.recent.set(row.seq, row.xid);
      return at;
    });
    // Changes since that snapshot are applied by the next refresh from this position.
    await this.refreshing?.catch(() => undefined);
    this.bitmaps = bitmaps;
    this.position = position;
    this.refreshedAt = this.clock();
    this.info({ liveJobs: bitmaps.size, ...bitmaps.keys, ms: this.refreshedAt - started });
  }

  private async applyChanges(): Promise<void> {
    const bitmaps = this.bitmaps;
    const from = this.position;
    if (!bitmaps || !from) return;
    // The snapshot's position and the changes since the last one, sent with BEGIN in one round trip:
    // most refreshes find nothing new and end there. The two numbers are PostgreSQL's own (digits).
    if (!/^\d+$/.test(from.maxSeq) || !/^\d+$/.test(from.xmin)) throw new Error(`Unexpected change position ${from.maxSeq}, ${from.xmin}`);
    const begin = () => {
      // The snapshot is taken by this, the first statement: callers from now on wait for the next refresh.
      this.refreshJoinable = false;
      return `${SNAPSHOT_BEGIN}; ${POSITION}; SELECT seq::text, xid::text, job_id::text FROM job_search_changes WHERE seq > ${from.maxSeq} OR xid >= '${from.xmin}'::xid8`;
    };
    const next = await this.snapshot(begin, async (client, [, position, changed]) => {
      const at = positionOf(position.rows[0]);
      const changes = changed.rows as { seq: string; xid: string; job_id: string | null }[];
      const fresh = changes.filter((c) => !from.recent.has(c.seq));
      for (const change of changes) if (BigInt(change.xid) >= BigInt(at.xmin)) at.recent.set(change.seq, change.xid);
      for (const [seq, xid] of from.recent) if (BigInt(xid) >= BigInt(at.xmin)) at.recent.set(seq, xid);
      if (fresh.length === 0) return { at, rows: [] as Row[], ids: [] as string[] };
      // A TRUNCATE: everything changed.
      if (fresh.some((c) => c.job_id === null)) return { at, rows: [] as Row[], ids: [] as string[], reset: true };
      const ids = [...new Set(fresh.map((c) => c.job_id!))];
      const { rows } = await client.query<Row>(`${ROW} WHERE id = ANY($1::uuid[])`, [ids]);
      return { at, rows, ids };
    });
    // A build that finished meanwhile replaced what this refresh read from.
    if (this.bitmaps !== bitmaps) return;
    if ('reset' in next) {
      this.bitmaps = undefined;
      this.position = undefined;
      this.rebuild();
      return;
    }
    const present = new Set(next.rows.map((row) => row.id));
    for (const id of next.ids) if (!present.has(id)) bitmaps.remove(id);
    for (const row of next.rows) bitmaps.put(toJob(row));
    this.position = next.at;
    this.refreshedAt = this.clock();
  }

  /** The snapshot's xmin and the newest change it sees. */
  private async readPosition(client: PoolClient): Promise<Position> {
    const { rows } = await client.query<{ xmin: string; max_seq: string }>(POSITION);
    return positionOf(rows[0]);
  }

  private snapshot<T>(begin: string | (() => string), work: (client: PoolClient, begun: QueryResult[]) => Promise<T>): Promise<T> {
    return this.reads.read((db) => {
      this.readFrom = db;
      return inPooledTransaction(db, begin, work);
    });
  }
}
