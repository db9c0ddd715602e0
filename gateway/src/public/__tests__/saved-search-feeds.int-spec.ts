import { randomUUID } from 'node:crypto';
import Parser from 'rss-parser';
import { XMLParser } from 'fast-xml-parser';
import { createJob } from '@remotehunt/services/test/factories';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

/**
 * Feeds per saved search (issue 22, item 3 and acceptance 3): the owner's calls over REST and
 * GraphQL, and the feeds themselves as a feed reader sees them: parsed by a real feed parser,
 * checked for each format's required fields, the search's jobs and only them, 304s, 404s once
 * revoked or replaced, and a per-token budget.
 */
const FEED_BUDGET = 30;
let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway({ RATE_LIMIT_FEED_PER_HOUR: String(FEED_BUDGET) });
});
afterAll(() => gw.close());

const HOUR = 3_600_000;
const parser = new Parser();
const xml = new XMLParser({ ignoreAttributes: false });

interface Feed {
  savedSearchId: string;
  rssUrl: string;
  atomUrl: string;
  jsonUrl: string;
  createdAt: string;
}
type Answer<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

interface Transport {
  get(as: TestUser, id: string): Promise<Answer<Feed | null>>;
  rotate(as: TestUser, id: string): Promise<Answer<Feed>>;
  revoke(as: TestUser, id: string): Promise<Answer<unknown>>;
}

async function rest<T>(req: PromiseLike<{ status: number; body: unknown }>): Promise<Answer<T>> {
  const res = (await req) as { status: number; body: { message?: string } };
  return res.status < 300 ? { ok: true, value: res.body as T } : { ok: false, status: res.status, message: res.body.message ?? '' };
}

async function graphql<T>(as: TestUser, query: string, id: string, pick: (data: Record<string, unknown>) => unknown): Promise<Answer<T>> {
  const res = await gw.graphql(query, { id }, as.token);
  if (res.body.errors?.length) return { ok: false, status: res.body.errors[0].extensions.status, message: res.body.errors[0].message };
  return { ok: true, value: pick(res.body.data) as T };
}

const FIELDS = 'savedSearchId rssUrl atomUrl jsonUrl createdAt';
const transports: Record<'REST' | 'GraphQL', Transport> = {
  REST: {
    // REST's feed resource does not exist until made: 404, which the tests read as "none".
    get: async (as, id) => {
      const answer = await rest<Feed>(gw.request.get(`/api/v1/users/${as.userId}/saved_searches/${id}/feed`).set(bearer(as)));
      return !answer.ok && answer.message === 'The feed of this saved search was not found' ? { ok: true, value: null } : answer;
    },
    rotate: (as, id) => rest(gw.request.post(`/api/v1/users/${as.userId}/saved_searches/${id}/feed`).set(bearer(as))),
    revoke: (as, id) => rest(gw.request.delete(`/api/v1/users/${as.userId}/saved_searches/${id}/feed`).set(bearer(as))),
  },
  GraphQL: {
    get: (as, id) => graphql(as, `query ($id: ID!) { savedSearchFeed(id: $id) { ${FIELDS} } }`, id, (d) => d.savedSearchFeed),
    rotate: (as, id) => graphql(as, `mutation ($id: ID!) { rotateSavedSearchFeed(id: $id) { ${FIELDS} } }`, id, (d) => d.rotateSavedSearchFeed),
    revoke: (as, id) => graphql(as, `mutation ($id: ID!) { revokeSavedSearchFeed(id: $id) }`, id, (d) => d.revokeSavedSearchFeed),
  },
};

const value = <T,>(answer: Answer<T>): T => {
  if (!answer.ok) throw new Error(`expected success, got ${answer.status} ${answer.message}`);
  return answer.value;
};

async function saveSearch(as: TestUser, filter: Record<string, unknown>, name = `Search ${randomUUID().slice(0, 8)}`): Promise<string> {
  const res = await gw.request.post(`/api/v1/users/${as.userId}/saved_searches`).set(bearer(as)).send({ name, filter });
  expect(res.status).toBe(201);
  return res.body.id;
}

/** A feed URL as the app's address says it, as a path this gateway answers. */
const pathOf = (url: string) => new URL(url).pathname;
const fetchFeed = (url: string, headers: Record<string, string> = {}) => gw.request.get(pathOf(url)).set(headers);

