import type { JobCriteria } from './job-criteria';

/** The filter panel's groups of options, each counted within what the other groups leave. */
export type FacetGroup = 'boards' | 'categories' | 'tags' | 'worldwide';
export const FACET_GROUPS: FacetGroup[] = ['boards', 'categories', 'tags', 'worldwide'];

/** Each group's options as job_search terms ('also': a board's second-source term). */
export type FacetOptionTerms = Record<FacetGroup, { term: string; also?: string }[]>;

/** The filter with one group's choice taken out: what that group's options are counted within. */
export function without(criteria: JobCriteria, group: FacetGroup): JobCriteria {
  switch (group) {
    case 'boards':
      return { ...criteria, boardIds: undefined };
    case 'categories':
      return { ...criteria, categorySlugs: undefined };
    case 'tags':
      return { ...criteria, tags: undefined };
    case 'worldwide':
      return { ...criteria, worldwide: undefined };
  }
}
