import type { Queryable } from '../../database/pooled-transaction';
import type { Paging } from '../../common/paging';
import type { JobCriteria } from '../job-criteria';
import { capped, everyGroup, type FacetChoices, type FacetLimits, optionTerms, type PanelAnswered, panelOnSql } from '../job-facets';
import { type ListAnswered, type ListLimits, listOnSql } from '../job-list-engine';
import { countOnBitmaps } from './bitmap-facets';
import { listOnBitmaps } from './bitmap-list';
import type { TermBitmaps } from './term-bitmaps';

/**
 * What every path is given: the client of the answer's one read-only transaction, the caller, the
 * criteria, and the term bitmaps when this process holds them current for the database the answer
 * reads (JobTermIndex.currentFor).
 */
export interface PathContext {
  client: Queryable;
  userId: string;
  criteria: JobCriteria;
  bitmaps?: TermBitmaps;
}

/**
 * One way of answering. The paths of a kind are tried in their table's order and the first answer
 * is taken, so when a path applies is written once, here, and the last path answers everything.
 */
export interface AccessPath<Ask, Answer> {
  name: string;
  /** When it answers, in words: docs/architecture.md's table of paths says the same. */
  when: string;
  /** Its answer, or undefined when it does not apply (the next path is asked). */
  answer(context: PathContext, ask: Ask): Promise<Answer | undefined>;
}

export type ListAsk = { paging: Paging; limits: ListLimits };
export type PanelAsk = { choices: FacetChoices; limits: FacetLimits };

/**
 * The bitmaps hold the live catalogue without company terms (a company's jobs are few and read by
 * the SQL engine), so they answer discovery lists only; a keyword they cannot read (a phrase, a
 * prefix, a weight, a word on fewer jobs than they keep) they decline (bitmap-inputs.ts).
 */
const discoveryBitmaps = ({ bitmaps, criteria }: PathContext): TermBitmaps | undefined => (criteria.liveOnly === true && !criteria.companyName ? bitmaps : undefined);

const BITMAPS_WHEN =
  'a discovery list (live jobs, no company) whose keyword, if any, PostgreSQL parses to words joined by AND, OR and NOT, each on at least 8 live jobs, while this process holds term bitmaps current for the database the answer reads';
const SQL_WHEN =
  'everything else: a phrase, a prefix or a weighted word, a rare word, a company’s jobs, bitmaps turned off or still building, and an answer the primary must give while the bitmaps follow a replica (hide viewed); its own paths are chosen by the engine (job-list-engine.ts, job-facets.ts)';

/** A list's page and total. */
export const LIST_PATHS: readonly AccessPath<ListAsk, ListAnswered>[] = [
  {
    name: 'bitmaps',
    when: BITMAPS_WHEN,
    async answer(context, { paging, limits }) {
      const bitmaps = discoveryBitmaps(context);
      if (!bitmaps) return undefined;
      const found = await listOnBitmaps(context.client, bitmaps, context.userId, context.criteria, paging, limits.reach);
      return found && { answer: { ...found, path: 'bitmaps', totalFrom: 'matches' }, searched: false };
    },
  },
  { name: 'sql', when: SQL_WHEN, answer: (context, { paging, limits }) => listOnSql(context.client, context.userId, context.criteria, paging, limits) },
];

/** The filter panel's counts. */
export const PANEL_PATHS: readonly AccessPath<PanelAsk, PanelAnswered>[] = [
  {
    name: 'bitmaps',
    when: BITMAPS_WHEN,
    async answer(context, { choices, limits }) {
      const bitmaps = discoveryBitmaps(context);
      if (!bitmaps) return undefined;
      const options = optionTerms(choices);
      const counts = await countOnBitmaps(context.client, bitmaps, context.userId, context.criteria, options);
      return counts && { facets: capped(options, counts, everyGroup('bitmaps'), limits.reach), searched: false };
    },
  },
  { name: 'sql', when: SQL_WHEN, answer: (context, { choices, limits }) => panelOnSql(context.client, context.userId, context.criteria, choices, limits) },
];