describe.each(Object.entries(transports))('feed URLs over %s', (_transport, t) => {
  let user: TestUser;
  beforeEach(async () => {
    user = await gw.signUp();
  });

  it('are made by the owner, shown again later, replaced (the old ones answer 404) and revoked', async () => {
    const id = await saveSearch(user, { tags: ['go'] });
    expect(value(await t.get(user, id))).toBeNull();

    const first = value(await t.rotate(user, id));
    const token = /\/feeds\/([A-Za-z0-9_-]{43})\.rss$/.exec(first.rssUrl)?.[1];
    expect(token).toBeDefined();
    expect(first).toEqual({
      savedSearchId: id,
      rssUrl: `${gw.services.config.publicUrl}/feeds/${token}.rss`,
      atomUrl: `${gw.services.config.publicUrl}/feeds/${token}.atom`,
      jsonUrl: `${gw.services.config.publicUrl}/feeds/${token}.json`,
      createdAt: expect.any(String),
    });
    expect(value(await t.get(user, id))).toEqual(first);
    for (const url of [first.rssUrl, first.atomUrl, first.jsonUrl]) expect((await fetchFeed(url)).status).toBe(200);

    const second = value(await t.rotate(user, id));
    expect(second.rssUrl).not.toBe(first.rssUrl);
    expect(value(await t.get(user, id))).toEqual(second);
    for (const url of [first.rssUrl, first.atomUrl, first.jsonUrl]) expect((await fetchFeed(url)).status).toBe(404);
    expect((await fetchFeed(second.jsonUrl)).status).toBe(200);

    value(await t.revoke(user, id));
    expect(value(await t.get(user, id))).toBeNull();
    for (const url of [second.rssUrl, second.atomUrl, second.jsonUrl]) {
      const res = await fetchFeed(url);
      expect([res.status, res.text]).toEqual([404, 'There is no feed at this address: it may have been turned off or replaced.']);
    }
    // Revoking again changes nothing and says so quietly.
    value(await t.revoke(user, id));
  });

  it('stop when the search is deleted', async () => {
    const id = await saveSearch(user, { tags: ['rust'] });
    const feed = value(await t.rotate(user, id));
    expect((await fetchFeed(feed.atomUrl)).status).toBe(200);
    expect((await gw.request.delete(`/api/v1/users/${user.userId}/saved_searches/${id}`).set(bearer(user))).status).toBe(200);
    expect((await fetchFeed(feed.atomUrl)).status).toBe(404);
  });

  it("are another user's business only: their search answers 404 to every call", async () => {
    const owner = await gw.signUp();
    const id = await saveSearch(owner, { tags: ['elixir'] });
    const feed = value(await transports.REST.rotate(owner, id));
    const missing = { ok: false, status: 404, message: 'The saved search was not found' };
    expect(await t.get(user, id)).toEqual(missing);
    expect(await t.rotate(user, id)).toEqual(missing);
    expect(await t.revoke(user, id)).toEqual(missing);
    expect(await t.get(user, 'not-an-id')).toEqual(missing);
    expect(await t.rotate(user, randomUUID())).toEqual(missing);
    // The owner's feed is as it was.
    expect(value(await t.get(owner, id))).toEqual(feed);
    expect((await fetchFeed(feed.rssUrl)).status).toBe(200);
  });

  it('need app access to be made, not to be seen or revoked; a lapsed owner’s feed says it is paused', async () => {
    const id = await saveSearch(user, {});
    const feed = value(await t.rotate(user, id));
    await gw.services.db.query(`UPDATE app_subscriptions SET end_time = now() - interval '1 day' WHERE user_id = $1`, [user.userId]);
    const made = await t.rotate(user, id);
    expect(made.ok ? 200 : made.status).toBe(402);
    expect(value(await t.get(user, id))).toEqual(feed);

    // A reader shows items, not HTTP errors: one item says why, and no jobs are listed.
    await createJob(gw.services, { title: 'Listed only with a plan' });
    const parsed = await parser.parseString((await fetchFeed(feed.rssUrl)).text);
    expect(parsed.items.map((i) => i.title)).toEqual(['Your RemoteHunt plan has ended: this feed is paused']);
    expect(parsed.items[0].link).toBe(`${gw.services.config.publicUrl}/#/subscription`);

    value(await t.revoke(user, id));
    expect((await fetchFeed(feed.rssUrl)).status).toBe(404);
  });
});

