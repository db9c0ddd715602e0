import { createJob } from '@remotehunt/services/test/factories';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

/**
 * `/remote-jobs` (issue 49, item 1): anyone's search, server-rendered, the app's engine and rules
 * among the boards whose terms allow public pages; visitors see five pages of any search, then the
 * sign-up; a search the address cannot hold is a 400 page, never a 500.
 */
let gw: TestGateway;
let member: TestUser;
const HOUR = 3_600_000;
const TITLES = Array.from({ length: 23 }, (_, i) => `Go Engineer ${String(i + 1).padStart(2, '0')}`);

beforeAll(async () => {
  gw = await createTestGateway();
  for (const [i, title] of TITLES.entries()) {
    await createJob(gw.services, { title, companyName: `Gopher ${i}`, board: 'RemoteOK', category: 'programming', tags: ['go'], datePosted: new Date(Date.now() - (i + 1) * HOUR) });
  }
  await createJob(gw.services, { title: 'Go Designer', companyName: 'Pixels', board: 'RemoteOK', category: 'design', tags: ['go', 'figma'], datePosted: new Date(Date.now() - 30 * HOUR) });
  // Remotive's terms keep its jobs off public pages.
  await createJob(gw.services, { title: 'Remotive Go Engineer', companyName: 'Elsewhere', board: 'Remotive', category: 'programming', tags: ['go'], datePosted: new Date() });
  member = await gw.signUp();
});
afterAll(() => gw.close());

