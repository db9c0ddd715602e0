import { gunzipSync } from 'node:zlib';
import { FeedBodyCache } from '../feed-body-cache';

/** The rendered-feed cache: one render per key, least recently used out first, never past its bytes. */
describe('FeedBodyCache', () => {
  const body = (n: number) => `<rss>${'x'.repeat(n)}</rss>`;

  it('renders a key once and answers it gzipped from then on', async () => {
    const cache = new FeedBodyCache();
    const render = jest.fn(async () => body(10));
    const first = await cache.gzipped('a', render);
    const again = await cache.gzipped('a', render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(again).toBe(first);
    expect(gunzipSync(first).toString()).toBe(body(10));
    await cache.gzipped('b', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('lets the least recently used go when full, and never keeps what is larger than all of it', async () => {
    const size = (await new FeedBodyCache().gzipped('probe', async () => 'one')).length;
    const cache = new FeedBodyCache(size * 2);
    const renders: string[] = [];
    const render = (key: string) => async () => {
      renders.push(key);
      return 'one';
    };
    await cache.gzipped('a', render('a'));
    await cache.gzipped('b', render('b'));
    await cache.gzipped('a', render('a')); // a is now the most recent
    await cache.gzipped('c', render('c')); // b goes
    await cache.gzipped('a', render('a'));
    await cache.gzipped('b', render('b'));
    expect(renders).toEqual(['a', 'b', 'c', 'b']);

    const tiny = new FeedBodyCache(8);
    await tiny.gzipped('big', render('big'));
    await tiny.gzipped('big', render('big'));
    expect(renders.slice(-2)).toEqual(['big', 'big']);
  });
});
