import Redis from 'ioredis';
import type { Services } from '../../app/services';
import { createJob, createUser } from '../../test/factories';
import { createTestServices } from '../../test/services';
import { JobListCache } from '../job-list-cache';

let services: Services;

beforeAll(async () => {
  services = await createTestServices();
});

afterAll(async () => {
  await services.close();
});


describe('job lists (ids and totals cached in Redis)', () => {
  it('show a new posting at once, though the same filter was just listed', async () => {
    const filter = { categories: ['Programming'], tags: ['rust'] };
    const { owner } = await createUser(services);
    const first = await createJob(services, { category: 'programming', tags: ['rust'], datePosted: new Date(Date.now() - 3600_000) });
    const before = await services.jobs.listJobs(owner, filter, {});
    expect(before.total).toBe(1);
    expect((await services.jobs.listJobs(owner, filter, {})).data.map((j) => j._id)).toEqual([first.id]);

    const second = await createJob(services, { category: 'programming', tags: ['rust'] });
    const after = await services.jobs.listJobs(owner, filter, {});
    expect(after.total).toBe(2);
    expect(after.data.map((j) => j._id)).toEqual([second.id, first.id]);
  });

  it('read each job’s flags live, so a page from the cache still shows the caller’s shortlist', async () => {
    const filter = { categories: ['Programming'], tags: ['haskell'] };
    const { owner } = await createUser(services);
    const { id } = await createJob(services, { category: 'programming', tags: ['haskell'] });
    expect((await services.jobs.listJobs(owner, filter, {})).data[0].shortlisted).toBe(false);

    await services.shortlist.shortlist(owner, { jobId: id });
    expect((await services.jobs.listJobs(owner, filter, {})).data[0].shortlisted).toBe(true);
  });

  it('drop a posting filled meanwhile, and count a company list anew', async () => {
    const { owner } = await createUser(services);
    const { id } = await createJob(services, { companyName: 'Totals Co' });
    expect((await services.jobs.listCompanyJobs(owner, 'Totals Co', {})).total).toBe(1);

    await services.db.query(`UPDATE jobs SET filled = true WHERE id = $1`, [id]);
    expect((await services.jobs.listCompanyJobs(owner, 'Totals Co', {})).total).toBe(0);
  });

  it('with hide viewed jobs, follow the caller’s visits and no one else’s', async () => {
    const filter = { categories: ['Programming'], tags: ['elixir'] };
    const viewer = await createUser(services);
    const other = await createUser(services);
    const { id } = await createJob(services, { category: 'programming', tags: ['elixir'] });
    await createJob(services, { category: 'programming', tags: ['elixir'] });
    const hidden = { ...filter, hideViewedJobs: true };
    expect((await services.jobs.listJobs(viewer.owner, hidden, {})).total).toBe(2);
    expect((await services.jobs.listJobs(other.owner, hidden, {})).total).toBe(2);

    await services.visits.recordVisit(viewer.owner, { jobId: id });
    expect((await services.jobs.listJobs(viewer.owner, hidden, {})).total).toBe(1);
    expect((await services.jobs.listJobs(other.owner, hidden, {})).total).toBe(2);
  });
});

