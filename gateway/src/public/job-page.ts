import escapeHtml from 'escape-html';
import type { JobView } from '@remotehunt/services/jobs/job-view';
import { jobPostingLd, ldScript } from '@remotehunt/services/public-pages/job-posting-ld';
import { monogramOf } from '@remotehunt/services/public-pages/monogram';
import type { PublicJobLink, PublicJobPage } from '@remotehunt/services/public-pages/public-jobs.service';
import { SITE_BAR_STYLE, SITE_FOOTER_LINKS, siteBar } from './site-bar';

/**
 * The public job pages' HTML (issue 21): complete on the server, readable without JavaScript, one
 * request (the styles are inline: the gateway's policy allows inline styles for MUI already).
 * Every value from a posting is escaped; the description is the allow-listed HTML the service gives.
 */
const STYLE = `
:root{color-scheme:light}
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1d2433;background:#f6f8fb}
footer{padding:16px 24px}
footer a{color:#0d47a1}
main{max-width:760px;margin:24px auto;background:#fff;border:1px solid #e1e6ef;border-radius:8px;padding:24px 32px}
h1{margin:0 0 4px;font-size:1.6rem;line-height:1.3}
.org{display:flex;gap:16px;align-items:center;margin:0 0 12px}
.org .company{margin:0}
.logo{flex-shrink:0;width:56px;height:56px;border-radius:8px;object-fit:contain}
.mono{display:flex;align-items:center;justify-content:center;color:#fff;font-weight:700;font-size:1.6rem}
.company{margin:0 0 12px;color:#3d4656;font-size:1.1rem}
.facts{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 16px;padding:0;list-style:none}
.facts li{background:#eef3fb;color:#1d2433;border-radius:16px;padding:2px 12px;font-size:.9rem}
.apply{display:inline-block;background:#0d47a1;color:#fff;font-weight:600;text-decoration:none;border-radius:6px;padding:10px 20px;margin:8px 0 16px}
.source,footer{color:#4a5363;font-size:.9rem}
.jobs{list-style:none;padding:0;margin:16px 0}
.jobs>li{border-top:1px solid #e1e6ef;padding:12px 0}
.jobs .facts{margin:4px 0 0}
main a{color:#0d47a1}
.description{overflow-wrap:anywhere}
.search fieldset{border:1px solid #e1e6ef;border-radius:6px;margin:0 0 12px;padding:8px 12px}
.search legend{font-weight:600;padding:0 4px}
.search .options{display:flex;flex-wrap:wrap;gap:4px 16px}
.search label{white-space:nowrap}
.search .count{color:#4a5363;font-size:.85rem}
.search .keyword{display:flex;gap:8px;margin-top:4px}
.search input[type=search]{flex:1;min-width:0;font:inherit;padding:8px;border:1px solid #b8c2d3;border-radius:6px}
.search details{margin:0 0 12px}
.search summary{cursor:pointer;color:#0d47a1;margin:0 0 8px}
.search button{background:#0d47a1;color:#fff;font:inherit;font-weight:600;border:0;border-radius:6px;padding:8px 20px}
.pages{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0}
.pages a,.pages span{display:inline-block;padding:4px 10px;border:1px solid #e1e6ef;border-radius:6px}
.pages [aria-current]{background:#0d47a1;color:#fff}
footer{text-align:center}
@media (max-width:600px){main{margin:0;border:0;border-radius:0;padding:16px}}
`;

export interface PageContext {
  /** The site's address (PUBLIC_URL), for canonical and Open Graph URLs. */
  publicUrl: string;
}

/**
 * The image a link to any of our public pages shows when shared (unless the page has one of its
 * own: a job's company logo): served from the web app's public files, made from
 * web/scripts/share-card.svg by web/scripts/make-share-card.mjs.
 */
export const SHARE_CARD = { path: '/og/remotehunt.png', width: 1200, height: 630, alt: 'RemoteHunt: remote jobs you can do from where you live' };

