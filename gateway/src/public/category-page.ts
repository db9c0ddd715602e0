import escapeHtml from 'escape-html';
import type { JobView } from '@remotehunt/services/jobs/job-view';
import { jobPagePath } from '@remotehunt/services/public-pages/job-url';
import { facts, layout, type PageContext } from './job-page';

export interface CategoryPageData {
  slug: string;
  title: string;
  count: number;
  page: number;
  pageSize: number;
  jobs: JobView[];
}

/** A category's public page (`/remote-{slug}-jobs`): its newest jobs, how many it has, and the way into the app's filters. */
export function renderCategoryPage(page: CategoryPageData, context: PageContext): string {
  const heading = `Remote ${page.title} jobs`;
  const base = `/remote-${page.slug}-jobs`;
  const path = page.page > 1 ? `${base}?page=${page.page}` : base;
  const pages = Math.min(Math.ceil(page.count / page.pageSize), 20);
  const count = `${page.count.toLocaleString('en-US')} ${page.count === 1 ? 'job' : 'jobs'}`;
  const items = page.jobs.map(
    (job) => `<li><a href="${escapeHtml(jobPagePath({ id: job._id, title: job.jobTitle, companyName: job.companyName }))}"><strong>${escapeHtml(job.jobTitle)}</strong></a> at ${escapeHtml(job.companyName)}
<ul class="facts">${facts(job)
      .filter((fact) => fact !== job.category)
      .map((fact) => `<li>${escapeHtml(fact)}</li>`)
      .join('')}</ul></li>`,
  );
  return layout(context, {
    title: `${heading}${page.page > 1 ? ` (page ${page.page})` : ''} | RemoteHunt`,
    description: `${count} in ${page.title} from remote job boards and employers, with pay and where each can be done from.`,
    url: `${context.publicUrl}${path}`,
    body: `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(count)}, with pay and where each can be done from.</p>
<form method="get" action="/remote-jobs" role="search" aria-label="Search ${escapeHtml(page.title)} jobs"><input type="hidden" name="categories" value="${escapeHtml(page.title)}" /><label for="category-search">Search ${escapeHtml(page.title)} jobs</label> <input id="category-search" type="search" name="q" maxlength="200" /> <button type="submit">Search</button></form>
<p><a href="/remote-jobs?${escapeHtml(new URLSearchParams({ categories: page.title }).toString())}">See and filter every ${escapeHtml(page.title)} job</a>, page by page.</p>
<p><a class="apply" href="/#/signup">Sign up to filter all ${escapeHtml(count)}</a></p>
<p>Already a member? <a href="/#/remote-jobs/${escapeHtml(page.slug)}">Filter all ${escapeHtml(count)} by board, tags, pay and where you can work from</a>.</p>
${items.length ? `<ul class="jobs">${items.join('\n')}</ul>` : '<p>No open jobs in this category right now.</p>'}
${pager(base, page.page, pages)}`,
  });
}

/** Previous, the pages by number, next: plain links a crawler and a visitor without JavaScript follow. */
function pager(base: string, page: number, pages: number): string {
  if (pages <= 1) return '';
  const href = (n: number) => (n > 1 ? `${base}?page=${n}` : base);
  const items = [
    page > 1 ? `<li><a href="${escapeHtml(href(page - 1))}" rel="prev">Previous</a></li>` : '',
    ...Array.from({ length: pages }, (_, i) => i + 1).map((n) => (n === page ? `<li><span aria-current="page">${n}</span></li>` : `<li><a href="${escapeHtml(href(n))}">${n}</a></li>`)),
    page < pages ? `<li><a href="${escapeHtml(href(page + 1))}" rel="next">Next</a></li>` : '',
  ];
  return `<nav aria-label="Pages"><ul class="pages">${items.join('')}</ul></nav>`;
}