describe('a saved search’s feed', () => {
  let user: TestUser;
  let tag: string;
  let feed: Feed;
  let jobs: { onPage: string; offPage: string; hidden: string; old: string };
  beforeAll(async () => {
    user = await gw.signUp();
    tag = `feed-${randomUUID().slice(0, 8)}`;
    const now = Date.now();
    jobs = {
      old: (await createJob(gw.services, { title: 'Older Go Engineer', tags: [tag], board: 'RemoteOK', datePosted: new Date(now - 5 * HOUR) })).id,
      onPage: (
        await createJob(gw.services, {
          title: 'Staff <Go> Engineer',
          companyName: 'Feeds & Co',
          tags: [tag],
          board: 'RemoteOK',
          datePosted: new Date(now - 1 * HOUR),
          salary: { min: 120_000, max: 150_000, currency: 'USD', period: 'year' },
          eligibility: { anywhere: false, countries: ['CA', 'US'], timezones: null },
          jobType: 'Full-Time',
        })
      ).id,
      // Remotive keeps its jobs off public pages: the item links to where to apply, with its credit.
      offPage: (await createJob(gw.services, { title: 'Remotive Go Engineer', tags: [tag], board: 'Remotive', datePosted: new Date(now - 2 * HOUR) })).id,
      hidden: (await createJob(gw.services, { title: 'Hidden Go Engineer', companyName: `Hidden ${tag}`, tags: [tag], datePosted: new Date(now - 3 * HOUR) })).id,
    };
    await gw.services.db.query(`UPDATE jobs SET board_job_url = 'https://remotive.example/jobs/1' WHERE id = $1`, [jobs.offPage]);
    await createJob(gw.services, { title: 'Other tag', tags: [`${tag}-other`] });
    expect((await gw.request.post(`/api/v1/users/${user.userId}/hidden_companies`).set(bearer(user)).send({ companyName: `Hidden ${tag}` })).status).toBe(201);
    const id = await saveSearch(user, { tags: [tag] }, 'Go <jobs> & more');
    feed = value(await transports.REST.rotate(user, id));
  });

  const titlesInOrder = () => ['Staff <Go> Engineer at Feeds & Co', 'Remotive Go Engineer at Acme Remote', 'Older Go Engineer at Acme Remote'];

  it('in RSS 2.0 parses with rss-parser and has the channel’s and items’ required fields', async () => {
    const res = await fetchFeed(feed.rssUrl);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/rss+xml');
    const doc = xml.parse(res.text);
    const channel = doc.rss.channel;
    expect(doc.rss['@_version']).toBe('2.0');
    expect([typeof channel.title, typeof channel.link, typeof channel.description]).toEqual(['string', 'string', 'string']);

    const parsed = await parser.parseString(res.text);
    expect(parsed.title).toBe('Go <jobs> & more · RemoteHunt');
    expect(parsed.items.map((i) => i.title)).toEqual(titlesInOrder());
    const [onPage, offPage] = parsed.items;
    expect(onPage.guid).toBe(`urn:uuid:${jobs.onPage}`);
    expect(onPage.link).toMatch(new RegExp(`^${gw.services.config.publicUrl}/jobs/staff-go-engineer-.*`));
    expect(onPage.contentSnippet).toContain('Canada or US');
    expect(onPage.contentSnippet).toContain('$120K–$150K a year');
    // The item's body (content:encoded): the company, the facts, where to apply.
    expect(onPage['content:encoded']).toContain('<p><strong>Feeds &amp; Co</strong></p><ul><li>Canada or US</li><li>$120K–$150K a year</li>');
    expect(onPage['content:encoded']).toContain('<a href="https://example.com/apply">Apply</a>');
    expect(new Date(onPage.isoDate!).getTime()).toBeGreaterThan(Date.now() - 2 * HOUR);
    expect(offPage.link).toBe('https://example.com/apply');
    expect(offPage['content:encoded']).toMatch(/<p><a href="https:\/\/remotive\.example\/jobs\/1">[^<]*Remotive[^<]*<\/a><\/p>$/);
    expect(res.text).toContain(`<guid isPermaLink="false">urn:uuid:${jobs.offPage}</guid>`);
  });

  it('in Atom 1.0 parses with rss-parser and has the feed’s and entries’ required fields', async () => {
    const res = await fetchFeed(feed.atomUrl);
    expect([res.status, res.type]).toEqual([200, 'application/atom+xml']);
    const doc = xml.parse(res.text).feed;
    expect(doc['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    for (const field of ['id', 'title', 'updated']) expect(doc[field]).toBeTruthy();
    // RFC 4287: an author for the feed (or each entry).
    expect(doc.author.name).toBe('RemoteHunt');
    const entries = Array.isArray(doc.entry) ? doc.entry : [doc.entry];
    for (const entry of entries) {
      expect(entry.id).toMatch(/^urn:uuid:/);
      expect(entry.title).toBeTruthy();
      expect(Number.isNaN(Date.parse(entry.updated))).toBe(false);
    }
    const parsed = await parser.parseString(res.text);
    expect(parsed.items.map((i) => i.title)).toEqual(titlesInOrder());
    expect(parsed.items.map((i) => i.id)).toEqual([jobs.onPage, jobs.offPage, jobs.old].map((id) => `urn:uuid:${id}`));
  });

  it('in Atom 1.0 gives every category the term RFC 4287 requires, with its label', async () => {
    const res = await fetchFeed(feed.atomUrl);
    const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' || name === 'category' }).parse(res.text).feed;
    const categories: Record<string, string>[] = [...(doc.category ?? []), ...doc.entry.flatMap((entry: { category?: unknown[] }) => entry.category ?? [])];
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) expect(category).toEqual({ '@_label': expect.stringMatching(/\S/), '@_term': category['@_label'] });
    // A reader sees the job's tags among its categories.
    const onPage = doc.entry.find((entry: { id: string }) => entry.id === `urn:uuid:${jobs.onPage}`);
    expect(onPage.category.map((c: Record<string, string>) => c['@_term'])).toContain(tag);
  });

  it('in JSON Feed 1.1 has the version, title and items with an id and content', async () => {
    const res = await fetchFeed(feed.jsonUrl);
    expect([res.status, res.type]).toEqual([200, 'application/feed+json']);
    const doc = JSON.parse(res.text);
    expect(doc).toMatchObject({ version: 'https://jsonfeed.org/version/1.1', title: 'Go <jobs> & more · RemoteHunt', feed_url: feed.jsonUrl, authors: [{ name: 'RemoteHunt' }] });
    expect(doc.author).toBeUndefined();
    for (const item of doc.items) {
      expect(typeof item.id).toBe('string');
      expect(typeof item.content_html === 'string' || typeof item.content_text === 'string').toBe(true);
      expect(item.authors).toHaveLength(1);
    }
    expect(doc.items.map((i: { title: string }) => i.title)).toEqual(titlesInOrder());
    expect(doc.items[0].authors[0].name).toBe('Feeds & Co');
  });

  it("lists each owner's own view: another user with the same search sees the company this one hid", async () => {
    const other = await gw.signUp();
    const theirs = value(await transports.REST.rotate(other, await saveSearch(other, { tags: [tag] })));
    const parsed = await parser.parseString((await fetchFeed(theirs.rssUrl)).text);
    expect(parsed.items.map((i) => i.guid)).toEqual([jobs.onPage, jobs.offPage, jobs.hidden, jobs.old].map((id) => `urn:uuid:${id}`));
  });

  it('answers 304 to a matching If-None-Match or If-Modified-Since, and 200 once a job joins', async () => {
    const first = await fetchFeed(feed.rssUrl);
    const etag = first.headers.etag;
    const lastModified = first.headers['last-modified'];
    expect(etag).toMatch(/^"rss-[A-Za-z0-9_-]+"$/);
    expect(new Date(lastModified).getTime()).toBeGreaterThan(Date.now() - 2 * HOUR);
    expect(first.headers['cache-control']).toBe('private, max-age=300');
    // Each format has its own tag.
    expect((await fetchFeed(feed.atomUrl)).headers.etag).not.toBe(etag);

    const byTag = await fetchFeed(feed.rssUrl, { 'If-None-Match': etag });
    expect([byTag.status, byTag.text]).toEqual([304, '']);
    expect((await fetchFeed(feed.rssUrl, { 'If-Modified-Since': lastModified })).status).toBe(304);
    // Among other tags, weak, or with an older If-Modified-Since (If-None-Match wins); and as fetch() asks, with no-cache.
    expect((await fetchFeed(feed.rssUrl, { 'If-None-Match': `"rss-old", W/${etag}` })).status).toBe(304);
    expect((await fetchFeed(feed.rssUrl, { 'If-None-Match': etag, 'If-Modified-Since': new Date(0).toUTCString() })).status).toBe(304);
    expect((await fetchFeed(feed.rssUrl, { 'If-None-Match': etag, 'Cache-Control': 'no-cache' })).status).toBe(304);
    expect((await fetchFeed(feed.rssUrl, { 'If-Modified-Since': 'not a date' })).status).toBe(200);
    expect((await fetchFeed(feed.rssUrl, { 'If-None-Match': '"rss-stale"' })).status).toBe(200);
    expect((await fetchFeed(feed.rssUrl, { 'If-Modified-Since': new Date(Date.parse(lastModified) - 1000).toUTCString() })).status).toBe(200);

    await createJob(gw.services, { title: 'Newest Go Engineer', tags: [tag] });
    const changed = await fetchFeed(feed.rssUrl, { 'If-None-Match': etag, 'If-Modified-Since': lastModified });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((await parser.parseString(changed.text)).items[0].title).toBe('Newest Go Engineer at Acme Remote');

    // Renamed: a new title, and a new tag.
    expect((await gw.request.put(`/api/v1/users/${user.userId}/saved_searches/${feed.savedSearchId}`).set(bearer(user)).send({ name: 'Go, renamed' })).status).toBe(200);
    const renamed = await fetchFeed(feed.rssUrl, { 'If-None-Match': changed.headers.etag });
    expect(renamed.status).toBe(200);
    expect((await parser.parseString(renamed.text)).title).toBe('Go, renamed · RemoteHunt');

    // A job already in the feed is edited: the same jobs, a new tag, the new title.
    const [edited]: [{ id: string }[], number] = await gw.services.db.query(
      `UPDATE jobs SET title = 'Staff Go Engineer', updated_at = now() + interval '1 second' WHERE title = 'Newest Go Engineer' RETURNING id`,
    );
    expect(edited).toHaveLength(1);
    const retitled = await fetchFeed(feed.rssUrl, { 'If-None-Match': renamed.headers.etag });
    expect(retitled.status).toBe(200);
    expect((await parser.parseString(retitled.text)).items[0].title).toBe('Staff Go Engineer at Acme Remote');
  });

  it('is gzipped for a reader that takes gzip, and plain for one that does not', async () => {
    const gzipped = await fetchFeed(feed.jsonUrl, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await fetchFeed(feed.jsonUrl, { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.text)).toEqual(JSON.parse(gzipped.text));
  });
});

describe('feed requests', () => {
  it(`are limited to ${FEED_BUDGET} an hour per token (304s too), with Retry-After; another token has its own budget`, async () => {
    const user = await gw.signUp();
    const first = value(await transports.REST.rotate(user, await saveSearch(user, {})));
    const second = value(await transports.REST.rotate(user, await saveSearch(user, { tags: ['x'] })));
    const { etag } = (await fetchFeed(first.rssUrl)).headers;
    // Every format of the token counts, and so does a 304.
    for (let i = 1; i < FEED_BUDGET; i++) {
      const res = i % 2 ? await fetchFeed(first.jsonUrl) : await fetchFeed(first.rssUrl, { 'If-None-Match': etag });
      expect(res.status).toBe(i % 2 ? 200 : 304);
    }
    const refused = await fetchFeed(first.atomUrl);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^This feed was asked for too often\. Please try again in \d+ minute\(s\)\.$/);
    expect((await fetchFeed(second.atomUrl)).status).toBe(200);
  });

  it('of a search that no longer resolves (jobs I can take, no country known) say what to change, in one item', async () => {
    const user = await gw.signUp();
    // Saved while the account named a country, which its owner has cleared since.
    await gw.services.db.query(`UPDATE users SET country = 'DE' WHERE id = $1`, [user.userId]);
    const search = await saveSearch(user, { eligibility: 'open' }, 'Where I can work');
    await gw.services.db.query(`UPDATE users SET country = NULL WHERE id = $1`, [user.userId]);
    const feed = value(await transports.REST.rotate(user, search));
    const res = await fetchFeed(feed.jsonUrl);
    expect(res.status).toBe(200);
    const doc = JSON.parse(res.text);
    expect(doc.items).toHaveLength(1);
    expect(doc.items[0]).toMatchObject({
      title: 'Your saved search "Where I can work" needs a change',
      url: `${gw.services.config.publicUrl}/#/remote-jobs`,
      content_html: expect.stringContaining('say which country you work from'),
    });
  });

  it('with hostile tokens (huge, odd characters, paths) answer 404 quickly, never a 500 or the app', async () => {
    const paths = [
      `/feeds/${'a'.repeat(8000)}.rss`,
      `/feeds/${'A'.repeat(43)}.rss`,
      `/feeds/${'A'.repeat(43)}.xml`,
      `/feeds/${'A'.repeat(43)}`,
      `/feeds/${encodeURIComponent("' OR 1=1 --")}.json`,
      '/feeds/%00%00.atom',
      `/feeds/${encodeURIComponent('ü'.repeat(43))}.rss`,
      '/feeds/..%2f..%2fetc%2fpasswd.rss',
      '/feeds/a.b.c.rss',
      '/feeds/',
      '/feeds/x/y.rss',
    ];
    for (const path of paths) {
      const res = await gw.request.get(path);
      expect([path.slice(0, 40), res.status]).toEqual([path.slice(0, 40), 404]);
      expect(res.text).not.toMatch(/at .*\.ts:\d+|<html/i);
    }
    // A malformed escape is the request's fault.
    expect((await gw.request.get('/feeds/%E0%A4%A.rss')).status).toBe(400);
  });
});
