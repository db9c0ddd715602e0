import type { Services } from '../../../app/services';
import { createJob, createUser } from '../../../test/factories';
import { createTestServices } from '../../../test/services';
import type { JobListAnswer } from '../../job-list-engine';
import type { JobSearchIndex } from '../job-search-index';
import { JobTermIndex } from '../job-term-index';
import { PostgresSearchIndex } from '../postgres-search-index';

/**
 * The contract for search (issue 51, item 2): every list, count, panel and alert match the services
 * give is the search index's answer, so an implementation plugged in at createServices answers all
 * of them without a caller changing; on PostgreSQL the term bitmaps answer saved searches' news
 * and feeds too, not only the job list and the panel.
 */
describe('the search index behind every search', () => {
  type Asked = { method: keyof JobSearchIndex; path?: JobListAnswer['path'] };
  const asked: Asked[] = [];
  let services: Services;
  let terms: JobTermIndex;

  /** PostgreSQL's index, with every answer noted: what a second implementation would see. */
  const noting = (inner: JobSearchIndex): JobSearchIndex => ({
    list: async (...args) => {
      const answer = await inner.list(...args);
      asked.push({ method: 'list', path: answer.path });
      return answer;
    },
    count: async (...args) => {
      asked.push({ method: 'count' });
      return inner.count(...args);
    },
    panel: async (...args) => {
      asked.push({ method: 'panel' });
      return inner.panel(...args);
    },
    newJobs: async (...args) => {
      asked.push({ method: 'newJobs' });
      return inner.newJobs(...args);
    },
  });

  beforeAll(async () => {
    services = await createTestServices(
      {},
      {
        search: ({ db }) => {
          // Every lexeme kept: a catalogue of a few jobs has none on 8 of them.
          terms = new JobTermIndex(db, { keepLexemesFrom: 1 });
          return noting(new PostgresSearchIndex(db, terms));
        },
      },
    );
  });
  afterAll(async () => {
    terms.stop();
    await services.queues.mail.obliterate({ force: true });
    await services.close();
  });
  beforeEach(() => {
    asked.length = 0;
  });

  it('answers the job list, the panel and the public search, on the term bitmaps once built', async () => {
    const user = await createUser(services, { name: 'Searcher' });
    await createJob(services, { title: 'Kotlin Engineer', category: 'programming', tags: ['kotlin'] });
    await createJob(services, { title: 'Kotlin Designer', category: 'design', tags: ['figma'] });
    await terms.ready();

    const page = await services.jobs.listJobs(user.owner, { query: 'kotlin' }, { page: 1, limit: 10 }, { saveAsSession: false });
    expect(page.data.map((job) => job.jobTitle).sort()).toEqual(['Kotlin Designer', 'Kotlin Engineer']);
    const panel = await services.jobs.jobFacets(user.owner, { query: 'kotlin' });
    expect(panel.categories.find((option) => option.value === 'Design')).toMatchObject({ count: 1, countIsExact: true });
    const visitor = await services.jobs.publicSearch({ query: 'kotlin', categories: ['programming'] }, { page: 1 });
    expect(visitor.data.map((job) => job.jobTitle)).toEqual(['Kotlin Engineer']);

    // The public search asks for its page and its panel at once.
    expect(asked.map((a) => a.method).sort()).toEqual(['list', 'list', 'panel', 'panel']);
    expect(asked.filter((a) => a.method === 'list').map((a) => a.path)).toEqual(['bitmaps', 'bitmaps']);
  });

  it('answers saved searches’ news and feeds on the term bitmaps, and matches the alerts’ new jobs', async () => {
    const user = await createUser(services, { name: 'Saver' });
    const search = await services.savedSearches.create(user.owner, { name: 'Elixir', filter: { query: 'elixir' } });
    await services.savedSearches.setAlert(user.owner, search.id, { frequency: 'instant' });
    await createJob(services, { title: 'Elixir Developer', datePosted: new Date(Date.now() + 60_000) });

    const [news] = await services.savedSearches.news(user.owner);
    expect(news).toMatchObject({ id: search.id, newJobs: 1, newJobsIsExact: true });
    const feed = await services.savedSearchFeeds.rotate(user.owner, search.id);
    const token = new URL(feed.rssUrl).pathname.split('/').pop()!.replace(/\.\w+$/, '');
    const state = await services.savedSearchFeeds.read(token);
    expect(state?.notice).toBeNull();
    expect((await state!.items()).map((job) => job.jobTitle)).toEqual(['Elixir Developer']);
    expect(asked).toEqual([
      { method: 'list', path: 'bitmaps' },
      { method: 'list', path: 'bitmaps' },
    ]);

    asked.length = 0;
    const run = await services.savedSearchAlerts.run(new Date(Date.now() + 120_000));
    expect(run).toMatchObject({ alerts: 1 });
    expect(asked).toEqual([{ method: 'newJobs' }]);
  });

  it('counts as the list totals, and hands what the bitmaps cannot read to the SQL engine', async () => {
    const user = await createUser(services, { name: 'Counter' });
    for (const title of ['Haskell Engineer', 'Haskell Lead', 'Senior Haskell Engineer']) await createJob(services, { title });
    const search = new PostgresSearchIndex(services.db, terms);
    const criteria = { query: 'haskell', liveOnly: true };
    const list = await search.list(services.db, user.userId, criteria, { page: 1, limit: 1, offset: 0 });
    expect([list.path, list.total, list.totalIsExact]).toEqual(['bitmaps', 3, true]);
    expect(await search.count(services.db, user.userId, criteria)).toEqual({ total: 3, totalIsExact: true });
    // A phrase needs word positions the bitmaps do not keep.
    const phrase = await search.list(services.db, user.userId, { query: '"haskell engineer"', liveOnly: true }, { page: 1, limit: 10, offset: 0 });
    expect([phrase.path === 'bitmaps', phrase.total]).toEqual([false, 2]);
  });
});
