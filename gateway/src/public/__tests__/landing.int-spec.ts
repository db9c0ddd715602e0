import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createJob } from '@remotehunt/services/test/factories';
import { jobPagePath } from '@remotehunt/services/public-pages/job-url';
import { createTestGateway, type TestGateway } from '../../test/test-gateway';

/**
 * The landing page (issue 21, item 2): `/` is the web app's page with what RemoteHunt is, its live
 * figures, the newest public jobs and the categories inside, readable before any script runs.
 */
let gw: TestGateway;
const HOUR = 3_600_000;
// The shape of the built web app's index.html that matters here: an empty root and a module script.
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>RemoteHunt</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index-abc123.js"></script>
  </body>
</html>
`;

let newest: { id: string };
let remotive: { id: string };
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'rh-landing-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  gw = await createTestGateway({ WEB_DIST_DIR: webDist });
  // Written before the first request: the page is then built once a minute.
  newest = await createJob(gw.services, {
    title: 'Landing <i>Newest</i> Engineer',
    companyName: 'Orbit',
    category: 'devops-sysadmin',
    datePosted: new Date(Date.now() + 2 * HOUR),
    salary: { min: 100_000, max: 130_000, currency: 'USD', period: 'year' },
  });
  remotive = await createJob(gw.services, { title: 'Landing Remotive Engineer', board: 'Remotive', datePosted: new Date(Date.now() + 3 * HOUR) });
  await createJob(gw.services, { title: 'Landing $& $1 Engineer', datePosted: new Date(Date.now() + HOUR) });
});
afterAll(() => gw.close());

describe('the landing page at /', () => {
  it('shows the live figures, the newest public jobs and the categories, with sign-up, inside the app’s page', async () => {
    const res = await gw.request.get('/');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.text;
    // The app is still all there: its script, and the landing page inside its root element.
    expect(html).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(html).toMatch(/<div id="root"><div id="landing">/);

    const stats = await gw.services.jobs.clientStats();
    const figures = Object.fromEntries([...html.matchAll(/<dt>([^<]+)<\/dt><dd>([\d,]+)<\/dd>/g)].map((m) => [m[1], Number(m[2].replace(/,/g, ''))]));
    expect(figures).toEqual({ 'Open remote jobs': stats.jobs, 'Companies hiring': stats.companies, 'Job boards': stats.jobBoards, 'Posted today': stats.jobsToday });
    expect(stats.jobs).toBeGreaterThanOrEqual(2);
    expect(html).toContain(`<a class="cta" href="/#/signup">Sign up to filter all ${stats.jobs.toLocaleString('en-US')} jobs</a>`);

    // The newest public job first, escaped, with its facts; a job kept off public pages is not there.
    const first = html.match(/<ul class="jobs"><li><a href="([^"]+)"><strong>([^<]*)<\/strong><\/a> at ([^\n]*)/);
    expect(first?.slice(1)).toEqual([jobPagePath({ id: newest.id, title: 'Landing <i>Newest</i> Engineer', companyName: 'Orbit' }), 'Landing &lt;i&gt;Newest&lt;/i&gt; Engineer', 'Orbit']);
    expect(html).toContain('$100K–$130K a year');
    // A title is text wherever it goes: `$&` is no replacement pattern.
    expect(html).toContain('<strong>Landing $&amp; $1 Engineer</strong>');
    expect(html).not.toContain('Landing Remotive Engineer');
    expect(html).not.toContain(remotive.id.slice(0, 8));

    // Categories with public jobs, linked to their public pages with their counts.
    const [{ n }] = await gw.services.db.query(
      `SELECT count(*)::int AS n FROM jobs j JOIN job_boards b ON b.id = j.board_id
        WHERE j.category_slug = 'devops-sysadmin' AND NOT j.filled AND j.valid_through > now() AND j.expired_at IS NULL AND b.public_pages`,
    );
    expect(html).toMatch(new RegExp(`<li><a href="/remote-devops-sysadmin-jobs">[^<]+</a> \\(${n}\\)</li>`));
  });

  it('runs only its gate script inline, allowed by its hash in the page’s policy', async () => {
    const res = await gw.request.get('/');
    const inline = [...res.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(1);
    // The gate hides the landing page for a stored session or an app route, before the first paint.
    expect(inline[0]).toContain("localStorage.getItem('token')");
    expect(res.text.indexOf('<script>')).toBeLessThan(res.text.indexOf('<title>'));
    const hash = `'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`;
    const scriptSrc = res.headers['content-security-policy'].split(';').find((d: string) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim().split(/\s+/)).toEqual(['script-src', "'self'", hash]);
  });

  it('names its canonical address and what a shared link shows (Open Graph, a Twitter card, our share card), its styles in the head', async () => {
    const res = await gw.request.get('/');
    const base = gw.services.config.publicUrl;
    const [head, body] = res.text.split('</head>');
    expect(head).toContain(`<link rel="canonical" href="${base}/" />`);
    const meta = Object.fromEntries([...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    expect(meta).toMatchObject({
      'og:title': 'RemoteHunt: remote jobs you can do from where you live',
      'og:description': expect.stringContaining('RemoteHunt gathers remote jobs from the job boards and from employers'),
      'og:url': `${base}/`,
      'og:type': 'website',
      'og:image': `${base}/og/remotehunt.png`,
      'twitter:card': 'summary_large_image',
    });
    expect(head).toContain('#landing section{');
    expect(body).not.toContain('<style');
  });

  it('is the same page at /index.html', async () => {
    const res = await gw.request.get('/index.html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="landing">');
  });
});
