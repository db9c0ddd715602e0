import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';
import type { ClientStats } from '@remotehunt/services/jobs/jobs.service';
import type { JobView } from '@remotehunt/services/jobs/job-view';
import type { PublicCategory } from '@remotehunt/services/public-pages/public-jobs.service';
import { jobPagePath } from '@remotehunt/services/public-pages/job-url';
import { facts, shareTags, type PageContext } from './job-page';
import { SITE_BAR_STYLE, SITE_FOOTER_LINKS, siteBar } from './site-bar';

/**
 * The visitors' landing page (issue 21): server-rendered into the web app's index.html, so `/`
 * shows what RemoteHunt is, its live figures and newest jobs before (and without) any script.
 *
 * The hash app lives at the same address: `/#/remote-jobs` reaches the server as `/`. So the page
 * carries both, and this one tiny script, run before the first paint, decides which one shows: the
 * app for a signed-in browser (its session is in local storage) or any `#/route`, the landing page
 * for everyone else. The app's entry (web/src/main.tsx) mounts only when the landing page is not
 * showing, or once a link on it moves to an app route. Its SHA-256 goes into the CSP's
 * `script-src`, which otherwise allows no inline script.
 */
export const LANDING_GATE_SCRIPT =
  "try{var h=location.hash;if((h&&h!=='#'&&h!=='#/')||localStorage.getItem('token'))document.documentElement.classList.add('rh-app')}catch(e){document.documentElement.classList.add('rh-app')}";

export const LANDING_GATE_CSP_SOURCE = `'sha256-${createHash('sha256').update(LANDING_GATE_SCRIPT).digest('base64')}'`;

export interface LandingData {
  stats: ClientStats;
  latest: JobView[];
  categories: PublicCategory[];
}

const STYLE = `
.rh-app #landing{display:none}
body{margin:0}
#landing{font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1d2433;background:#f6f8fb;min-height:100vh}
#landing a{color:#0d47a1}${SITE_BAR_STYLE}
#landing .site .join{color:#fff}
#landing section{max-width:960px;margin:0 auto;padding:24px}
#landing h1{font-size:2.1rem;line-height:1.2;margin:16px 0 8px}
#landing h2{font-size:1.35rem;margin:0 0 12px}
#landing .lead{font-size:1.1rem;color:#3d4656;max-width:680px;margin:0 0 20px}
#landing .cta{display:inline-block;background:#0d47a1;color:#fff;font-weight:600;text-decoration:none;border-radius:6px;padding:10px 20px;margin:0 12px 8px 0}
#landing .cta.secondary{background:#fff;color:#0d47a1;border:1px solid #0d47a1}
#landing .figures{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:12px;margin:0;padding:0}
#landing .figures div{background:#fff;border:1px solid #e1e6ef;border-radius:8px;padding:12px 16px}
#landing .figures dt{color:#4a5363;font-size:.9rem}
#landing .figures dd{margin:0;font-size:1.6rem;font-weight:700}
#landing .jobs{list-style:none;padding:0;margin:0;background:#fff;border:1px solid #e1e6ef;border-radius:8px}
#landing .jobs>li{padding:12px 16px;border-top:1px solid #e1e6ef}
#landing .jobs>li:first-child{border-top:0}
#landing .facts{display:flex;flex-wrap:wrap;gap:6px;margin:4px 0 0;padding:0;list-style:none}
#landing .facts li{background:#eef3fb;border-radius:16px;padding:0 10px;font-size:.85rem}
#landing .categories{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:8px;list-style:none;padding:0;margin:0}
#landing footer{text-align:center;color:#4a5363;font-size:.9rem;padding:24px}
#landing .search{margin:16px 0}
#landing .search label{display:block;font-weight:600;margin:0 0 4px}
#landing .search span{display:flex;gap:8px}
#landing .search input{flex:1;min-width:0;font:inherit;padding:8px;border:1px solid #b8c2d3;border-radius:6px}
#landing .search button{background:#0d47a1;color:#fff;font:inherit;font-weight:600;border:0;border-radius:6px;padding:8px 20px}
@media (max-width:600px){#landing section{padding:16px}#landing h1{font-size:1.7rem}}
`;

