import type { DataSource } from 'typeorm';
import { jobPagePath } from '@remotehunt/services/public-pages/job-url';
import type { HttpRequest } from './load';

/** How many different public job pages scenario (i) cycles through: a crawler or visitors, not one page. */
export const PUBLIC_PAGES = 1000;

/**
 * Scenario (i)'s requests: the public pages of live jobs whose boards allow them, a fixed sample
 * (the same jobs every run on the same catalogue), each request another job.
 */
export async function publicPageRequests(db: DataSource, baseUrl: string): Promise<HttpRequest[]> {
  const rows: { id: string; title: string; company_name: string }[] = await db.query(
    `SELECT j.id, j.title, j.company_name FROM jobs j JOIN job_boards b ON b.id = j.board_id
      WHERE NOT j.filled AND j.valid_through > now() AND j.expired_at IS NULL AND b.public_pages
      ORDER BY md5(j.id::text) LIMIT $1`,
    [PUBLIC_PAGES],
  );
  if (rows.length === 0) throw new Error('(i) the bench catalogue has no live job with a public page');
  return rows.map((r) => ({
    url: `${baseUrl}${jobPagePath({ id: r.id, title: r.title, companyName: r.company_name })}`,
    method: 'GET',
    // As a browser asks: the page is gzipped like every answer over 1 KB.
    headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
  }));
}

/** Each page answers 200 with its JobPosting before any is timed. */
export async function checkPublicPages(requests: readonly HttpRequest[], count: number): Promise<void> {
  for (const request of requests.slice(0, count)) {
    const response = await fetch(request.url, { redirect: 'manual' });
    const html = await response.text();
    if (response.status !== 200 || !html.includes('"@type":"JobPosting"')) {
      throw new Error(`(i) ${request.url} answered ${response.status}${response.status === 200 ? ' without its JobPosting' : ''}`);
    }
  }
}
