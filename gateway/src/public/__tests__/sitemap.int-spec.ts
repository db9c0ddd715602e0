import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { validateXML } from 'xmllint-wasm';
import { createJob } from '@remotehunt/services/test/factories';
import { jobPagePath } from '@remotehunt/services/public-pages/job-url';
import { createTestGateway, type TestGateway } from '../../test/test-gateway';

/**
 * robots.txt and the sitemap (issue 21, item 1): the index's pages list exactly the live jobs
 * that have public pages, each page's address under the site's own URL.
 */
let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());

const HOUR = 3_600_000;
const parser = new XMLParser({ isArray: (name) => name === 'sitemap' || name === 'url' });

/**
 * The Sitemaps protocol's schemas: the sitemaps.org schema of a sitemap (`urlset`), as the `sitemap`
 * package ships it, and the index's (`sitemapindex`), written here from the protocol's text on top of it.
 */
const schemaFile = (fileName: string, dir: string) => ({ fileName, contents: readFileSync(path.join(dir, fileName), 'utf8') });
const SITEMAP_XSD = schemaFile('sitemap.xsd', path.join(path.dirname(require.resolve('sitemap/package.json')), 'schema'));
const SITEINDEX_XSD = schemaFile('siteindex.xsd', path.join(__dirname, 'schemas'));

/** libxml2's verdict on a document against its schema: the errors, none when it is valid. */
async function schemaErrors(text: string, root: 'sitemapindex' | 'urlset'): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'document.xml', contents: text },
    schema: root === 'urlset' ? SITEMAP_XSD : SITEINDEX_XSD,
    preload: root === 'urlset' ? [] : [SITEMAP_XSD],
  });
  return result.errors.map((e) => e.message);
}

async function xml(url: string) {
  const res = await gw.request.get(url).buffer(true);
  expect([url, res.status, res.type]).toEqual([url, 200, 'application/xml']);
  expect(XMLValidator.validate(res.text)).toBe(true);
  const parsed = parser.parse(res.text);
  if (parsed.sitemapindex || parsed.urlset) expect([url, await schemaErrors(res.text, parsed.sitemapindex ? 'sitemapindex' : 'urlset')]).toEqual([url, []]);
  return parsed;
}

/**
 * The sitemap index as the gateway builds it anew: the clock is moved past the 10 minutes it keeps
 * one (further each time, since the one built then is dated then).
 */
let clockAhead = 0;
async function freshIndex() {
  clockAhead += 11 * 60_000;
  const realNow = Date.now;
  const later = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + clockAhead);
  try {
    return await xml('/sitemap.xml');
  } finally {
    later.mockRestore();
  }
}

