import escapeHtml from 'escape-html';
import type { JobFacets } from '@remotehunt/services/jobs/job-facets';
import type { JobFilter } from '@remotehunt/services/jobs/job-filter.schema';
import type { JobView } from '@remotehunt/services/jobs/job-view';
import { EMPLOYMENT_TYPES } from '@remotehunt/services/job-kind/employment-type';
import { SENIORITIES } from '@remotehunt/services/job-kind/seniority';
import { jobPagePath } from '@remotehunt/services/public-pages/job-url';
import { SEARCH_PAGE_SIZE, searchPageFor, VISITOR_PAGES } from '@remotehunt/services/public-pages/public-paging';
import { facts, layout, type PageContext } from './job-page';

const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'INR'];

export interface SearchPageData {
  filter: JobFilter;
  page: number;
  jobs: JobView[];
  total: number;
  totalIsExact: boolean;
  facets: JobFacets;
  /** The visitor's country by their address, for "jobs I can take from {country}"; null when unknown. */
  countryName: string | null;
  /** The search's address (`/remote-jobs?…`) without its page. */
  query: string;
}

const number = new Intl.NumberFormat('en-US');
const countText = (total: number, exact: boolean) => (exact ? `${number.format(total)} ${total === 1 ? 'job' : 'jobs'}` : `${number.format(total)}+ jobs`);
const optionCount = (count: { count: number; countIsExact: boolean }) => `${number.format(count.count)}${count.countIsExact ? '' : '+'}`;

/**
 * `/remote-jobs`: anyone's search (issue 49), complete on the server and usable without
 * JavaScript: a GET form with the panel's options and their counts, the count, the cards linking to
 * each job's public page, and paging. Past VISITOR_PAGES, and for what is personal (hiding viewed
 * jobs or companies, saving, alerts), a sign-up that names what it gives.
 */
export function renderSearchPage(data: SearchPageData, context: PageContext): string {
  const { filter } = data;
  const heading = headingOf(filter);
  const count = countText(data.total, data.totalIsExact);
  const pages = Math.ceil(Math.min(data.total, 1000) / SEARCH_PAGE_SIZE);
  const { pastVisitorPages } = searchPageFor(data.page);
  const signUp = `/#/signup?${new URLSearchParams({ next: `/remote-jobs${data.query ? `?${data.query}` : ''}` })}`;
  const canonical = canonicalOf(filter, data.page);
  const cards = data.jobs.map(
    (job) => `<li><a href="${escapeHtml(jobPagePath({ id: job._id, title: job.jobTitle, companyName: job.companyName }))}"><strong>${escapeHtml(job.jobTitle)}</strong></a> at ${escapeHtml(job.companyName)}
<ul class="facts">${facts(job)
      .map((fact) => `<li>${escapeHtml(fact)}</li>`)
      .join('')}</ul></li>`,
  );
  const results = pastVisitorPages
    ? `<p><a class="apply" href="${escapeHtml(signUp)}">See all ${escapeHtml(count)}: sign up free</a></p>
<p>Visitors see the first ${VISITOR_PAGES} pages of a search. With an account you page through all of it, hide jobs you have seen and companies you are not after, and save the search with alerts by email.</p>`
    : cards.length
      ? `<ul class="jobs">${cards.join('\n')}</ul>`
      : '<p>No open jobs match this search. Try fewer filters.</p>';
  return layout(context, {
    title: `${heading}${data.page > 1 ? ` (page ${data.page})` : ''} | RemoteHunt`,
    description: `${count}: ${heading.toLowerCase()} from remote job boards and employers, with pay and where each can be done from.`,
    url: canonical ? `${context.publicUrl}${canonical}` : undefined,
    robots: canonical ? undefined : 'noindex, follow',
    body: `<h1>${escapeHtml(heading)}</h1>
${searchForm(data)}
<p role="status"><strong>${escapeHtml(count)}</strong></p>
<p><a href="${escapeHtml(signUp)}">Sign up free</a> to hide jobs you have seen, save this search and get its new jobs by email.</p>
${results}
${pastVisitorPages ? '' : pager(data.page, Math.min(pages, VISITOR_PAGES + 1), data.query)}`,
  });
}

/** "Remote Design jobs" for one category, "Remote figma jobs" for one tag, else "Remote jobs". */
function headingOf(filter: JobFilter): string {
  const only = onlyOne(filter);
  return only ? `Remote ${only.value} jobs` : 'Remote jobs';
}

/** How many choices besides categories and tags narrow or reorder the search. */
function otherChoices(filter: JobFilter): number {
  // `any` is where a visitor starts anyway (they have said no country), so choosing it chooses nothing.
  const place = filter.eligibility !== undefined && filter.eligibility !== 'any';
  const flags = [filter.query, filter.minPay, filter.withPayOnly, filter.worldwide, place, filter.sort === 'pay'].filter(Boolean).length;
  return flags + filter.sources.length + (filter.jobTypes?.length ?? 0) + (filter.seniorities?.length ?? 0);
}

/** The one category or one tag a search is about, with nothing else chosen: such searches are pages crawlers may list. */
function onlyOne(filter: JobFilter): { key: 'categories' | 'tags'; value: string } | null {
  if (otherChoices(filter) > 0) return null;
  if (filter.categories.length === 1 && filter.tags.length === 0) return { key: 'categories', value: filter.categories[0] };
  if (filter.tags.length === 1 && filter.categories.length === 0) return { key: 'tags', value: filter.tags[0] };
  return null;
}

