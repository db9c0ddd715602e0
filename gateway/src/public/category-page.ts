import escapeHtml from 'escape-html';
import type { JobView } from '@remotehunt/services/jobs/job-view';
import { jobPagePath } from '@remotehunt/services/public-pages/job-url';
import { facts, layout, type PageContext } from './job-page';

export interface CategoryPageData {
  slug: string;
  title: string;
  count: number;
  jobs: JobView[];
}

/** A category's public page (`/remote-{slug}-jobs`): its newest jobs, how many it has, and the way into the app's filters. */
export function renderCategoryPage(page: CategoryPageData, context: PageContext): string {
  const heading = `Remote ${page.title} jobs`;
  const path = `/remote-${page.slug}-jobs`;
  const count = `${page.count.toLocaleString('en-US')} ${page.count === 1 ? 'job' : 'jobs'}`;
  const items = page.jobs.map(
    (job) => `<li><a href="${escapeHtml(jobPagePath({ id: job._id, title: job.jobTitle, companyName: job.companyName }))}"><strong>${escapeHtml(job.jobTitle)}</strong></a> at ${escapeHtml(job.companyName)}
<ul class="facts">${facts(job)
      .filter((fact) => fact !== job.category)
      .map((fact) => `<li>${escapeHtml(fact)}</li>`)
      .join('')}</ul></li>`,
  );
  return layout({
    title: `${heading} | RemoteHunt`,
    description: `${count} in ${page.title} from remote job boards and employers, with pay and where each can be done from.`,
    url: `${context.publicUrl}${path}`,
    body: `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(count)}, with pay and where each can be done from.</p>
<form method="get" action="/remote-jobs" role="search" aria-label="Search ${escapeHtml(page.title)} jobs"><input type="hidden" name="categories" value="${escapeHtml(page.title)}" /><label for="category-search">Search ${escapeHtml(page.title)} jobs</label> <input id="category-search" type="search" name="q" maxlength="200" /> <button type="submit">Search</button></form>
<p><a href="/remote-jobs?${escapeHtml(new URLSearchParams({ categories: page.title }).toString())}">See and filter every ${escapeHtml(page.title)} job</a>, page by page.</p>
<p><a class="apply" href="/#/signup">Sign up to filter all ${escapeHtml(count)}</a></p>
<p>Already a member? <a href="/#/remote-jobs/${escapeHtml(page.slug)}">Filter all ${escapeHtml(count)} by board, tags, pay and where you can work from</a>.</p>
${items.length ? `<ul class="jobs">${items.join('\n')}</ul>` : '<p>No open jobs in this category right now.</p>'}`,
  });
}
