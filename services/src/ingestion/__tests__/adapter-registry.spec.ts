import { adapterNames, BOARD_SITE_URLS, findAdapter } from '../adapters';

const FEED_FOLDERS = ['remoteok', 'weworkremotely', 'remotive', 'jobicy', 'himalayas', 'arbeitnow', 'workingnomads', 'remotejobs-org'];

describe('adapter registry', () => {
  it('has one adapter per feed folder, found by its name', () => {
    expect(adapterNames().sort()).toEqual([...FEED_FOLDERS].sort());
    for (const name of FEED_FOLDERS) expect(findAdapter(name)?.name).toBe(name);
    expect(findAdapter('monster')).toBeUndefined();
  });

  it('knows each board’s site, which relative links in its payloads resolve against', () => {
    for (const name of FEED_FOLDERS) expect(BOARD_SITE_URLS[name]).toMatch(/^https:\/\/[a-z.]+$/);
  });
});