/**
 * What a page tells search engines and link previews about itself: its canonical address, and
 * Open Graph and Twitter card tags with an image of ours (`image`, else the share card; with the
 * card's wide image, the large card).
 */
export function shareTags(page: { title: string; description: string; url?: string; image?: string }, context: PageContext): string[] {
  const image = page.image ?? `${context.publicUrl}${SHARE_CARD.path}`;
  return [
    page.url ? `<link rel="canonical" href="${escapeHtml(page.url)}" />` : '',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="RemoteHunt" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    page.url ? `<meta property="og:url" content="${escapeHtml(page.url)}" />` : '',
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    ...(page.image
      ? []
      : [
          `<meta property="og:image:width" content="${SHARE_CARD.width}" />`,
          `<meta property="og:image:height" content="${SHARE_CARD.height}" />`,
          `<meta property="og:image:alt" content="${escapeHtml(SHARE_CARD.alt)}" />`,
        ]),
    `<meta name="twitter:card" content="${page.image ? 'summary' : 'summary_large_image'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(page.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(page.description)}" />`,
  ].filter(Boolean);
}

/** A job's page (200), or the page of a job that is no longer open (410). */
export function renderJobPage(page: Exclude<PublicJobPage, { status: 'missing' }>, context: PageContext): string {
  const { job } = page;
  const url = `${context.publicUrl}${page.path}`;
  const title = `${job.jobTitle} at ${job.companyName}`;
  if (page.status === 'gone') {
    return layout(context, {
      title: `${title} (no longer open) | RemoteHunt`,
      description: `${title} is no longer open. See similar remote jobs on RemoteHunt.`,
      url,
      noindex: true,
      body: `<h1>${escapeHtml(job.jobTitle)}</h1>
<p class="company">${escapeHtml(job.companyName)}</p>
<p><strong>This job is no longer open</strong>${job.filled ? ': the employer has filled it.' : '.'}</p>
${similarJobs(page.similar)}`,
    });
  }
  return layout(context, {
    title: `${title} | RemoteHunt`,
    description: page.summary,
    url,
    image: job.companyImage ? new URL(job.companyImage, url).href : undefined,
    head: `<script type="application/ld+json">${ldScript(jobPostingLd(job, page.description, url))}</script>`,
    body: `<div class="org">${companyMark(job)}<div><h1>${escapeHtml(job.jobTitle)}</h1>
<p class="company">${escapeHtml(job.companyName)}</p></div></div>
<ul class="facts" aria-label="About this job">${facts(job)
      .map((fact) => `<li>${escapeHtml(fact)}</li>`)
      .join('')}</ul>
<a class="apply" href="${escapeHtml(job.applyUrl)}" rel="nofollow noopener">Apply now</a>
${source(job)}
<div class="description">${page.description}</div>
<p><a class="apply" href="${escapeHtml(job.applyUrl)}" rel="nofollow noopener">Apply now</a></p>
<p><a href="/remote-${escapeHtml(job.categorySlug)}-jobs">More remote ${escapeHtml(job.category)} jobs</a></p>`,
  });
}

/**
 * The company's logo (always our own copy: services/src/logos), or its monogram drawn on the page;
 * either way no other site is asked for anything. Decorative: the name is written beside it.
 */
function companyMark(job: JobView): string {
  if (job.companyImage) return `<img class="logo" src="${escapeHtml(job.companyImage)}" width="56" height="56" alt="" />`;
  const { letter, colour } = monogramOf(job.companyName);
  return `<span class="logo mono" style="background:${colour}" aria-hidden="true">${escapeHtml(letter)}</span>`;
}

/** The page for a path that names no public job (or no category). */
export function renderMissingPage(context: PageContext, what: 'job' | 'category' = 'job'): string {
  const title = what === 'job' ? 'Job not found' : 'Category not found';
  return layout(context, {
    title: `${title} | RemoteHunt`,
    description: `This ${what} is not on RemoteHunt.`,
    noindex: true,
    body: `<h1>${title}</h1><p>This ${what} is not on RemoteHunt. <a href="/#/remote-jobs">Browse remote jobs</a>.</p>`,
  });
}

