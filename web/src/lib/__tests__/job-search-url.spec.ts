// The server's reader of the public search's address (/remote-jobs?…): one search, one address.
import { jobFilterFromAddress } from '@remotehunt/forms/job-search-address';
import type { JobFilterInput } from '../../generated/graphql';
import { readJobSearch, writeJobSearch } from '../job-search-url';

/** A filter that sets every field an address holds. */
const EVERY_FIELD: JobFilterInput = {
  query: 'react native',
  categories: ['Design', 'Software Development'],
  sources: ['Remotive'],
  tags: ['figma'],
  jobTypes: ['Contract'],
  seniorities: ['senior'],
  eligibility: 'confirmed',
  minPay: 90000,
  payCurrency: 'EUR',
  withPayOnly: true,
  worldwide: true,
  sort: 'pay',
};

describe('a job search as an address', () => {
  it('writes only what narrows or reorders the list, and reads it back as it was', () => {
    const search = { filter: EVERY_FIELD, page: 3 };
    const query = writeJobSearch(search);
    expect(query).toBe(
      'q=react+native&categories=Design&categories=Software+Development&boards=Remotive&tags=figma&type=Contract&seniority=senior&place=confirmed&minPay=90000&currency=EUR&withPay=1&worldwide=1&sort=pay&page=3',
    );
    expect(readJobSearch(`?${query}`)).toEqual(search);
  });

  it('writes nothing for the plain list, and an address without a search reads as none', () => {
    expect(writeJobSearch({ filter: { categories: [], sources: [], tags: [] }, page: 1 })).toBe('');
    expect(readJobSearch('')).toBeNull();
    expect(readJobSearch('?companyName=Acme')).toBeNull();
  });

  it('reads a page alone as the plain list at that page', () => {
    expect(readJobSearch('?page=2')).toEqual({ filter: { categories: [], sources: [], tags: [], jobTypes: [], seniorities: [] }, page: 2 });
  });

  it('drops what is not ours instead of failing: odd pages, pay, currencies, places, sorts, long and repeated values', () => {
    const long = 'x'.repeat(101);
    const read = readJobSearch(`?page=-1&minPay=1e9&currency=usd&place=everywhere&sort=random&tags=${long}&tags=go&tags=go&tags=%20&q=${'q'.repeat(201)}`);
    expect(read).toEqual({ filter: { categories: [], sources: [], tags: ['go'], jobTypes: [], seniorities: [] }, page: 1 });
    expect(readJobSearch('?page=99999999999')?.page).toBe(1);
    expect(readJobSearch('?minPay=50000&currency=XXXX')?.filter).toMatchObject({ minPay: 50000 });
    expect(readJobSearch('?minPay=50000&currency=XXXX')?.filter.payCurrency).toBeUndefined();
  });

  it('keeps at most 50 values of a list', () => {
    const many = Array.from({ length: 80 }, (_, i) => `tags=t${i}`).join('&');
    expect(readJobSearch(`?${many}`)?.filter.tags).toHaveLength(50);
  });

  it('is the address the public search reads: the same filter, whichever side opens it', () => {
    // Two boards: a list of two, which a server reads as an array, not as text.
    const filter: JobFilterInput = { ...EVERY_FIELD, sources: ['Remotive', 'Remote OK'] };
    // As Express reads a query: one value as text, a repeated name as a list.
    const params = new URLSearchParams(writeJobSearch({ filter, page: 2 }));
    const address = Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key).length > 1 ? params.getAll(key) : params.get(key)]));
    const read = Object.fromEntries(Object.entries(jobFilterFromAddress(address)).filter(([, value]) => value !== undefined));
    expect(read).toEqual(filter);
    expect(read).toEqual(readJobSearch(`?${params}`)?.filter);
  });
});
