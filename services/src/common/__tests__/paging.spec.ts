import { DomainError } from '../domain-error';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE, MAX_PAGE_LIMIT, parsePaging } from '../paging';

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('expected the call to throw');
}

describe('parsePaging', () => {
  it('defaults to page 1 and limit 10', () => {
    expect(DEFAULT_PAGE_LIMIT).toBe(10);
    expect(parsePaging({})).toEqual({ page: 1, limit: 10, offset: 0 });
  });

  it.each([null, '', undefined])('treats page and limit of %p as not given', (value) => {
    expect(parsePaging({ page: value, limit: value })).toEqual({ page: 1, limit: 10, offset: 0 });
  });

  it('reads query-string numbers and computes the offset', () => {
    expect(parsePaging({ page: '3', limit: '20' })).toEqual({ page: 3, limit: 20, offset: 40 });
    expect(parsePaging({ page: 2, limit: 5 })).toEqual({ page: 2, limit: 5, offset: 5 });
  });

  it('caps the limit at 100', () => {
    expect(MAX_PAGE_LIMIT).toBe(100);
    expect(parsePaging({ limit: '500' })).toEqual({ page: 1, limit: 100, offset: 0 });
    expect(parsePaging({ page: '2', limit: '101' }).offset).toBe(100);
  });

  it('honours a larger documented maximum such as 10000', () => {
    expect(parsePaging({ limit: '5000' }, { maxLimit: 10000 }).limit).toBe(5000);
    expect(parsePaging({ limit: '20000' }, { maxLimit: 10000 }).limit).toBe(10000);
  });

  it('uses a call-specific default limit such as 20', () => {
    expect(parsePaging({}, { defaultLimit: 20 }).limit).toBe(20);
    expect(parsePaging({ limit: '7' }, { defaultLimit: 20 }).limit).toBe(7);
  });

  it.each([
    ['page', 0],
    ['page', -1],
    ['page', 'abc'],
    ['page', '1.5'],
    ['page', '1e400'],
    ['limit', '0'],
    ['limit', '-5'],
    ['limit', 'ten'],
    ['limit', 2.5],
    ['limit', 'true'],
  ] as const)('rejects %s=%p with a VALIDATION error naming the field', (field, value) => {
    const error = thrown(() => parsePaging({ [field]: value }));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'VALIDATION', message: `${field} must be a whole number of 1 or more` });
  });

  it.each(['1e19', 1e19, '300000000', 10_001, String(Number.MAX_SAFE_INTEGER)])('rejects page=%p, past the last page, naming page', (page) => {
    expect(thrown(() => parsePaging({ page }))).toMatchObject({ code: 'VALIDATION', message: 'page must be at most 10000', details: { field: 'page' } });
  });

  it.each(['Infinity', '-Infinity', 'NaN', '1e400', Infinity, '-1', '1.5', ['1', '2']])('rejects page=%p as not a whole number', (page) => {
    expect(thrown(() => parsePaging({ page }))).toMatchObject({ code: 'VALIDATION', message: 'page must be a whole number of 1 or more' });
  });

  it('accepts the last page at the largest documented limit, with an offset a 32-bit integer holds', () => {
    const paging = parsePaging({ page: String(MAX_PAGE), limit: '10000' }, { maxLimit: 10000 });
    expect(paging).toEqual({ page: 10_000, limit: 10_000, offset: 99_990_000 });
    expect(paging.offset).toBeLessThan(2 ** 31);
  });

  it('keeps capping a huge limit rather than refusing it', () => {
    expect(parsePaging({ limit: '1e19' })).toEqual({ page: 1, limit: 100, offset: 0 });
    expect(parsePaging({ limit: 1e19 }, { maxLimit: 200 }).limit).toBe(200);
  });
});
