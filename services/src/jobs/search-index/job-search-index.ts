import type { DataSource } from 'typeorm';
import type { Paging } from '../../common/paging';
import type { JobReads } from '../../database/read-replica';
import type { JobCriteria } from '../job-criteria';
import type { FacetChoices, PanelFacets } from '../job-facets';
import type { JobListAnswer } from '../job-list-engine';
import type { NewJobsIndex } from './new-jobs-index';

/** Where an answer reads: the primary, or what a list source chose (a replica, or the primary for an answer that must read its own writes). */
export type SearchSource = DataSource | JobReads;

/**
 * The contract for search (issue 51, item 2): everything the services ask of the catalogue's
 * search, and nothing about how it is answered. The job list, the public search, saved searches'
 * news and feeds, the filter panel and the alerts all call it; none of them calls an engine. One
 * implementation today, PostgreSQL with term bitmaps in memory (postgres-search-index.ts, whose
 * access paths are listed in access-paths.ts); a search server could answer behind the same
 * contract without a caller changing.
 *
 * The rules every implementation keeps (the engine's reference tests hold them to it):
 * - matches: a job is live (not filled, valid_through in the future), meets every group of the
 *   criteria (job-criteria.ts: any option within a group, every group), and is not left out for
 *   the caller (hidden companies, viewed jobs when asked);
 * - order: by date, pinned postings first, then newest posted, then id; by pay, best paid first;
 * - totals and counts are exact up to LIST_REACH, then "at least LIST_REACH" (`totalIsExact`,
 *   `countIsExact` false), and no page starts past it.
 *
 * `viewerId` says whose viewed jobs a "hide viewed" filter leaves out (the criteria carry the hidden
 * companies already). The index decides nothing about who may ask: the services have (Owner).
 */
export interface JobSearchIndex {
  /** One page of the filter's jobs in the list's order, and how many there are. */
  list(source: SearchSource, viewerId: string, criteria: JobCriteria, paging: Paging): Promise<JobListAnswer>;
  /** How many jobs the filter matches, as list()'s total. */
  count(source: SearchSource, viewerId: string, criteria: JobCriteria): Promise<Pick<JobListAnswer, 'total' | 'totalIsExact'>>;
  /** The filter panel: each option's count as if it alone were chosen in its group (job-facets.ts). */
  panel(source: SearchSource, viewerId: string, criteria: JobCriteria, choices: FacetChoices): Promise<PanelFacets>;
  /**
   * The live jobs that arrived in (since, until], indexed to match many saved searches at once
   * (the alerts' run): a search's matches there are the ones its list would show.
   */
  newJobs(since: Date, until: Date): Promise<NewJobsIndex>;
}
