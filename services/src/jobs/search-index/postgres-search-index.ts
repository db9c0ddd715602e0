import type { DataSource } from 'typeorm';
import type { Paging } from '../../common/paging';
import { jobReadsOf } from '../../database/read-replica';
import type { JobCriteria } from '../job-criteria';
import { FACET_LIMITS, type FacetChoices, type FacetLimits, type PanelFacets } from '../job-facets';
import { type JobListAnswer, lazyReadOnly, LIST_LIMITS, type ListLimits } from '../job-list-engine';
import { wantKeywordCube } from '../keyword-facets';
import { type AccessPath, LIST_PATHS, PANEL_PATHS } from './access-paths';
import type { JobSearchIndex, SearchSource } from './job-search-index';
import type { JobTermIndex } from './job-term-index';
import { NewJobsIndex, readNewJobs } from './new-jobs-index';

/** The engine's bounds; tests pass small ones to reach every path with a small catalogue. */
export interface SearchLimits {
  list: ListLimits;
  panel: FacetLimits;
}

/**
 * The search on PostgreSQL (job-search-index.ts): each answer is one read-only transaction where
 * its kind's access paths (access-paths.ts) are asked in order, the term bitmaps first when this
 * process holds them (the gateway does; workers do not), the SQL engine for the rest. The
 * transaction begins at its first statement, so an answer from memory costs none. A keyword the
 * SQL engine found broad is asked of the keyword sweep afterwards, on the primary.
 */
export class PostgresSearchIndex implements JobSearchIndex {
  constructor(
    private readonly db: DataSource,
    private readonly terms?: JobTermIndex,
    private readonly limits: SearchLimits = { list: LIST_LIMITS, panel: FACET_LIMITS },
  ) {}

  async list(source: SearchSource, viewerId: string, criteria: JobCriteria, paging: Paging): Promise<JobListAnswer> {
    return (await this.firstAnswer(source, viewerId, criteria, LIST_PATHS, { paging, limits: this.limits.list })).answer;
  }

  async count(source: SearchSource, viewerId: string, criteria: JobCriteria): Promise<Pick<JobListAnswer, 'total' | 'totalIsExact'>> {
    const { total, totalIsExact } = await this.list(source, viewerId, criteria, { page: 1, limit: 1, offset: 0 });
    return { total, totalIsExact };
  }

  async panel(source: SearchSource, viewerId: string, criteria: JobCriteria, choices: FacetChoices): Promise<PanelFacets> {
    return (await this.firstAnswer(source, viewerId, criteria, PANEL_PATHS, { choices, limits: this.limits.panel })).facets;
  }

  async newJobs(since: Date, until: Date): Promise<NewJobsIndex> {
    return new NewJobsIndex(await readNewJobs(this.db, since, until));
  }

  private async firstAnswer<Ask, Answer extends { searched: boolean }>(
    source: SearchSource,
    viewerId: string,
    criteria: JobCriteria,
    paths: readonly AccessPath<Ask, Answer>[],
    ask: Ask,
  ): Promise<Answer> {
    const { reads, writes } = jobReadsOf(source);
    const bitmaps = await this.terms?.currentFor(reads);
    const answered = await lazyReadOnly(reads, async (client) => {
      for (const path of paths) {
        const answer = await path.answer({ client, userId: viewerId, criteria, bitmaps }, ask);
        if (answer) return answer;
      }
      throw new Error('No access path answered: the last one of a table answers everything');
    });
    // Outside the read-only transaction, and on the primary.
    if (answered.searched) await wantKeywordCube(writes, criteria.query!);
    return answered;
  }
}
