import { randomUUID } from 'node:crypto';
import { createJob } from '@remotehunt/services/test/factories';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

/**
 * Saved searches (issue 22, acceptance 1) over both transports: every case runs through REST
 * and GraphQL and expects the same outcome and the same message.
 */
let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());

type Filter = Record<string, unknown>;
interface Search {
  id: string;
  name: string;
  filter: Filter;
  openedAt: string;
}
/** An answer: the value, or the error's message and HTTP status (GraphQL's extensions.status). */
type Answer<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

interface Transport {
  create(as: TestUser, name: unknown, filter: unknown): Promise<Answer<Search>>;
  list(as: TestUser): Promise<Answer<Search[]>>;
  get(as: TestUser, id: string): Promise<Answer<Search>>;
  update(as: TestUser, id: string, change: { name?: unknown; filter?: unknown }): Promise<Answer<Search>>;
  open(as: TestUser, id: string): Promise<Answer<Search>>;
  remove(as: TestUser, id: string): Promise<Answer<unknown>>;
  news(as: TestUser): Promise<Answer<{ id: string; newJobs: number; newJobsIsExact: boolean }[]>>;
  /** Searches the job list, which saves the filter as the user's session filters. */
  searchJobs(as: TestUser, filter: Filter): Promise<Answer<unknown>>;
  jobListNews(as: TestUser): Promise<Answer<{ newJobs: number; newJobsIsExact: boolean }>>;
  markJobListSeen(as: TestUser): Promise<Answer<unknown>>;
  /** Account Settings' country (null clears it); answers the user's saved session filters. */
  setCountry(as: TestUser, country: string | null): Promise<Answer<{ session: Filter }>>;
}

const FIELDS = 'id name openedAt filter { categories sources tags hideViewedJobs worldwide query eligibility country minPay payCurrency withPayOnly jobTypes seniorities sort }';
/** GraphQL leaves absent optional fields null; REST leaves them out. Compared as REST gives them. */
const withoutNulls = (search: Search): Search => ({ ...search, filter: Object.fromEntries(Object.entries(search.filter).filter(([, v]) => v !== null)) });

async function rest<T>(req: Promise<{ status: number; body: unknown }> | { then: unknown }): Promise<Answer<T>> {
  const res = (await req) as { status: number; body: { message?: string } };
  return res.status < 300 ? { ok: true, value: res.body as T } : { ok: false, status: res.status, message: res.body.message ?? '' };
}

async function graphql<T>(as: TestUser, query: string, variables: Record<string, unknown>, pick: (data: Record<string, unknown>) => unknown): Promise<Answer<T>> {
  const res = await gw.graphql(query, variables, as.token);
  if (res.body.errors?.length) return { ok: false, status: res.body.errors[0].extensions.status, message: res.body.errors[0].message };
  return { ok: true, value: pick(res.body.data) as T };
}