describe('robots.txt, the RSS feed and the sitemap', () => {
  it('checks sitemaps against the protocol’s schemas: a wrong one fails', async () => {
    const ns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
    expect(await schemaErrors(`<?xml version="1.0"?><urlset ${ns}><url><loc>https://remotehunt.example/jobs/a</loc><lastmod>2026-11-27T05:00:00.000Z</lastmod></url></urlset>`, 'urlset')).toEqual([]);
    expect(await schemaErrors(`<?xml version="1.0"?><urlset ${ns}><url><lastmod>yesterday</lastmod></url></urlset>`, 'urlset')).not.toEqual([]);
    expect(await schemaErrors(`<?xml version="1.0"?><sitemapindex ${ns}><sitemap><loc>https://remotehunt.example/s.xml</loc></sitemap></sitemapindex>`, 'sitemapindex')).toEqual([]);
    expect(await schemaErrors(`<?xml version="1.0"?><sitemapindex ${ns}><sitemap><lastmod>2026-11-27</lastmod></sitemap></sitemapindex>`, 'sitemapindex')).not.toEqual([]);
  });

  it('robots.txt keeps crawlers off the API and names the sitemap', async () => {
    const res = await gw.request.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/plain');
    expect(res.text).toContain('User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /graphql\n');
    expect(res.text).toContain(`Sitemap: ${gw.services.config.publicUrl}/sitemap.xml`);
  });

  it('lists every live job with a public page, and no other', async () => {
    const live = await createJob(gw.services, { title: 'Sitemap Engineer', board: 'RemoteOK' });
    const paid = await createJob(gw.services, { title: 'Sitemap Designer', board: 'RemoteHunt' });
    const hidden = await createJob(gw.services, { title: 'Sitemap Writer', board: 'Remotive' });
    const filled = await createJob(gw.services, { title: 'Sitemap Filled', filled: true });
    const ended = await createJob(gw.services, { title: 'Sitemap Ended', datePosted: new Date(Date.now() - 40 * 24 * HOUR), validThrough: new Date(Date.now() - HOUR) });

    const base = gw.services.config.publicUrl;
    const index = await xml('/sitemap.xml');
    const pages: { loc: string; lastmod: string }[] = index.sitemapindex.sitemap;
    const listed = new Map<string, string>();
    for (const page of pages) {
      expect(page.loc).toMatch(new RegExp(`^${base}/sitemaps/(jobs-[0-9a-f]{2}|pages)\\.xml$`));
      expect(new Date(page.lastmod).toISOString()).toBe(page.lastmod);
      if (page.loc.endsWith('/pages.xml')) continue;
      const urls: { loc: string; lastmod: string }[] = (await xml(page.loc.slice(base.length))).urlset.url ?? [];
      for (const url of urls) listed.set(url.loc, url.lastmod);
    }
    // The reference: every live job of a board with public pages, as the database holds them.
    const want: { id: string; title: string; company_name: string }[] = await gw.services.db.query(
      `SELECT j.id, j.title, j.company_name FROM jobs j JOIN job_boards b ON b.id = j.board_id
        WHERE NOT j.filled AND j.valid_through > now() AND j.expired_at IS NULL AND b.public_pages`,
    );
    const wanted = want.map((j) => `${base}${jobPagePath({ id: j.id, title: j.title, companyName: j.company_name })}`);
    expect([...listed.keys()].sort()).toEqual(wanted.sort());
    const url = (id: string, title: string) => `${base}${jobPagePath({ id, title, companyName: 'Acme Remote' })}`;
    expect(listed.has(url(live.id, 'Sitemap Engineer'))).toBe(true);
    expect(listed.has(url(paid.id, 'Sitemap Designer'))).toBe(true);
    for (const [job, title] of [
      [hidden, 'Sitemap Writer'],
      [filled, 'Sitemap Filled'],
      [ended, 'Sitemap Ended'],
    ] as const)
      expect(listed.has(url(job.id, title))).toBe(false);
  });

  it('dates each page of the index by the newest change of its jobs, an edited job’s included', async () => {
    const { id } = await createJob(gw.services, { title: 'Sitemap Edited', datePosted: new Date(Date.now() - 3 * 24 * HOUR) });
    await gw.services.db.query(`UPDATE jobs SET description = '<p>Edited.</p>', updated_at = now() WHERE id = $1`, [id]);
    const [{ updated }] = await gw.services.db.query(`SELECT updated_at AS updated FROM jobs WHERE id = $1`, [id]);
    const base = gw.services.config.publicUrl;
    const index: { loc: string; lastmod: string }[] = (await freshIndex()).sitemapindex.sitemap;
    const edited = `${base}${jobPagePath({ id, title: 'Sitemap Edited', companyName: 'Acme Remote' })}`;
    let seen = false;
    for (const page of index) {
      const urls: { loc: string; lastmod: string }[] = (await xml(page.loc.slice(base.length))).urlset.url;
      const newest = Math.max(...urls.filter((url) => url.lastmod).map((url) => Date.parse(url.lastmod)));
      expect([page.loc, Date.parse(page.lastmod) >= newest]).toEqual([page.loc, true]);
      const mine = urls.find((url) => url.loc === edited);
      if (mine) {
        expect(mine.lastmod).toBe(new Date(updated).toISOString());
        expect(page.lastmod).toBe(mine.lastmod);
        seen = true;
      }
    }
    expect(seen).toBe(true);
  });

  it('answers 404 for a page whose jobs all ended while the index was kept, and the next index leaves it out', async () => {
    const { id } = await createJob(gw.services, { title: 'Sitemap Last Of Its Page' });
    const bucket = id.slice(0, 2);
    const page = `${gw.services.config.publicUrl}/sitemaps/jobs-${bucket}.xml`;
    const locs = (index: { sitemapindex: { sitemap: { loc: string }[] } }) => index.sitemapindex.sitemap.map((s) => s.loc);
    expect(locs(await freshIndex())).toContain(page);
    await gw.services.db.query(`UPDATE jobs SET filled = true WHERE left(id::text, 2) = $1 AND NOT filled`, [bucket]);
    // The index this gateway keeps for a while still names the page; the page itself is no empty list.
    expect(locs(await xml('/sitemap.xml'))).toContain(page);
    const res = await gw.request.get(`/sitemaps/jobs-${bucket}.xml`);
    expect([res.status, res.text]).toEqual([404, 'No such sitemap']);
    expect(locs(await freshIndex())).not.toContain(page);
  });

  it('lists the landing page and every category page with public jobs in a pages sitemap the index names', async () => {
    await createJob(gw.services, { title: 'Sitemap Designer', category: 'design' });
    const base = gw.services.config.publicUrl;
    const index: { loc: string; lastmod: string }[] = (await freshIndex()).sitemapindex.sitemap;
    const entry = index.find((page) => page.loc === `${base}/sitemaps/pages.xml`);
    expect(entry).toBeDefined();
    const urls: { loc: string; lastmod?: string }[] = (await xml('/sitemaps/pages.xml')).urlset.url;
    const categories: { slug: string }[] = await gw.services.db.query(
      `SELECT DISTINCT j.category_slug AS slug FROM jobs j JOIN job_boards b ON b.id = j.board_id
        WHERE NOT j.filled AND j.valid_through > now() AND j.expired_at IS NULL AND b.public_pages`,
    );
    expect(categories.map((c) => c.slug)).toContain('design');
    expect(urls.map((url) => url.loc).sort()).toEqual([`${base}/`, ...categories.map((c) => `${base}/remote-${c.slug}-jobs`)].sort());
    for (const url of urls) {
      expect(Date.parse(entry!.lastmod)).toBeGreaterThanOrEqual(Date.parse(url.lastmod!));
      if (url.loc !== `${base}/`) expect([url.loc, (await gw.request.get(url.loc.slice(base.length))).status]).toEqual([url.loc, 200]);
    }
  });

  it('the RSS feed parses and carries the newest public jobs, each linking to its page with what its card says', async () => {
    const posted = new Date(Date.now() + 5 * HOUR);
    const newest = await createJob(gw.services, {
      title: 'Feed <Newest> Analyst',
      datePosted: posted,
      salary: { min: 60, max: 80, currency: 'GBP', period: 'hour' },
    });
    const hidden = await createJob(gw.services, { title: 'Feed Remotive Analyst', board: 'Remotive', datePosted: new Date(Date.now() + 6 * HOUR) });
    const res = await gw.request.get('/feed.xml').buffer(true);
    expect([res.status, res.type]).toEqual([200, 'application/rss+xml']);
    const feed = await new Parser().parseString(res.text);
    const base = gw.services.config.publicUrl;
    expect(feed.link).toBe(`${base}/`);
    expect(feed.items.length).toBeGreaterThan(0);
    expect(feed.items.length).toBeLessThanOrEqual(50);
    const [first] = feed.items;
    expect(first).toMatchObject({
      title: 'Feed <Newest> Analyst at Acme Remote',
      link: `${base}${jobPagePath({ id: newest.id, title: 'Feed <Newest> Analyst', companyName: 'Acme Remote' })}`,
    });
    expect(first.content).toContain('£60–£80 an hour');
    // RSS dates are to the second.
    expect(new Date(first.isoDate!).getTime()).toBe(Math.floor(posted.getTime() / 1000) * 1000);
    expect(feed.items.map((item) => item.link)).not.toContain(`${base}${jobPagePath({ id: hidden.id, title: 'Feed Remotive Analyst', companyName: 'Acme Remote' })}`);
  });

  it('answers 404 for a page that is not one', async () => {
    for (const bucket of ['zz', 'g0', '0', '000', 'FF']) expect((await gw.request.get(`/sitemaps/jobs-${bucket}.xml`)).status).toBe(404);
  });
});