const number = (n: number) => n.toLocaleString('en-US');

const TITLE = 'RemoteHunt: remote jobs you can do from where you live';
const LEAD =
  'RemoteHunt gathers remote jobs from the job boards and from employers, tells you where each one can be done from and what it pays, and keeps your whole search, from shortlist to offer, in one place.';

/**
 * What the landing page adds to the head of the app's page: its styles (a `<style>` belongs in
 * the head), its canonical address, and what a shared link to it shows.
 */
export function renderLandingHead(context: PageContext): string {
  return [`<style>${STYLE}</style>`, ...shareTags({ title: TITLE, description: LEAD, url: `${context.publicUrl}/` }, context)].join('\n    ');
}

/** The landing page's markup: a fragment for index.html's root element. */
export function renderLanding(data: LandingData): string {
  const { stats } = data;
  const figures: [string, number][] = [
    ['Open remote jobs', stats.jobs],
    ['Companies hiring', stats.companies],
    ['Job boards', stats.jobBoards],
    ['Posted today', stats.jobsToday],
  ];
  const latest = data.latest.map(
    (job) => `<li><a href="${escapeHtml(jobPagePath({ id: job._id, title: job.jobTitle, companyName: job.companyName }))}"><strong>${escapeHtml(job.jobTitle)}</strong></a> at ${escapeHtml(job.companyName)}
<ul class="facts">${facts(job)
      .map((fact) => `<li>${escapeHtml(fact)}</li>`)
      .join('')}</ul></li>`,
  );
  const categories = data.categories
    .filter((c) => c.count > 0)
    .map((c) => `<li><a href="/remote-${escapeHtml(c.slug)}-jobs">${escapeHtml(c.title)}</a> (${number(c.count)})</li>`);
  return `<div id="landing">
<header>${siteBar()}</header>
<main>
<section>
<h1>Remote jobs you can do from where you live</h1>
<p class="lead">${LEAD}</p>
<form class="search" method="get" action="/remote-jobs" role="search" aria-label="Search jobs"><label for="landing-search">Search ${escapeHtml(number(stats.jobs))} remote jobs</label><span><input id="landing-search" type="search" name="q" maxlength="200" placeholder="Title, company, tag or skill" /><button type="submit">Search</button></span></form>
<a class="cta" href="/#/signup">Sign up to filter all ${escapeHtml(number(stats.jobs))} jobs</a><a class="cta secondary" href="/#/signin">Sign in</a>
</section>
<section aria-labelledby="figures"><h2 id="figures">Live right now</h2>
<dl class="figures">${figures.map(([label, value]) => `<div><dt>${label}</dt><dd>${number(value)}</dd></div>`).join('')}</dl>
</section>
<section aria-labelledby="latest"><h2 id="latest">The newest remote jobs</h2>
${latest.length ? `<ul class="jobs">${latest.join('\n')}</ul>` : '<p>No open jobs right now: come back soon.</p>'}
</section>
${categories.length ? `<section aria-labelledby="categories"><h2 id="categories">Remote jobs by category</h2><ul class="categories">${categories.join('')}</ul></section>` : ''}
</main>
<footer>${SITE_FOOTER_LINKS} · <a href="/feed.xml">RSS feed of new jobs</a></footer>
</div>`;
}

/**
 * index.html with the landing page in its root element, the gate script first in its head and the
 * landing page's head (renderLandingHead) last. Throws when the page has no empty root element: the
 * build changed, and serving the bare app (the static file) would hide that.
 */
export function withLanding(indexHtml: string, landing: { head: string; body: string }): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root) || !indexHtml.includes('<head>') || !indexHtml.includes('</head>')) throw new Error('index.html has no <head> and empty <div id="root"> to hold the landing page');
  // Replaced by functions: a `$&` in a job's title is text, not a replacement pattern.
  return indexHtml
    .replace('<head>', () => `<head>\n    <script>${LANDING_GATE_SCRIPT}</script>`)
    .replace('</head>', () => `    ${landing.head}\n  </head>`)
    .replace(root, () => `<div id="root">${landing.body}</div>`);
}
