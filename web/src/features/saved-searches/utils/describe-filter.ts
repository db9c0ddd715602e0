import { SENIORITY_LABELS } from '../../../lib/format-pay';
import type { SavedSearchFieldsFragment } from '../../../generated/graphql';

export type SavedFilter = SavedSearchFieldsFragment['filter'];

const EMPLOYMENT_TYPE_LABELS: Record<string, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  freelance: 'Freelance',
  internship: 'Internship',
  temporary: 'Temporary',
  volunteer: 'Volunteer',
};

const PLACE_LABELS: Record<string, string> = {
  any: 'Jobs from any country',
  confirmed: 'Only jobs that confirm your country',
};

const list = (label: string, values: readonly string[] | null | undefined) => (values?.length ? [`${label}: ${values.join(', ')}`] : []);

/** A saved filter in words, one part per narrowing choice ("Keyword “react” · Tags: react · Senior · Sorted by highest pay"). */
export function describeFilter(filter: SavedFilter): string {
  const parts = [
    ...(filter.query ? [`Keyword “${filter.query}”`] : []),
    ...list('Categories', filter.categories),
    ...list('Tags', filter.tags),
    ...list('Job boards', filter.sources),
    ...(filter.jobTypes?.length ? [filter.jobTypes.map((type) => EMPLOYMENT_TYPE_LABELS[type] ?? type).join(', ')] : []),
    ...(filter.seniorities?.length ? [filter.seniorities.map((level) => SENIORITY_LABELS[level] ?? level).join(', ')] : []),
    ...(filter.minPay ? [`Pay from ${filter.minPay.toLocaleString('en-US')} ${filter.payCurrency ?? 'USD'} a year`] : []),
    ...(filter.withPayOnly ? ['Only jobs with pay'] : []),
    ...(filter.worldwide ? ['Worldwide'] : []),
    ...(filter.eligibility && PLACE_LABELS[filter.eligibility] ? [PLACE_LABELS[filter.eligibility]] : []),
    ...(filter.country ? [`From ${filter.country}`] : []),
    ...(filter.hideViewedJobs ? ['Hiding viewed jobs'] : []),
  ];
  const sort = filter.sort === 'pay' ? 'highest pay first' : 'newest first';
  return parts.length ? `${parts.join(' · ')} · ${sort}` : `All remote jobs, ${sort}`;
}