/** The address search engines should keep for this page: every job, one category or one tag; null for the rest (`noindex, follow`). */
function canonicalOf(filter: JobFilter, page: number): string | null {
  const only = onlyOne(filter);
  const everything = otherChoices(filter) === 0 && filter.categories.length + filter.tags.length === 0;
  if (!only && !everything) return null;
  const params = new URLSearchParams();
  if (only) params.set(only.key, only.value);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/remote-jobs${query ? `?${query}` : ''}`;
}

function checkbox(name: string, value: string, label: string, checked: boolean, count?: string): string {
  return `<label><input type="checkbox" name="${name}" value="${escapeHtml(value)}"${checked ? ' checked' : ''} /> ${escapeHtml(label)}${count === undefined ? '' : ` <span class="count">(${escapeHtml(count)})</span>`}</label>`;
}

function fieldset(legend: string, options: string[]): string {
  return options.length ? `<fieldset><legend>${escapeHtml(legend)}</legend><div class="options">${options.join('\n')}</div></fieldset>` : '';
}

/** Board names are written with and without spaces ("Remote OK", "RemoteOK"); the engine takes either. */
const sameName = (a: string, b: string) => a.replace(/[^a-z0-9]/gi, '').toLowerCase() === b.replace(/[^a-z0-9]/gi, '').toLowerCase();

function searchForm({ filter, facets, countryName }: SearchPageData): string {
  const chosen = (list: readonly string[] | undefined, value: string) => (list ?? []).some((item) => sameName(item, value));
  const place = filter.eligibility ?? 'any';
  const narrowed = filter.categories.length + filter.sources.length + filter.tags.length + (filter.jobTypes?.length ?? 0) + (filter.seniorities?.length ?? 0) > 0 || Boolean(filter.minPay || filter.withPayOnly || filter.worldwide || (filter.eligibility && filter.eligibility !== 'any') || filter.sort === 'pay');
  return `<form class="search" method="get" action="/remote-jobs" role="search" aria-label="Search jobs">
<p><label for="search-keyword">Keyword</label>
<span class="keyword"><input id="search-keyword" type="search" name="q" maxlength="200" value="${escapeHtml(filter.query ?? '')}" placeholder="Title, company, tag or skill" /> <button type="submit">Search</button></span></p>
<details${narrowed ? ' open' : ''}><summary>Filters, with how many jobs each would list</summary>
${fieldset('Categories', facets.categories.map((option) => checkbox('categories', option.value, option.value, chosen(filter.categories, option.value), optionCount(option))))}
${fieldset('Job boards', facets.boards.map((option) => checkbox('boards', option.value, option.value, chosen(filter.sources, option.value), optionCount(option))))}
${fieldset('Tags', facets.tags.map((option) => checkbox('tags', option.value, option.value, chosen(filter.tags, option.value), optionCount(option))))}
${fieldset('Employment type', EMPLOYMENT_TYPES.map((type) => checkbox('type', type, type, chosen(filter.jobTypes, type))))}
${fieldset('Seniority', SENIORITIES.map((level) => checkbox('seniority', level, level[0].toUpperCase() + level.slice(1), chosen(filter.seniorities, level))))}
<fieldset><legend>Where and pay</legend><div class="options">
${checkbox('worldwide', '1', 'Worldwide', filter.worldwide, optionCount(facets.worldwide))}
${
  countryName
    ? `<label>Jobs I can take from ${escapeHtml(countryName)} <select name="place">${[
        ['any', 'All jobs'],
        ['open', 'Leave out jobs closed to me'],
        ['confirmed', 'Only jobs open to me'],
      ]
        .map(([value, label]) => `<option value="${value}"${place === value ? ' selected' : ''}>${label}</option>`)
        .join('')}</select></label>`
    : ''
}
<label>Minimum yearly pay <input type="number" name="minPay" min="0" max="100000000" step="1000" value="${filter.minPay ?? ''}" /></label>
<label>Currency <select name="currency">${[...new Set([filter.payCurrency ?? 'USD', ...CURRENCIES])]
    .map((code) => `<option${code === (filter.payCurrency ?? 'USD') ? ' selected' : ''}>${escapeHtml(code)}</option>`)
    .join('')}</select></label>
${checkbox('withPay', '1', 'Only jobs that state pay', filter.withPayOnly)}
<label>Sort <select name="sort"><option value="date"${filter.sort === 'pay' ? '' : ' selected'}>Newest first</option><option value="pay"${filter.sort === 'pay' ? ' selected' : ''}>Highest pay first</option></select></label>
</div></fieldset>
<p><button type="submit">Apply filters</button></p>
</details>
</form>`;
}

/** Links to the pages a visitor may open, the one past them leading to the sign-up. */
function pager(page: number, pages: number, query: string): string {
  if (pages <= 1) return '';
  const href = (n: number) => {
    const params = new URLSearchParams(query);
    if (n > 1) params.set('page', String(n));
    return `/remote-jobs?${params}`;
  };
  const items = Array.from({ length: pages }, (_, i) => i + 1).map((n) =>
    n === page ? `<li><span aria-current="page">${n}</span></li>` : `<li><a href="${escapeHtml(href(n))}"${n > VISITOR_PAGES ? ' rel="nofollow"' : ''}>${n > VISITOR_PAGES ? 'More' : n}</a></li>`,
  );
  return `<nav aria-label="Pages"><ul class="pages">${items.join('')}</ul></nav>`;
}

/** A search the address cannot hold (a page that is no number, a value too long, an array where one value goes): said, with the way back. */
export function renderBadSearchPage(context: PageContext, message: string): string {
  return layout(context, {
    title: 'This search cannot be run | RemoteHunt',
    description: 'The search address holds something we cannot search by.',
    noindex: true,
    body: `<h1>This search cannot be run</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="/remote-jobs">Search every remote job</a></p>`,
  });
}
