import { CATEGORY_PAGES, pageOfAddress, searchPageFor, VISITOR_PAGES } from '../public-paging';

describe('paging the public pages', () => {
  it('reads a page from an address, 1 when none, and refuses anything else naming page', () => {
    expect(pageOfAddress(undefined)).toBe(1);
    expect(pageOfAddress('3')).toBe(3);
    expect(pageOfAddress(String(CATEGORY_PAGES), CATEGORY_PAGES)).toBe(CATEGORY_PAGES);
    for (const bad of ['0', '-1', 'two', '1.5', '', '99999', ['1', '2'], { page: 1 }, 'x'.repeat(10_000)]) {
      expect(() => pageOfAddress(bad)).toThrow('page: give a page number from 1');
    }
    expect(() => pageOfAddress(String(CATEGORY_PAGES + 1), CATEGORY_PAGES)).toThrow(`page: give a page number from 1 to ${CATEGORY_PAGES}`);
  });

  it('shows a visitor five pages of a search, and past them only the count the first page has', () => {
    expect(searchPageFor(VISITOR_PAGES)).toEqual({ page: VISITOR_PAGES, limit: 20, pastVisitorPages: false });
    expect(searchPageFor(VISITOR_PAGES + 1)).toEqual({ page: 1, limit: 20, pastVisitorPages: true });
  });
});
