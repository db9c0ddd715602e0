import type { DataSource } from 'typeorm';
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
 * The replica as the readers use it: `current` is the replica, or the primary for REPLICA_RETRY_MS
 * after the replica did not answer; `read` runs a read there and, when the replica does not answer,
 * runs it again on the primary. A replica that is down costs speed, never an answer. Without a
 * replica both are the primary.
 */
export class ReplicaReads {
  private downUntil = 0;
  private warn: (err: unknown) => void = () => undefined;

  constructor(
    private readonly replica: DataSource,
    readonly primary: DataSource,
  ) {}

  /** Where to report that the replica did not answer (the gateway sends it to its log). */
  reportUnavailableTo(warn: (err: unknown) => void): void {
    this.warn = warn;
  }

  get current(): DataSource {
    return Date.now() < this.downUntil ? this.primary : this.replica;
  }

  async read<T>(work: (db: DataSource) => Promise<T>): Promise<T> {
    const db = this.current;
    try {
      return await work(db);
    } catch (err) {
      if (db === this.primary || !isDatabaseUnreachable(err)) throw err;
      this.warn(err);
      this.downUntil = Date.now() + REPLICA_RETRY_MS;
      return work(this.primary);
    }
  }
}
