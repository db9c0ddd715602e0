import escapeHtml from 'escape-html';
import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { renderJobsFeed } from './jobs-feed';

/** How long a gateway reuses the sitemap index it built: one pass over the live jobs (about 150 ms at a million). */
const INDEX_REUSE_MS = 10 * 60_000;

/**
 * `/robots.txt`, the RSS feed of the newest public jobs (`/feed.xml`) and the sitemap (issue 21): a sitemap index (`/sitemap.xml`) of pages
 * (`/sitemaps/jobs-{bucket}.xml`), each listing its live public jobs' pages with their last change.
 * The API, GraphQL and the app's own screens (behind `#`, which crawlers do not follow) are left out.
 */
export function crawlerRoutes(services: Services): Router {
  const router = Router();
  const base = services.config.publicUrl;
  let index: { builtAt: number; xml: string } | undefined;

  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400');
    res.type('text/plain').send(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /graphql\n\nSitemap: ${base}/sitemap.xml\n`);
  });

  router.get('/feed.xml', async (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.type('application/rss+xml').send(renderJobsFeed(await services.publicJobs.latest(), { publicUrl: base }));
  });

  router.get('/sitemap.xml', async (_req, res) => {
    if (!index || Date.now() - index.builtAt > INDEX_REUSE_MS) {
      const pages = await services.publicJobs.sitemapPages();
      const entries = pages.map((p) => `<sitemap><loc>${escapeHtml(`${base}/sitemaps/jobs-${p.bucket}.xml`)}</loc><lastmod>${p.lastmod.toISOString()}</lastmod></sitemap>`);
      index = { builtAt: Date.now(), xml: xmlDocument('sitemapindex', entries) };
    }
    res.set('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(index.xml);
  });

  router.get('/sitemaps/jobs-:bucket.xml', async (req, res) => {
    const jobs = await services.publicJobs.sitemapJobs(req.params.bucket);
    if (!jobs) {
      res.status(404).type('text/plain').send('No such sitemap');
      return;
    }
    res.set('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(xmlDocument('urlset', jobs.map((j) => `<url><loc>${escapeHtml(`${base}${j.path}`)}</loc><lastmod>${j.lastmod.toISOString()}</lastmod></url>`)));
  });
  return router;
}

function xmlDocument(root: 'sitemapindex' | 'urlset', entries: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</${root}>\n`;
}
