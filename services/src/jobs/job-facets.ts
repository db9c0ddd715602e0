import type { DataSource } from 'typeorm';
import type { JobCriteria } from './job-criteria';
import { countCapped, LIST_REACH, readOnly } from './job-list-engine';

/** How many jobs one filter option would list; past LIST_REACH, "1,000+" as a list's total. */
export interface FacetCount {
  count: number;
  countIsExact: boolean;
}

export interface FacetOption extends FacetCount {
  /** What the filter takes for this option: a board's or category's name, or a tag. */
  value: string;
}

/** The counts beside every option of the filter panel. */
export interface JobFacets {
  boards: FacetOption[];
  categories: FacetOption[];
  tags: FacetOption[];
  worldwide: FacetCount;
}

/** The options the panel offers, with what the engine filters each by. */
export interface FacetChoices {
  boards: { id: string; name: string }[];
  categories: { slug: string; title: string }[];
  tags: string[];
}

/**
 * The panel's counts for the current filter. Each option is counted as if it were the only
 * one chosen in its group, the other groups as they are (disjunctive facets, as Himalayas and
 * most job boards show them): a board's count is what the list would hold with that board
 * alone, whatever boards are chosen now. So every count equals the total the list shows when
 * that option is picked alone in its group, capped by the same rule (exact up to LIST_REACH,
 * then "1,000+"), and each costs what that list's total costs: min(matches, LIST_REACH).
 */
export function findJobFacets(db: DataSource, userId: string, criteria: JobCriteria, choices: FacetChoices, reach = LIST_REACH): Promise<JobFacets> {
  return readOnly(db, async (client) => {
    const count = (c: JobCriteria) => countCapped(client, userId, c, reach);
    const boards: FacetOption[] = [];
    for (const board of choices.boards) {
      boards.push({ value: board.name, ...(await count({ ...criteria, boardIds: [board.id] })) });
    }
    const categories: FacetOption[] = [];
    for (const category of choices.categories) {
      categories.push({ value: category.title, ...(await count({ ...criteria, categorySlugs: [category.slug] })) });
    }
    const tags: FacetOption[] = [];
    for (const tag of choices.tags) {
      tags.push({ value: tag, ...(await count({ ...criteria, tags: [tag] })) });
    }
    const worldwide = await count({ ...criteria, worldwide: true });
    return { boards, categories, tags, worldwide };
  });
}