const transports: Record<'REST' | 'GraphQL', Transport> = {
  REST: {
    create: (as, name, filter) => rest(gw.request.post(`/api/v1/users/${as.userId}/saved_searches`).set(bearer(as)).send({ name, filter })),
    list: (as) => rest(gw.request.get(`/api/v1/users/${as.userId}/saved_searches`).set(bearer(as))),
    get: (as, id) => rest(gw.request.get(`/api/v1/users/${as.userId}/saved_searches/${id}`).set(bearer(as))),
    update: (as, id, change) => rest(gw.request.put(`/api/v1/users/${as.userId}/saved_searches/${id}`).set(bearer(as)).send(change)),
    open: (as, id) => rest(gw.request.post(`/api/v1/users/${as.userId}/saved_searches/${id}/open`).set(bearer(as))),
    remove: (as, id) => rest(gw.request.delete(`/api/v1/users/${as.userId}/saved_searches/${id}`).set(bearer(as))),
    news: (as) => rest(gw.request.get(`/api/v1/users/${as.userId}/saved_searches/new_jobs`).set(bearer(as))),
    searchJobs: (as, filter) => rest(gw.request.post(`/api/v1/users/${as.userId}/remotejobs/filter`).set(bearer(as)).send(filter)),
    jobListNews: (as) => rest(gw.request.get(`/api/v1/users/${as.userId}/remotejobs/new_count`).set(bearer(as))),
    markJobListSeen: (as) => rest(gw.request.post(`/api/v1/users/${as.userId}/remotejobs/seen`).set(bearer(as))),
    setCountry: (as, country) => rest(gw.request.put(`/api/v1/users/${as.userId}`).set(bearer(as)).send({ country: country ?? '' })),
  },
  GraphQL: {
    create: async (as, name, filter) => {
      const answer = await graphql<Search>(as, `mutation ($name: String!, $filter: JobFilterInput!) { createSavedSearch(name: $name, filter: $filter) { ${FIELDS} } }`, { name, filter }, (d) => d.createSavedSearch);
      return answer.ok ? { ok: true, value: withoutNulls(answer.value) } : answer;
    },
    list: async (as) => {
      const answer = await graphql<Search[]>(as, `query { savedSearches { ${FIELDS} } }`, {}, (d) => d.savedSearches);
      return answer.ok ? { ok: true, value: answer.value.map(withoutNulls) } : answer;
    },
    get: async (as, id) => {
      const answer = await graphql<Search>(as, `query ($id: ID!) { savedSearch(id: $id) { ${FIELDS} } }`, { id }, (d) => d.savedSearch);
      return answer.ok ? { ok: true, value: withoutNulls(answer.value) } : answer;
    },
    update: async (as, id, change) => {
      const answer = await graphql<Search>(
        as,
        `mutation ($id: ID!, $name: String, $filter: JobFilterInput) { updateSavedSearch(id: $id, name: $name, filter: $filter) { ${FIELDS} } }`,
        { id, ...change },
        (d) => d.updateSavedSearch,
      );
      return answer.ok ? { ok: true, value: withoutNulls(answer.value) } : answer;
    },
    open: async (as, id) => {
      const answer = await graphql<Search>(as, `mutation ($id: ID!) { openSavedSearch(id: $id) { ${FIELDS} } }`, { id }, (d) => d.openSavedSearch);
      return answer.ok ? { ok: true, value: withoutNulls(answer.value) } : answer;
    },
    remove: (as, id) => graphql(as, `mutation ($id: ID!) { deleteSavedSearch(id: $id) }`, { id }, (d) => d.deleteSavedSearch),
    news: (as) => graphql(as, `query { savedSearchNews { id newJobs newJobsIsExact } }`, {}, (d) => d.savedSearchNews),
    searchJobs: (as, filter) =>
      graphql(as, `query ($filter: JobFilterInput) { jobs(filter: $filter, page: 1, limit: 10) { total } }`, { filter }, (d) => d.jobs),
    jobListNews: (as) => graphql(as, `query { jobListNews { newJobs newJobsIsExact } }`, {}, (d) => d.jobListNews),
    markJobListSeen: (as) => graphql(as, `mutation { markJobListSeen }`, {}, (d) => d.markJobListSeen),
    setCountry: async (as, country) => {
      const answer = await graphql<{ session: Filter }>(
        as,
        `mutation ($country: String) { updateProfile(input: { country: $country }) { session { eligibility } } }`,
        { country },
        (d) => d.updateProfile,
      );
      return answer.ok ? { ok: true, value: { session: Object.fromEntries(Object.entries(answer.value.session).filter(([, v]) => v !== null)) } } : answer;
    },
  },
};

const value = <T,>(answer: Answer<T>): T => {
  if (!answer.ok) throw new Error(`expected success, got ${answer.status} ${answer.message}`);
  return answer.value;
};