const titlesOf = (html: string) => [...html.matchAll(/<li><a href="\/jobs\/[^"]+"><strong>([^<]+)<\/strong><\/a>/g)].map((m) => m[1]);
const countOf = (html: string) => /<p role="status"><strong>([^<]+)<\/strong><\/p>/.exec(html)?.[1];
/** The panel's count beside an option, as the page writes it. */
const optionCount = (html: string, name: string, value: string) =>
  new RegExp(`name="${name}" value="${value}"(?: checked)? /> [^<]+ <span class="count">\\(([^)]+)\\)</span>`).exec(html)?.[1];

describe('the public search', () => {
  it('answers the same jobs, count and option counts as the app for the same filter', async () => {
    const filter = { sources: ['RemoteOK'], tags: ['go'] };
    const app = await gw.request.post(`/api/v1/users/${member.userId}/remotejobs/filter?page=1&limit=20&saveAsSession=false`).set(bearer(member)).send(filter);
    const facets = await gw.request.post(`/api/v1/users/${member.userId}/remotejobs/facets`).set(bearer(member)).send(filter);
    const page = await gw.request.get('/remote-jobs?boards=RemoteOK&tags=go');

    expect(page.status).toBe(200);
    expect(titlesOf(page.text)).toEqual(app.body.data.map((job: { jobTitle: string }) => job.jobTitle));
    expect(countOf(page.text)).toBe(`${app.body.total} jobs`);
    const categories = facets.body.categories as { value: string; count: number }[];
    for (const category of categories.filter((option) => option.count > 0)) {
      expect([category.value, optionCount(page.text, 'categories', category.value)]).toEqual([category.value, String(category.count)]);
    }
  });

  it('never shows a job of a board whose terms keep it off public pages, nor offers that board, even when asked for', async () => {
    const everything = await gw.request.get('/remote-jobs?tags=go');
    expect(countOf(everything.text)).toBe('24 jobs');
    expect(everything.text).not.toContain('Remotive Go Engineer');
    expect(everything.text).not.toContain('value="Remotive"');
    const asked = await gw.request.get('/remote-jobs?boards=Remotive');
    expect(countOf(asked.text)).toBe('0 jobs');
    expect(asked.text).not.toContain('Remotive Go Engineer');
  });

  it('pages through a search, five pages for a visitor, then invites to sign up for the rest', async () => {
    const second = await gw.request.get('/remote-jobs?tags=go&page=2');
    expect(titlesOf(second.text)).toEqual([...TITLES.slice(20), 'Go Designer']);
    const sixth = await gw.request.get('/remote-jobs?tags=go&page=6');
    expect(sixth.status).toBe(200);
    expect(titlesOf(sixth.text)).toEqual([]);
    expect(sixth.text).toContain('See all 24 jobs: sign up free');
    expect(sixth.text).toContain(`href="/#/signup?next=%2Fremote-jobs%3Ftags%3Dgo"`);
  });

  it('counts its panel once while a visitor pages (kept per catalogue version), and counts a new job at once', async () => {
    const design = async (page: number) => optionCount((await gw.request.get(`/remote-jobs?tags=go&page=${page}`)).text, 'categories', 'Design');
    expect(await design(1)).toBe('1');
    // Time running out writes nothing (the triggers see no change): page 2 shows the panel page 1
    // counted, as a list's cached total does, until the minute sweep moves the catalogue.
    await gw.services.db.transaction(async (tx) => {
      await tx.query(`SET LOCAL session_replication_role = replica`);
      await tx.query(`UPDATE jobs SET valid_through = now() - interval '1 minute' WHERE title = 'Go Designer'`);
    });
    expect(await design(2)).toBe('1');
    await gw.services.db.transaction(async (tx) => {
      await tx.query(`SET LOCAL session_replication_role = replica`);
      await tx.query(`UPDATE jobs SET valid_through = now() + interval '30 days' WHERE title = 'Go Designer'`);
    });

    const { id } = await createJob(gw.services, { title: 'Go Illustrator', companyName: 'Pixels', board: 'RemoteOK', category: 'design', tags: ['go'], datePosted: new Date(Date.now() - 40 * HOUR) });
    expect(await design(2)).toBe('2');
    await gw.services.db.query(`DELETE FROM jobs WHERE id = $1`, [id]);
  });

  it('is canonical for every job, one category or one tag, and noindex, follow for other combinations', async () => {
    const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
    const robots = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1] ?? null;
    const base = gw.services.config.publicUrl;
    const tag = await gw.request.get('/remote-jobs?tags=go');
    expect([canonical(tag.text), robots(tag.text)]).toEqual([`${base}/remote-jobs?tags=go`, null]);
    expect(tag.text).toContain('<h1>Remote go jobs</h1>');
    const category = await gw.request.get('/remote-jobs?categories=Design');
    expect([canonical(category.text), robots(category.text)]).toEqual([`${base}/remote-jobs?categories=Design`, null]);
    const combined = await gw.request.get('/remote-jobs?categories=Design&tags=figma');
    expect([canonical(combined.text), robots(combined.text)]).toEqual([null, 'noindex, follow']);
    const keyword = await gw.request.get('/remote-jobs?q=engineer');
    expect(robots(keyword.text)).toBe('noindex, follow');
  });

  it('takes the form as a browser sends it, empty fields and defaults included, and such a search of one tag is still canonical', async () => {
    const page = await gw.request.get('/remote-jobs?q=&tags=go&minPay=&currency=USD&place=any&sort=date');
    expect(page.status).toBe(200);
    expect(countOf(page.text)).toBe('24 jobs');
    expect(/<link rel="canonical" href="([^"]+)"/.exec(page.text)?.[1]).toBe(`${gw.services.config.publicUrl}/remote-jobs?tags=go`);
  });

  it('finds by keyword and keeps the form filled in with the search', async () => {
    const page = await gw.request.get('/remote-jobs?q=designer&withPay=0');
    expect(titlesOf(page.text)).toEqual(['Go Designer']);
    expect(page.text).toContain('name="q" maxlength="200" value="designer"');
    expect(page.text).toContain('name="withPay" value="1" /> Only jobs that state pay');
  });

  it.each([
    ['a NUL', '/remote-jobs?q=a%00b'],
    ['a 10 KB value', `/remote-jobs?q=${'x'.repeat(10_000)}`],
    ['an array where one value goes', '/remote-jobs?q=a&q=b'],
    ['a currency that is no code', '/remote-jobs?minPay=50000&currency=dollars'],
    ['a page that is no number', '/remote-jobs?page=two'],
    ['an unknown sort', '/remote-jobs?sort=random'],
    ['too many tags', `/remote-jobs?${Array.from({ length: 30 }, (_, i) => `tags=t${i}`).join('&')}`],
  ])('answers %s with a 400 page that says what is wrong, never a 500', async (_what, path) => {
    const res = await gw.request.get(path);
    expect(res.status).toBe(400);
    expect(res.type).toBe('text/html');
    expect(res.text).toMatch(/<p role="alert">[^<]+<\/p>/);
  });
});