describe('JobListCache', () => {
  const versions = { catalogue: '7', userVisits: '3' };
  const first = { page: 1, limit: 10, offset: 0 };
  const answer = (total: number, ids: string[] = []) => jest.fn(async () => ({ ids, total, totalIsExact: total < 1000 }));

  it('counts a panel once per catalogue version and options offered, as the public search pages through one search', async () => {
    const cache = new JobListCache(services.redis, `${services.config.redisPrefix}f${Date.now()}:`, 60, 'db');
    const facets = { boards: [], categories: [], tags: [{ value: 'go', count: 3, countIsExact: true }], worldwide: { count: 1, countIsExact: true } };
    const count = jest.fn(async () => facets);
    const choices = { boards: [{ id: 'b1', name: 'Board' }], categories: [{ slug: 'design', title: 'Design' }], tags: ['go'] };
    const criteria = { tags: ['go'], liveOnly: true };
    await expect(cache.facets('u1', criteria, versions, choices, count)).resolves.toEqual(facets);
    await expect(cache.facets('u2', criteria, versions, choices, count)).resolves.toEqual(facets);
    expect(count).toHaveBeenCalledTimes(1);

    await cache.facets('u1', criteria, versions, { ...choices, tags: ['go', 'rust'] }, count);
    await cache.facets('u1', criteria, { ...versions, catalogue: '8' }, choices, count);
    expect(count).toHaveBeenCalledTimes(3);
  });

  it('with keep: false, answers from what is kept but keeps nothing of its own (a lagging replica’s answer)', async () => {
    const cache = new JobListCache(services.redis, `${services.config.redisPrefix}k${Date.now()}:`, 60, 'db');
    const criteria = { tags: ['go'], liveOnly: true };
    const stale = answer(1);
    await cache.answer('u1', criteria, versions, first, stale, { keep: false });
    const fresh = answer(2);
    await expect(cache.answer('u1', criteria, versions, first, fresh)).resolves.toMatchObject({ total: 2 });
    await expect(cache.answer('u1', criteria, versions, first, stale, { keep: false })).resolves.toMatchObject({ total: 2 });
    expect([stale.mock.calls.length, fresh.mock.calls.length]).toEqual([1, 1]);
  });

  it('finds a filter once per catalogue version, whatever the order of its lists', async () => {
    const cache = new JobListCache(services.redis, `${services.config.redisPrefix}t${Date.now()}:`, 60, 'db');
    const find = answer(42);
    await expect(cache.answer('u1', { categorySlugs: ['design', 'programming'], liveOnly: true }, versions, first, find)).resolves.toEqual({ ids: [], total: 42, totalIsExact: true });
    await expect(cache.answer('u2', { categorySlugs: ['programming', 'design'], liveOnly: true }, versions, first, find)).resolves.toEqual({ ids: [], total: 42, totalIsExact: true });
    expect(find).toHaveBeenCalledTimes(1);

    await cache.answer('u1', { categorySlugs: ['design', 'programming'], liveOnly: true }, { ...versions, catalogue: '8' }, first, find);
    expect(find).toHaveBeenCalledTimes(2);
  });

  it('keeps whether the total is exact', async () => {
    const cache = new JobListCache(services.redis, `${services.config.redisPrefix}t${Date.now()}x:`, 60, 'db');
    await cache.answer('u1', {}, versions, first, answer(1000, ['a']));
    await expect(cache.answer('u1', {}, versions, first, answer(3))).resolves.toEqual({ ids: ['a'], total: 1000, totalIsExact: false });
  });

  it('keeps hide-viewed lists per user and per visits version', async () => {
    const cache = new JobListCache(services.redis, `${services.config.redisPrefix}t${Date.now()}h:`, 60, 'db');
    const find = answer(5);
    await cache.answer('u1', { hideViewed: true }, versions, first, find);
    await cache.answer('u2', { hideViewed: true }, versions, first, find);
    await cache.answer('u1', { hideViewed: true }, { ...versions, userVisits: '4' }, first, find);
    await cache.answer('u1', { hideViewed: true }, { ...versions, userVisits: '4' }, first, find);
    expect(find).toHaveBeenCalledTimes(3);
  });

  it('keeps each page of a list apart', async () => {
    const cache = new JobListCache(services.redis, `${services.config.redisPrefix}t${Date.now()}p:`, 60, 'db');
    const page = (n: number) => ({ page: n, limit: 2, offset: (n - 1) * 2 });
    const ids = async (user: string, criteria: object, n: number, found: string[]) =>
      (await cache.answer(user, criteria, versions, page(n), async () => ({ ids: found, total: 3, totalIsExact: true }))).ids;
    await ids('u1', {}, 1, ['a', 'b']);
    await expect(ids('u1', {}, 2, ['c'])).resolves.toEqual(['c']);
    await expect(ids('u9', {}, 1, ['x'])).resolves.toEqual(['a', 'b']);
    await expect(ids('u1', { tags: ['go'] }, 9, [])).resolves.toEqual([]);
    await expect(ids('u1', { tags: ['go'] }, 9, ['late'])).resolves.toEqual([]);
  });

  it('reads every time when turned off (JOB_LIST_CACHE_SECONDS=0)', async () => {
    const cache = new JobListCache(services.redis, `${services.config.redisPrefix}t${Date.now()}o:`, 0, 'db');
    const find = answer(1);
    await cache.answer('u1', {}, versions, first, find);
    await cache.answer('u1', {}, versions, first, find);
    expect(find).toHaveBeenCalledTimes(2);
  });

  it('still answers, by reading the list, when Redis is unreachable', async () => {
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    const cache = new JobListCache(down, 'down:', 60, 'db');
    await expect(cache.answer('u1', {}, versions, first, answer(9))).resolves.toEqual({ ids: [], total: 9, totalIsExact: true });
    down.disconnect();
  });
});