describe.each(Object.entries(transports))('saved searches over %s', (_transport, t) => {
  let user: TestUser;
  beforeEach(async () => {
    user = await gw.signUp();
  });

  it('creates, lists, renames, changes and deletes a search, keeping the filter as the list parses it', async () => {
    const created = value(await t.create(user, '  Remote React  ', { categories: ['Programming'], tags: ['React'], jobTypes: ['Full-Time'], minPay: 90000 }));
    expect(created.name).toBe('Remote React');
    // The list's own defaults and normal forms: tags and job types lower-case, flags false, sort by date.
    expect(created.filter).toEqual({
      categories: ['Programming'],
      sources: [],
      tags: ['react'],
      hideViewedJobs: false,
      worldwide: false,
      minPay: 90000,
      withPayOnly: false,
      jobTypes: ['full-time'],
      sort: 'date',
    });
    const second = value(await t.create(user, 'Design anywhere', { categories: ['Design'], worldwide: true }));
    expect(value(await t.list(user)).map((s) => s.name)).toEqual(['Remote React', 'Design anywhere']);

    const renamed = value(await t.update(user, created.id, { name: 'React, paid well' }));
    expect([renamed.name, renamed.filter.tags]).toEqual(['React, paid well', ['react']]);
    const changed = value(await t.update(user, created.id, { filter: { tags: ['vue'], sort: 'pay' } }));
    expect([changed.name, changed.filter.tags, changed.filter.sort, changed.filter.categories]).toEqual(['React, paid well', ['vue'], 'pay', []]);
    expect(value(await t.get(user, created.id)).filter.tags).toEqual(['vue']);

    value(await t.remove(user, second.id));
    expect(value(await t.list(user)).map((s) => s.id)).toEqual([created.id]);
    expect(await t.get(user, second.id)).toEqual({ ok: false, status: 404, message: 'The saved search was not found' });
  });

  it('refuses the 26th search with a clear 400, and a name already taken whatever its case', async () => {
    for (let i = 1; i <= 25; i++) value(await t.create(user, `Search ${i}`, { tags: [`tag${i}`] }));
    expect(await t.create(user, 'Search 26', {})).toEqual({ ok: false, status: 400, message: 'You can save at most 25 searches; delete one you no longer use first' });
    const other = await gw.signUp();
    value(await t.create(other, 'Mine', {}));
    expect(await t.create(other, 'MINE', {})).toEqual({ ok: false, status: 400, message: 'You already have a saved search named "MINE"' });
    const second = value(await t.create(other, 'Second', {}));
    expect(await t.update(other, second.id, { name: 'mine' })).toEqual({ ok: false, status: 400, message: 'You already have a saved search named "mine"' });
  });

  it('refuses a blank, oversized, multi-line or NUL-bearing name and a filter the list refuses, naming the field', async () => {
    const refusals: [unknown, unknown, string][] = [
      ['   ', {}, 'Please provide a name for the search'],
      ['x'.repeat(81), {}, 'name must be at most 80 characters'],
      ['two\nlines', {}, 'name must be one line of text'],
      ['nul\u0000byte', {}, 'name'],
      ['Fine', { minPay: -5 }, 'minPay must be 0 or more'],
      ['Fine', { jobTypes: ['Astronaut'] }, 'jobTypes must be a list of'],
      ['Fine', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags can hold at most 20 names'],
    ];
    for (const [name, filter, message] of refusals) {
      const answer = await t.create(user, name, filter);
      expect(answer.ok).toBe(false);
      if (!answer.ok) {
        expect([answer.status, answer.message]).toEqual([400, expect.stringContaining(message)]);
      }
    }
    // A huge name is refused as quickly as a short one, and nothing was saved.
    const huge = await t.create(user, 'x'.repeat(1_000_000), {});
    expect(huge.ok).toBe(false);
    expect(value(await t.list(user))).toEqual([]);
  });

  it("is another user's business only: their search answers 404 to every call", async () => {
    const owner = await gw.signUp();
    const theirs = value(await t.create(owner, 'Private', { tags: ['go'] }));
    const missing = { ok: false, status: 404, message: 'The saved search was not found' };
    expect(await t.get(user, theirs.id)).toEqual(missing);
    expect(await t.update(user, theirs.id, { name: 'Hijacked' })).toEqual(missing);
    expect(await t.open(user, theirs.id)).toEqual(missing);
    expect(await t.remove(user, theirs.id)).toEqual(missing);
    expect(value(await t.list(user))).toEqual([]);
    expect(value(await t.get(owner, theirs.id)).name).toBe('Private');
    // Not an id at all: the same answer.
    expect(await t.get(user, 'not-an-id')).toEqual(missing);
    expect(await t.get(user, randomUUID())).toEqual(missing);
  });

  it('counts the jobs posted since a search was last opened, and opening it clears them', async () => {
    const tag = `saved-${randomUUID().slice(0, 8)}`;
    const hour = 3_600_000;
    await createJob(gw.services, { title: 'Old match', tags: [tag], datePosted: new Date(Date.now() - 48 * hour) });
    const search = value(await t.create(user, 'Tagged', { tags: [tag] }));
    const other = value(await t.create(user, 'Nothing new', { tags: [`${tag}-none`] }));
    expect(value(await t.news(user))).toEqual([
      { id: search.id, newJobs: 0, newJobsIsExact: true },
      { id: other.id, newJobs: 0, newJobsIsExact: true },
    ]);
    await createJob(gw.services, { title: 'New match', tags: [tag], datePosted: new Date(Date.now() + 1000) });
    await createJob(gw.services, { title: 'New match 2', tags: [tag], datePosted: new Date(Date.now() + 2000) });
    await createJob(gw.services, { title: 'New, other tag', tags: ['unrelated'], datePosted: new Date(Date.now() + 3000) });
    expect(value(await t.news(user))[0]).toEqual({ id: search.id, newJobs: 2, newJobsIsExact: true });
    const opened = value(await t.open(user, search.id));
    expect(opened.filter.tags).toEqual([tag]);
    expect(new Date(opened.openedAt).getTime()).toBeGreaterThan(new Date(search.openedAt).getTime());
    // Opened now: jobs posted before now are not new any more (these were dated a few seconds ahead).
    await gw.services.db.query(`UPDATE saved_searches SET opened_at = now() + interval '1 minute' WHERE id = $1`, [search.id]);
    expect(value(await t.news(user))[0]).toEqual({ id: search.id, newJobs: 0, newJobsIsExact: true });
  });

  it("counts Remote Jobs' new jobs for the session filters since the list was last opened, and opening it clears them", async () => {
    const tag = `seen-${randomUUID().slice(0, 8)}`;
    const hour = 3_600_000;
    await createJob(gw.services, { title: 'Seen before', tags: [tag], datePosted: new Date(Date.now() - 48 * hour) });
    value(await t.searchJobs(user, { tags: [tag] }));
    value(await t.markJobListSeen(user));
    expect(value(await t.jobListNews(user))).toEqual({ newJobs: 0, newJobsIsExact: true });
    // Dated a little ahead, so they are after the "seen" mark whatever the clocks say.
    await createJob(gw.services, { title: 'New match', tags: [tag], datePosted: new Date(Date.now() + 1000) });
    await createJob(gw.services, { title: 'New, other tag', tags: [`${tag}-other`], datePosted: new Date(Date.now() + 2000) });
    expect(value(await t.jobListNews(user))).toEqual({ newJobs: 1, newJobsIsExact: true });
    // The count follows the list as it was last searched.
    value(await t.searchJobs(user, { tags: [`${tag}-other`] }));
    expect(value(await t.jobListNews(user))).toEqual({ newJobs: 1, newJobsIsExact: true });
    value(await t.searchJobs(user, { tags: [`${tag}-none`] }));
    expect(value(await t.jobListNews(user))).toEqual({ newJobs: 0, newJobsIsExact: true });
    value(await t.searchJobs(user, { tags: [tag] }));
    value(await t.markJobListSeen(user));
    await gw.services.db.query(`UPDATE users SET jobs_seen_at = now() + interval '1 minute' WHERE id = $1`, [user.userId]);
    expect(value(await t.jobListNews(user))).toEqual({ newJobs: 0, newJobsIsExact: true });
  });

  it('keeps only what its reads resolve, and one search that stops resolving never breaks the others (issue 50, items 1 and 2)', async () => {
    // Refused on write with the 400 the list gives the same filter, naming the field.
    const noRate = { ok: false, status: 400, message: 'payCurrency: there is no exchange rate for ZZZ' };
    expect(await t.create(user, 'Zed pay', { payCurrency: 'ZZZ', minPay: 1000 })).toEqual(noRate);
    expect(await t.searchJobs(user, { payCurrency: 'ZZZ', minPay: 1000 })).toEqual(noRate);
    const fine = value(await t.create(user, 'Fine', { tags: ['go'] }));
    expect(await t.update(user, fine.id, { filter: { payCurrency: 'zzz', minPay: 1000 } })).toEqual(noRate);
    // Its news, feed and alerts read it with no request behind them: no country by address to fall back on.
    const placeless = await t.create(user, 'Takeable', { eligibility: 'open' });
    expect(placeless).toEqual({ ok: false, status: 400, message: expect.stringMatching(/^country: say which country you work from/) });
    expect(value(await t.news(user))).toEqual([{ id: fine.id, newJobs: 0, newJobsIsExact: true }]);

    // The list itself looks from the caller's address, but the session it saves has no country:
    // "jobs I can take" is not kept for a user without one, so the next read still answers.
    value(await t.searchJobs(user, { eligibility: 'open', tags: ['go'] }));
    expect(value(await t.jobListNews(user))).toEqual({ newJobs: 0, newJobsIsExact: true });
    expect(value(await t.setCountry(user, 'DE')).session).toEqual(expect.not.objectContaining({ eligibility: expect.anything() }));

    // With a country of their own it is kept, and searches may look from it...
    value(await t.searchJobs(user, { eligibility: 'confirmed', tags: ['go'] }));
    const takeable = value(await t.create(user, 'Takeable', { eligibility: 'confirmed' }));
    expect(value(await t.setCountry(user, 'DE')).session).toEqual(expect.objectContaining({ eligibility: 'confirmed' }));
    // ...until they clear it: the session lets go of it, and the search that needed it counts no
    // jobs (as its alerts match none) while the other searches keep their news.
    expect(value(await t.setCountry(user, null)).session).toEqual(expect.not.objectContaining({ eligibility: expect.anything() }));
    expect(value(await t.jobListNews(user))).toEqual({ newJobs: 0, newJobsIsExact: true });
    expect(value(await t.news(user))).toEqual([
      { id: fine.id, newJobs: 0, newJobsIsExact: true },
      { id: takeable.id, newJobs: 0, newJobsIsExact: true },
    ]);
  });

  it('counts past 100 as "100+"', async () => {
    const tag = `many-${randomUUID().slice(0, 8)}`;
    value(await t.searchJobs(user, { tags: [tag] }));
    value(await t.markJobListSeen(user));
    await gw.services.db.query(`UPDATE users SET jobs_seen_at = now() - interval '1 hour' WHERE id = $1`, [user.userId]);
    for (let i = 0; i < 101; i++) await createJob(gw.services, { title: `Many ${i}`, tags: [tag] });
    expect(value(await t.jobListNews(user))).toEqual({ newJobs: 100, newJobsIsExact: false });
  });

  it('needs app access to save or count, not to list or delete', async () => {
    const lapsed = await gw.signUp();
    const kept = value(await t.create(lapsed, 'Kept', {}));
    await gw.services.db.query(`UPDATE app_subscriptions SET end_time = now() - interval '1 day' WHERE user_id = $1`, [lapsed.userId]);
    const created = await t.create(lapsed, 'After the trial', {});
    expect(created.ok ? 200 : created.status).toBe(402);
    const news = await t.news(lapsed);
    expect(news.ok ? 200 : news.status).toBe(402);
    const listNews = await t.jobListNews(lapsed);
    expect(listNews.ok ? 200 : listNews.status).toBe(402);
    expect(value(await t.list(lapsed)).map((s) => s.name)).toEqual(['Kept']);
    value(await t.remove(lapsed, kept.id));
  });
});
