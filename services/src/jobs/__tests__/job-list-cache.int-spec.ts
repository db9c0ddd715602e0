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

  it('counts a filter once per catalogue version, whatever the order of its lists', async () => {
    const cache = new JobListCache(services.redis, `${services.config.redisPrefix}t${Date.now()}:`, 60, 'db');
    const count = jest.fn(async () => 42);
    await expect(cache.total('u1', { categorySlugs: ['design', 'programming'], liveOnly: true }, versions, count)).resolves.toBe(42);
    await expect(cache.total('u2', { categorySlugs: ['programming', 'design'], liveOnly: true }, versions, count)).resolves.toBe(42);
    expect(count).toHaveBeenCalledTimes(1);

    await cache.total('u1', { categorySlugs: ['design', 'programming'], liveOnly: true }, { ...versions, catalogue: '8' }, count);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('keeps hide-viewed totals per user and per visits version', async () => {
    const cache = new JobListCache(services.redis, `${services.config.redisPrefix}t${Date.now()}h:`, 60, 'db');
    const count = jest.fn(async () => 5);
    await cache.total('u1', { hideViewed: true }, versions, count);
    await cache.total('u2', { hideViewed: true }, versions, count);
    await cache.total('u1', { hideViewed: true }, { ...versions, userVisits: '4' }, count);
    await cache.total('u1', { hideViewed: true }, { ...versions, userVisits: '4' }, count);
    expect(count).toHaveBeenCalledTimes(3);
  });

  it('keeps each page of a list apart', async () => {
    const cache = new JobListCache(services.redis, `${services.config.redisPrefix}t${Date.now()}p:`, 60, 'db');
    const page = (n: number) => ({ page: n, limit: 2, offset: (n - 1) * 2 });
    await cache.pageIds('u1', {}, versions, page(1), async () => ['a', 'b']);
    await expect(cache.pageIds('u1', {}, versions, page(2), async () => ['c'])).resolves.toEqual(['c']);
    await expect(cache.pageIds('u9', {}, versions, page(1), async () => ['x'])).resolves.toEqual(['a', 'b']);
    await expect(cache.pageIds('u1', { tags: ['go'] }, versions, page(9), async () => [])).resolves.toEqual([]);
    await expect(cache.pageIds('u1', { tags: ['go'] }, versions, page(9), async () => ['late'])).resolves.toEqual([]);
  });

  it('reads every time when turned off (JOB_LIST_CACHE_SECONDS=0)', async () => {
    const cache = new JobListCache(services.redis, `${services.config.redisPrefix}t${Date.now()}o:`, 0, 'db');
    const count = jest.fn(async () => 1);
    await cache.total('u1', {}, versions, count);
    await cache.total('u1', {}, versions, count);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('still answers, by counting, when Redis is unreachable', async () => {
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    const cache = new JobListCache(down, 'down:', 60, 'db');
    await expect(cache.total('u1', {}, versions, async () => 9)).resolves.toBe(9);
    down.disconnect();
  });
});
