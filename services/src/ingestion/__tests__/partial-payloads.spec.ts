import { findAdapter } from '../adapters';
import type { BoardAdapter } from '../board-adapter';
import { ARBEITNOW_FEED, HIMALAYAS_FEED, REMOTIVE_FEED } from './fixtures/json-boards.fixture';

/**
 * Whether a payload says its board holds more than it sent: only a payload that lists the whole
 * board may end the board's jobs it does not list (the ingestion service's rule).
 */
const adapter = (name: string) => findAdapter(name) as BoardAdapter;

describe('a payload that says it is part of its board', () => {
  it('Remotive: the whole list when total-job-count matches the jobs, part of it when the count is higher', () => {
    expect(adapter('remotive').isPartial!(REMOTIVE_FEED)).toBe(false);
    expect(adapter('remotive').isPartial!(REMOTIVE_FEED.replace('"total-job-count": 3', '"total-job-count": 35'))).toBe(true);
    // A fixture author's {"jobs": [...]} copy says nothing more: the board flag decides.
    expect(adapter('remotive').isPartial!(`{"jobs": []}`)).toBe(false);
  });

  it('Himalayas: a page of a paged API is part of the board, the last page with nothing after it is not', () => {
    expect(adapter('himalayas').isPartial!(HIMALAYAS_FEED)).toBe(true);
    expect(adapter('himalayas').isPartial!(HIMALAYAS_FEED.replace('"totalCount":100744', '"totalCount":3'))).toBe(false);
    expect(adapter('himalayas').isPartial!(HIMALAYAS_FEED.replace('"totalCount":100744', '"totalCount":3,"nextCursor":"abc"'))).toBe(true);
  });

  it('Arbeitnow: part of the board while links.next names another page', () => {
    expect(adapter('arbeitnow').isPartial!(ARBEITNOW_FEED)).toBe(true);
    expect(adapter('arbeitnow').isPartial!(ARBEITNOW_FEED.replace(/"next":"[^"]*"/, '"next":null'))).toBe(false);
  });

  it('takes a payload it cannot read for part of the board, never for all of it', () => {
    for (const name of ['remotive', 'himalayas', 'arbeitnow']) {
      expect(adapter(name).isPartial!('<html>502</html>')).toBe(true);
      expect(adapter(name).isPartial!('')).toBe(true);
    }
  });

  it('is not claimed by boards whose payload cannot say (their board setting decides)', () => {
    expect(adapter('remoteok').isPartial).toBeUndefined();
    expect(adapter('workingnomads').isPartial).toBeUndefined();
  });
});
