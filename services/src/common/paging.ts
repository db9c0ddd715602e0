import { DomainError } from './domain-error';

export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

export interface Page<T> {
  data: T[];
  total: number;
}

export const DEFAULT_PAGE_LIMIT = 10;
export const MAX_PAGE_LIMIT = 100;
/**
 * The last page anyone may ask for. Nobody pages through 10,000 pages by hand (a crawl should
 * filter instead), and it keeps every offset small: 10,000 pages of the largest limit (applied
 * jobs, 10,000) is an offset of 10^8, inside PostgreSQL's 32-bit integers. Unbounded, `1e19`
 * or `300000000` overflowed the offset and answered 500.
 */
export const MAX_PAGE = 10_000;

/**
 * page defaults to 1 and limit to 10. Limits are capped at 100 unless a call
 * documents a larger one (applied jobs 10000, messages 200).
 */
export function parsePaging(
  raw: { page?: unknown; limit?: unknown },
  opts: { defaultLimit?: number; maxLimit?: number } = {},
): Paging {
  const page = toPositiveInt(raw.page, 'page') ?? 1;
  if (page > MAX_PAGE) throw DomainError.validation(`page must be at most ${MAX_PAGE}`, { field: 'page' });
  const requested = toPositiveInt(raw.limit, 'limit') ?? opts.defaultLimit ?? DEFAULT_PAGE_LIMIT;
  const limit = Math.min(requested, opts.maxLimit ?? MAX_PAGE_LIMIT);
  return { page, limit, offset: (page - 1) * limit };
}

function toPositiveInt(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1) {
    throw DomainError.validation(`${name} must be a whole number of 1 or more`, { field: name });
  }
  return n;
}

/** A list answer that also says which page it is: {data, total, page, limit}. */
export interface NumberedPage<T> extends Page<T> {
  page: number;
  limit: number;
}

export const numberedPage = <T>(page: Page<T>, paging: Paging): NumberedPage<T> => ({
  ...page,
  page: paging.page,
  limit: paging.limit,
});
