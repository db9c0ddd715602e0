import type { ApolloCache } from '@apollo/client';

/**
 * The lists a hidden company's jobs leave (the job list, its panel's counts) and the hidden
 * companies themselves: every cached answer is dropped, so the ones on screen ask the server
 * again (showing the last answer meanwhile) and the others do when next shown.
 */
export function forgetCompanyFilteredLists(cache: ApolloCache): void {
  for (const fieldName of ['jobs', 'jobFacets', 'hiddenCompanies']) cache.evict({ id: 'ROOT_QUERY', fieldName });
}
