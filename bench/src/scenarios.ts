import type { HttpRequest } from './load';

export interface ApiSession {
  baseUrl: string;
  token: string;
  userId: string;
}

export interface JobFilterBody {
  categories?: string[];
  tags?: string[];
  hideViewedJobs?: boolean;
  query?: string;
}

// The web client fetches the first page of ten, gzipped like any browser.
const PAGE = 'page=1&limit=10';

/** Every field the web app's job card asks for, without the description. */
export const GRAPHQL_JOBS_QUERY = `query($f: JobFilterInput){ jobs(filter: $f, limit: 10) { total data { _id jobTitle companyName companyImage source { name url } tags category datePosted validThrough worldwide expired shortlisted shortlistedJobId status visited applied } } }`;

export function restJobList(session: ApiSession, filter: JobFilterBody): HttpRequest {
  return {
    url: `${session.baseUrl}/api/v1/users/${session.userId}/remotejobs/filter?${PAGE}`,
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    body: JSON.stringify(filter),
  };
}

export function graphqlJobList(session: ApiSession, filter: JobFilterBody): HttpRequest {
  return {
    url: `${session.baseUrl}/graphql`,
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    body: JSON.stringify({ query: GRAPHQL_JOBS_QUERY, variables: { f: filter } }),
  };
}

/** One request outside the load, so a wrong answer fails the run instead of being timed. */
export async function checkJobList(request: HttpRequest): Promise<{ total: number; rows: number }> {
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${request.method} ${request.url} answered ${response.status}: ${text.slice(0, 500)}`);
  const answer = JSON.parse(text);
  if (answer.errors) throw new Error(`GraphQL answered errors: ${JSON.stringify(answer.errors).slice(0, 500)}`);
  const page = answer.data?.jobs ?? answer;
  if (!Array.isArray(page.data) || typeof page.total !== 'number') throw new Error(`Not a job page: ${text.slice(0, 500)}`);
  return { total: page.total, rows: page.data.length };
}
