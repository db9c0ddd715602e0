import escapeHtml from 'escape-html';
import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { renderJobsFeed } from './jobs-feed';

/** How long a gateway reuses the sitemap index it built: one pass over the live public jobs. */
const INDEX_REUSE_MS = 10 * 60_000;

/**
 * `/robots.txt`, the RSS feed of the newest public jobs (`/feed.xml`) and the sitemap (issue 21): a sitemap index (`/sitemap.xml`) of
 * the site's other public pages (`/sitemaps/pages.xml`: the landing page and the category pages) and of job pages
 * (`/sitemaps/jobs-{bucket}.xml`), each listing its live public jobs' pages with their last change. A job sitemap that emptied
 * while the index was kept answers 404: the protocol has no empty sitemap. The API, GraphQL and the app's own screens
 * (behind `#`, which crawlers do not follow) are left out.
 */
export function crawlerRoutes(services: Services): Router {
  const router = Router();
  const base = services.config.publicUrl;
  let built: { at: number; index: string; pages: string } | undefined;

  /** The index and the pages sitemap, built together so that the index's date for the pages is theirs. */
  const sitemaps = async () => {
    if (!built || Date.now() - built.at > INDEX_REUSE_MS) {
      const { jobSitemaps, pages } = await services.publicJobs.sitemapIndex();
      const newest = pages[0].lastmod;
      const entries = [
        sitemapEntry('sitemap', `${base}/sitemaps/pages.xml`, newest),
        ...jobSitemaps.map((p) => sitemapEntry('sitemap', `${base}/sitemaps/jobs-${p.bucket}.xml`, p.lastmod)),
      ];
      built = {
        at: Date.now(),
        index: xmlDocument('sitemapindex', entries),
        pages: xmlDocument('urlset', pages.map((p) => sitemapEntry('url', `${base}${p.path}`, p.lastmod))),
      };
    }
    return built;
  };

  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400');
    res.type('text/plain').send(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /graphql\n\nSitemap: ${base}/sitemap.xml\n`);
  });

  router.get('/feed.xml', async (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.type('application/rss+xml').send(renderJobsFeed(await services.publicJobs.latest(), { publicUrl: base }));
  });

  router.get('/sitemap.xml', async (_req, res) => {
    const { index } = await sitemaps();
    res.set('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(index);
  });

  router.get('/sitemaps/pages.xml', async (_req, res) => {
    const { pages } = await sitemaps();
    res.set('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(pages);
  });

  router.get('/sitemaps/jobs-:bucket.xml', async (req, res) => {
    const jobs = await services.publicJobs.sitemapJobs(req.params.bucket);
    if (!jobs) {
      res.status(404).type('text/plain').send('No such sitemap');
      return;
    }
    res.set('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(xmlDocument('urlset', jobs.map((j) => sitemapEntry('url', `${base}${j.path}`, j.lastmod))));
  });
  return router;
}

/** One `<url>` of a sitemap or `<sitemap>` of the index: its address and, when known, its last change. */
function sitemapEntry(element: 'url' | 'sitemap', loc: string, lastmod: Date | null): string {
  return `<${element}><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</${element}>`;
}

function xmlDocument(root: 'sitemapindex' | 'urlset', entries: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</${root}>\n`;
}
