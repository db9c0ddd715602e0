import type { DataSource } from 'typeorm';
import { hasReplayed, type JobReads, primaryOnly } from '../database/read-replica';
import type { JobCriteria } from './job-criteria';
import type { JobListVersions } from './job-list-cache';

/** Where a list or count reads, the versions its answer stands for, and whether it may be kept as theirs. */
export interface ListSource {
  reads: JobReads;
  versions: JobListVersions;
  /** False for a replica that has not yet replayed as far as the versions: its answer is not kept. */
  keep: boolean;
}

/**
 * Where a list or count of `criteria` reads (database/read-replica.ts): the replica when one is set
 * (`reads` is not `primary`), but the primary under "hide viewed", which must leave out the job
 * just opened. An answer the replica gives before it has replayed as far as the versions were read
 * is served, a moment old, but not kept in the cache as the answer of those versions.
 */
export async function listSourceFor(primary: DataSource, reads: DataSource, criteria: JobCriteria, versions: JobListVersions): Promise<ListSource> {
  const source = uncachedSourceFor(primary, reads, criteria);
  return { reads: source, versions, keep: source.reads === primary || (await hasReplayed(reads, versions.walPosition)) };
}

/**
 * The same choice for an answer nobody caches (the app's panel, "new since" counts): no version to
 * check the replica against, so no round trip to it before the read itself.
 */
export function uncachedSourceFor(primary: DataSource, reads: DataSource, criteria: JobCriteria): JobReads {
  return reads === primary || criteria.hideViewed ? primaryOnly(primary) : { reads, writes: primary };
}
