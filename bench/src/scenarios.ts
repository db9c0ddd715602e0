import type { z } from 'zod';
import type { jobFilterSchema } from '@remotehunt/services/jobs/job-filter.schema';
import type { HttpRequest } from './load';

export interface ApiSession {
  baseUrl: string;
  token: string;
  userId: string;
}

/** The job list's filter, as REST takes it in the body and GraphQL as JobFilterInput: the service's own schema. */
export type JobFilterBody = Partial<z.input<typeof jobFilterSchema>>;

/** One page of one filtered list. */
export interface ListPageRequest {
  filter: JobFilterBody;
  page: number;
  limit: number;
}

/** Turns a list page into an HTTP request; the long-tail scenarios take one per transport. */
export type ListRequestBuilder = (session: ApiSession, list: ListPageRequest) => HttpRequest;

// The web client fetches the first page of ten, gzipped like any browser.
const PAGE = 'page=1&limit=10';

/** Every field the web app's job card asks for, without the description. */
export const GRAPHQL_JOBS_QUERY = `query($f: JobFilterInput){ jobs(filter: $f, limit: 10) { total totalIsExact data { _id jobTitle companyName companyImage source { name url } tags category datePosted validThrough worldwide expired shortlisted shortlistedJobId status visited applied } } }`;

/** The long-tail scenarios' GraphQL list: the ids of a page and its total, as a pager needs. */
export const GRAPHQL_LIST_QUERY = `query($f: JobFilterInput, $page: Int!, $limit: Int!){ jobs(filter: $f, page: $page, limit: $limit) { data { _id } total totalIsExact } }`;

const headersOf = (session: ApiSession) => ({ authorization: `Bearer ${session.token}`, 'content-type': 'application/json', 'accept-encoding': 'gzip' });

export function restJobList(session: ApiSession, filter: JobFilterBody): HttpRequest {
  return {
    url: `${session.baseUrl}/api/v1/users/${session.userId}/remotejobs/filter?${PAGE}`,
    method: 'POST',
    headers: headersOf(session),
    body: JSON.stringify(filter),
  };
}

/** A page of a list over REST, the job cards as the web app gets them. */
export const restListPage: ListRequestBuilder = (session, list) => ({
  url: `${session.baseUrl}/api/v1/users/${session.userId}/remotejobs/filter?page=${list.page}&limit=${list.limit}`,
  method: 'POST',
  headers: headersOf(session),
  body: JSON.stringify(list.filter),
});

/** The filter panel's counts for a list's filter (the page is not part of it). */
export const restFacets: ListRequestBuilder = (session, list) => ({
  url: `${session.baseUrl}/api/v1/users/${session.userId}/remotejobs/facets`,
  method: 'POST',
  headers: headersOf(session),
  body: JSON.stringify(list.filter),
});

/** Sends a facets request once and checks it answered the panel's counts. */
export async function checkFacets(request: HttpRequest): Promise<void> {
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${request.method} ${request.url} answered ${response.status}: ${text.slice(0, 500)}`);
  const answer = JSON.parse(text);
  if (!Array.isArray(answer.boards) || !Array.isArray(answer.categories) || typeof answer.worldwide?.count !== 'number') {
    throw new Error(`Not the panel's counts: ${text.slice(0, 500)}`);
  }
}

/** A page of a list over GraphQL: ids, total and whether the total is exact. */
export const graphqlListPage: ListRequestBuilder = (session, list) => ({
  url: `${session.baseUrl}/graphql`,
  method: 'POST',
  headers: headersOf(session),
  body: JSON.stringify({ query: GRAPHQL_LIST_QUERY, variables: { f: list.filter, page: list.page, limit: list.limit } }),
});

export function graphqlJobList(session: ApiSession, filter: JobFilterBody): HttpRequest {
  return {
    url: `${session.baseUrl}/graphql`,
    method: 'POST',
    headers: headersOf(session),
    body: JSON.stringify({ query: GRAPHQL_JOBS_QUERY, variables: { f: filter } }),
  };
}

/** One request outside the load, so a wrong answer fails the run instead of being timed. */
export async function checkJobList(request: HttpRequest): Promise<{ total: number; totalIsExact: boolean; rows: number }> {
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${request.method} ${request.url} answered ${response.status}: ${text.slice(0, 500)}`);
  const answer = JSON.parse(text);
  if (answer.errors) throw new Error(`GraphQL answered errors: ${JSON.stringify(answer.errors).slice(0, 500)}`);
  const page = answer.data?.jobs ?? answer;
  if (!Array.isArray(page.data) || typeof page.total !== 'number' || typeof page.totalIsExact !== 'boolean') {
    throw new Error(`Not a job page: ${text.slice(0, 500)}`);
  }
  return { total: page.total, totalIsExact: page.totalIsExact, rows: page.data.length };
}
