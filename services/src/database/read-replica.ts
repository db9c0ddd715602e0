import type { DataSource } from 'typeorm';
import { closeDataSource } from './close-data-source';
import { isDatabaseUnreachable } from './database-unreachable';

/**
 * Reads that scale out on PostgreSQL's own streaming replication (issue 51, item 3). With
 * DATABASE_READ_URL set, the services hold two DataSources: the primary, which takes every write
 * and every read that must see one just made, and a hot standby for the reads that may lag it by a
 * moment. Which read goes where, and why:
 *
 * | read | where | why |
 * | --- | --- | --- |
 * | job lists and the panel's counts, the app's and the public search's | replica | the heaviest reads; a job posted a moment ago may show a moment later |
 * | a list or count under "hide viewed" | primary | it must leave out the job the user just opened |
 * | the list's jobs by id (fields and the caller's flags) | primary | shortlisted, applied: the user's own writes |
 * | the user's context (hidden companies, session filters, place) | primary | the user's own writes |
 * | public job, category and landing pages, sitemaps, the jobs feed | replica | anyone's, cacheable for minutes anyway |
 * | a public job page the replica has not got yet | primary | its poster opens it right after paying |
 * | a saved search's feed (its list) | replica | a feed reader polls; its token is checked on the primary |
 * | "new since" counts | replica | a count of others' postings |
 * | a keyword the engine wants counted (keyword_facets) | primary | a write |
 *
 * A cached list answer is keyed by the primary's catalogue version; one read on a replica is kept
 * only once the replica has replayed the WAL up to where that version was read (hasReplayed), so
 * a lagging replica's answer is served to its caller but never kept as the answer of that version.
 */
export interface JobReads {
  /** Where lists and counts read: the replica, or the primary when none is set. */
  reads: DataSource;
  /** Where the engine writes what it wants (a keyword's counts to build). */
  writes: DataSource;
}

/** `db` as both: no replica. */
export const primaryOnly = (db: DataSource): JobReads => ({ reads: db, writes: db });

/** The engine's source as given: a DataSource stands for both. */
export const jobReadsOf = (source: DataSource | JobReads): JobReads => ('reads' in source ? source : primaryOnly(source));

/**
 * Whether `reads` has replayed the primary's WAL up to `walPosition` (where it stood when a list's
 * versions were read), so that what it answers is at least as new as those versions. A sequence's
 * value, the catalogue version's own, cannot tell: the primary logs sequences 32 values ahead, so a
 * replica's copy runs ahead of what it has replayed. Always true of the primary itself.
 */
export async function hasReplayed(reads: DataSource, walPosition: string | undefined): Promise<boolean> {
  if (!walPosition) return false;
  const [{ replayed }]: { replayed: boolean | null }[] = await reads.query(`SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS replayed`, [walPosition]);
  return replayed === true;
}

/** How long reads stay on the primary after the replica failed to answer, before it is tried again. */
export const REPLICA_RETRY_MS = 30_000;

/**
 * The replica as the readers use it. `current` is the replica, or the primary while there is none:
 * none set, not connected yet (it was down when the app started: the app starts all the same and
 * connects it later), or for REPLICA_RETRY_MS after it did not answer. `read` runs a read there and,
 * when the replica does not answer, runs it again on the primary. A replica that is down costs
 * speed, never an answer, nor the app's start.
 */
export class ReplicaReads {
  private replica: DataSource | null = null;
  private connecting: Promise<void> | null = null;
  private downUntil = 0;
  private unreported: unknown = null;
  private warn: ((err: unknown) => void) | null = null;

  /** `openReplica` makes the replica's DataSource (uninitialised); null: no replica. */
  constructor(
    private readonly openReplica: (() => DataSource) | null,
    readonly primary: DataSource,
  ) {}

  /** No replica: every read on `db`. */
  static primaryOnly(db: DataSource): ReplicaReads {
    return new ReplicaReads(null, db);
  }

  /** Where to report that the replica did not answer (the gateway sends it to its log); a failure before this is reported now. */
  reportUnavailableTo(warn: (err: unknown) => void): void {
    this.warn = warn;
    if (this.unreported) warn(this.unreported);
    this.unreported = null;
  }

  /** Connects the replica if there is one and it is not connected; never throws (a failure is reported, and retried later). */
  connect(): Promise<void> {
    if (!this.openReplica || this.replica) return Promise.resolve();
    this.connecting ??= this.tryConnect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  get current(): DataSource {
    if (!this.replica) {
      if (this.openReplica && Date.now() >= this.downUntil) void this.connect();
      return this.primary;
    }
    return Date.now() < this.downUntil ? this.primary : this.replica;
  }

  async read<T>(work: (db: DataSource) => Promise<T>): Promise<T> {
    const db = this.current;
    try {
      return await work(db);
    } catch (err) {
      if (db === this.primary || !isDatabaseUnreachable(err)) throw err;
      this.failed(err);
      return work(this.primary);
    }
  }

  async close(): Promise<void> {
    await this.connecting;
    if (this.replica) await closeDataSource(this.replica);
    this.replica = null;
  }

  private async tryConnect(): Promise<void> {
    const replica = this.openReplica!();
    try {
      await replica.initialize();
      this.replica = replica;
      this.downUntil = 0;
    } catch (err) {
      this.failed(err);
      await replica.destroy().catch(() => undefined);
    }
  }

  private failed(err: unknown): void {
    this.downUntil = Date.now() + REPLICA_RETRY_MS;
    if (this.warn) this.warn(err);
    else this.unreported = err;
  }
}
