/**
 * A job search's address: the query names of each filter field, shared by the app
 * (`#/remote-jobs?q=react&boards=Remotive&page=3`, web/src/lib/job-search-url.ts) and the public
 * search (`/remote-jobs?…`, read by jobFilterFromAddress below), so a search copied from one opens
 * in the other.
 * Short and readable names; renaming one breaks every address people have kept.
 */
export const JOB_SEARCH_PARAMS = {
  query: 'q',
  categories: 'categories',
  sources: 'boards',
  tags: 'tags',
  jobTypes: 'type',
  seniorities: 'seniority',
  eligibility: 'place',
  minPay: 'minPay',
  payCurrency: 'currency',
  withPayOnly: 'withPay',
  worldwide: 'worldwide',
  sort: 'sort',
  page: 'page',
} as const;

/** The filter's fields that are lists: each value is its own `name=value` pair in the address. */
export const JOB_SEARCH_LISTS = ['categories', 'sources', 'tags', 'jobTypes', 'seniorities'] as const;

/** How a switch reads in an address: `withPay=1`. */
export const ADDRESS_FLAG_ON = '1';

/** A name repeated in a query is a list already; once, it is a list of one. */
const listOf = (value: unknown) => (value === undefined || Array.isArray(value) ? value : [value]);

/** `1` or `0` as an address writes a switch; anything else goes on to be refused. */
const addressFlag = (value: unknown) => (value === ADDRESS_FLAG_ON ? true : value === '0' ? false : value);

/**
 * The job list's filter body from a search's address as a server reads its query (a name given
 * once is text, repeated a list). Anything odd (an array where one value goes, a value too long)
 * is passed on as it came, for the filter's schema (jobs/job-filter.schema.ts) to refuse with the
 * field's name. An empty value, as a form sends its empty fields (`minPay=`), is no value.
 */
export function jobFilterFromAddress(address: Record<string, unknown>): Record<string, unknown> {
  const query = Object.fromEntries(Object.entries(address).filter(([, value]) => value !== ''));
  const names = JOB_SEARCH_PARAMS;
  const minPay = query[names.minPay];
  return {
    ...Object.fromEntries(JOB_SEARCH_LISTS.map((field) => [field, listOf(query[names[field]])])),
    query: query[names.query],
    eligibility: query[names.eligibility],
    minPay: typeof minPay === 'string' && /^\d{1,9}$/.test(minPay) ? Number(minPay) : minPay,
    payCurrency: query[names.payCurrency],
    withPayOnly: addressFlag(query[names.withPayOnly]),
    worldwide: addressFlag(query[names.worldwide]),
    sort: query[names.sort],
  };
}
