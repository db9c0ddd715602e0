import type { JobFilterInput } from '../../../generated/graphql';
import type { SavedFilter } from './describe-filter';

/** The list's session filters (from the signed-in user) or a saved search's: each field the API takes, nulls left out. */
type AnyFilter = Partial<Record<keyof SavedFilter, unknown>> & Partial<Pick<SavedFilter, 'categories' | 'sources' | 'tags'>>;

const FIELDS = [
  'categories',
  'sources',
  'tags',
  'hideViewedJobs',
  'worldwide',
  'query',
  'eligibility',
  'country',
  'minPay',
  'payCurrency',
  'withPayOnly',
  'jobTypes',
  'seniorities',
  'sort',
] as const satisfies readonly (keyof JobFilterInput)[];

/** A filter as the API takes it back: the answer's own fields only (no __typename), nulls left out. */
export function toFilterInput(filter: AnyFilter): JobFilterInput {
  const input: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const value = filter[field];
    if (value !== null && value !== undefined) input[field] = value;
  }
  return input as JobFilterInput;
}
