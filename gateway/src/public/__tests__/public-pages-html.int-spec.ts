import { existsSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import type { Response } from 'superagent';
import { createCompanyLogo, createJob } from '@remotehunt/services/test/factories';
import { jobPagePath } from '@remotehunt/services/public-pages/job-url';
import { createTestGateway, type TestGateway } from '../../test/test-gateway';

/**
 * Every public page as a validator and a link preview see it (issue 50, item 6): valid HTML (the
 * landing page had its styles in a `<div>`), and an `og:image` of our own, served by us, on the
 * landing page, job pages, category pages and the search page. Over the built web app (`npm test`
 * builds it first), whose page the landing page is rendered into and which holds the share card.
 */
const WEB_DIST = path.resolve(__dirname, '../../../../web/dist');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let gw: TestGateway;
let pages: Record<string, string>;
beforeAll(async () => {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error('The web app is not built: run `npm run build:web` (npm test does)');
  gw = await createTestGateway();
  const plain = await createJob(gw.services, { title: 'Share <Card> Engineer', category: 'design', tags: ['figma'] });
  const withLogo = await createJob(gw.services, { title: 'Logo Engineer', companyName: 'Logo & Co' });
  await createCompanyLogo(gw.services, withLogo.companyId);
  const gone = await createJob(gw.services, { title: 'Filled Engineer', filled: true });
  pages = {
    landing: '/',
    job: jobPagePath({ id: plain.id, title: 'Share <Card> Engineer', companyName: 'Acme Remote' }),
    'job with a logo': jobPagePath({ id: withLogo.id, title: 'Logo Engineer', companyName: 'Logo & Co' }),
    'job no longer open': jobPagePath({ id: gone.id, title: 'Filled Engineer', companyName: 'Acme Remote' }),
    category: '/remote-design-jobs',
    'category, page 2 of none': '/remote-design-jobs?page=2',
    search: '/remote-jobs?tags=figma',
    'search of several filters': '/remote-jobs?tags=figma&categories=Design&q=share',
    'search that cannot be run': '/remote-jobs?page=0',
    'missing job': '/jobs/nothing-here-0000',
  };
});
afterAll(() => gw.close());

const publicUrl = () => gw.services.config.publicUrl;
const SHARE_CARD = () => `${publicUrl()}/og/remotehunt.png`;

/** html-validate's verdict under its `standard` preset (the HTML standard's rules, no style rules): one line per error. */
async function htmlErrors(html: string): Promise<string[]> {
  const report = await new HtmlValidate({ extends: ['html-validate:standard'] }).validateString(html);
  return report.results.flatMap((result) => result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
}

/** A page's `<meta property|name content>` pairs, in its head. */
function metaOf(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  return Object.fromEntries([...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

const binary = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('the public pages', () => {
  it('checks pages with html-validate: a style in the body fails', async () => {
    const page = (body: string) => `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
    expect(await htmlErrors(page('<div><p>Fine</p></div>'))).toEqual([]);
    expect(await htmlErrors(page('<div><style>body{margin:0}</style></div>'))).not.toEqual([]);
  });

  it('are valid HTML, the landing page (inside the app’s page) included', async () => {
    for (const [name, address] of Object.entries(pages)) {
      const res = await gw.request.get(address);
      expect([name, res.type, await htmlErrors(res.text)]).toEqual([name, 'text/html', []]);
    }
  });

  it('each name an image of ours to show when shared: the company’s logo on its job’s page, else the share card, which we serve', async () => {
    for (const [name, address] of Object.entries(pages)) {
      if (name.startsWith('missing') || name.startsWith('search that') || name.includes('of none')) continue;
      const meta = metaOf((await gw.request.get(address)).text);
      if (name === 'job with a logo') {
        expect(meta['og:image']).toMatch(new RegExp(`^${publicUrl()}/logos/`));
        expect(meta['twitter:card']).toBe('summary');
        continue;
      }
      expect([name, meta['og:image'], meta['og:image:width'], meta['og:image:height'], meta['twitter:card']]).toEqual([name, SHARE_CARD(), '1200', '630', 'summary_large_image']);
      expect([name, meta['og:image:alt']]).toEqual([name, expect.stringContaining('RemoteHunt')]);
    }
    const card = await gw.request.get(new URL(SHARE_CARD()).pathname).buffer(true).parse(binary);
    const png = card.body as Buffer;
    expect([card.status, card.type]).toEqual([200, 'image/png']);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('share one top bar, with the app’s words: Sign in and Sign up, Post Job at $199, Pricing (issue 50, item 20)', async () => {
    const bars = new Set<string>();
    for (const [name, address] of Object.entries(pages)) {
      const html = (await gw.request.get(address)).text;
      const bar = /<nav class="site" aria-label="Site">(.*?)<\/nav>/.exec(html)?.[1];
      expect([name, bar === undefined]).toEqual([name, false]);
      bars.add([...bar!.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`).join(', '));
      expect([name, /\bLog ?in\b/i.test(html.replace(/login link|newsletter-login/gi, ''))]).toEqual([name, false]);
    }
    expect([...bars]).toEqual([
      'RemoteHunt /, Remote jobs /remote-jobs, Newsletter /#/remote-jobs-newsletter, Post Job at $199 /#/post-job, Features /#/help, Pricing /#/pricing, Sign in /#/signin, Sign up /#/signup',
    ]);
  });
});