/** What a seeker asks first, in the card's words: where from, what it pays, what kind, when. */
export function facts(job: JobView): string[] {
  const out: string[] = [];
  if (job.eligibility.badge) out.push(job.eligibility.badge);
  const pay = payText(job);
  if (pay) out.push(pay);
  if (job.jobType) out.push(job.jobType);
  if (job.seniority) out.push(job.seniority[0].toUpperCase() + job.seniority.slice(1));
  out.push(job.category);
  out.push(`Posted ${job.datePosted.toISOString().slice(0, 10)}`);
  return out;
}

const PERIOD_WORDS: Record<string, string> = { hour: 'an hour', day: 'a day', week: 'a week', month: 'a month', year: 'a year' };

// A formatter costs ~0.1 ms to build, more than the rest of a job's facts: one per currency.
const formatters = new Map<string, Intl.NumberFormat>();
function compactMoney(currency: string): Intl.NumberFormat {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });
    // Currencies are checked ISO codes when a job is written, so the map stays small.
    formatters.set(currency, format);
  }
  return format;
}

/** "$120K–$150K a year", in the posting's own currency; null when it names no pay. */
export function payText(job: Pick<JobView, 'salary'>): string | null {
  const salary = job.salary;
  if (!salary?.currency || (salary.min === null && salary.max === null)) return null;
  const money = compactMoney(salary.currency);
  const range = salary.min !== null && salary.max !== null && salary.min !== salary.max ? `${money.format(salary.min)}–${money.format(salary.max)}` : money.format((salary.min ?? salary.max)!);
  return salary.period ? `${range} ${PERIOD_WORDS[salary.period]}` : range;
}

/** The board's credit and link back, as its terms ask (none for our own postings). */
function source(job: JobView): string {
  if (!job.source.jobUrl) return '';
  return `<p class="source"><a href="${escapeHtml(job.source.jobUrl)}" rel="noopener">${escapeHtml(job.source.attribution)}</a></p>`;
}

function similarJobs(similar: PublicJobLink[]): string {
  if (!similar.length) return `<p><a href="/#/remote-jobs">Browse remote jobs</a></p>`;
  return `<h2>Similar remote jobs</h2><ul>${similar
    .map((link) => `<li><a href="${escapeHtml(link.path)}">${escapeHtml(link.title)}</a> at ${escapeHtml(link.companyName)}</li>`)
    .join('')}</ul>`;
}

/** A public page's parts, which layout() puts in the site's frame. */
export interface PublicPage {
  title: string;
  description: string;
  body: string;
  url?: string;
  /** The page's own image for link previews (a job's company logo); else the share card. */
  image?: string;
  head?: string;
  noindex?: boolean;
  /** `noindex, follow`: a page crawlers should not list but whose links they may follow (a search's). */
  robots?: string;
}

export function layout(context: PageContext, page: PublicPage): string {
  const meta = [
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    page.noindex ? '<meta name="robots" content="noindex" />' : page.robots ? `<meta name="robots" content="${escapeHtml(page.robots)}" />` : '',
    ...shareTags(page, context),
  ].filter(Boolean);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(page.title)}</title>
${meta.join('\n')}
<link rel="icon" href="/favicon.ico" sizes="48x48" />
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<meta name="theme-color" content="#1565c0" />
<link rel="alternate" type="application/rss+xml" title="RemoteHunt: the newest remote jobs" href="/feed.xml" />
<style>${SITE_BAR_STYLE}${STYLE}</style>
${page.head ?? ''}
</head>
<body>
<header>${siteBar()}</header>
<main>
${page.body}
</main>
<footer>${SITE_FOOTER_LINKS}</footer>
</body>
</html>`;
}
