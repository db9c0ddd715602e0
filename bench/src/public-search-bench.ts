import { readFile, writeFile } from 'node:fs/promises';
import type { DataSource } from 'typeorm';
import type { HttpRequest, LoadResult } from './load';
import type { PageAudit } from './web-audit';
import { Draw } from './prng';

/** How many different public searches the scenario cycles through (issue 49's target: 1,000). */
export const PUBLIC_SEARCHES = 1000;
const SEED = 20_261_129;
/** The targets at each catalogue size: p95 of a whole search page (list, count and option counts). */
export const PUBLIC_SEARCH_TARGETS: { jobs: number; p95Ms: number }[] = [
  { jobs: 100_000, p95Ms: 30 },
  { jobs: 1_000_000, p95Ms: 150 },
];

/**
 * A visitor's searches, as the page's form and its links make them: a keyword from a job title (most
 * never searched before on this catalogue), one category or tag (the pages search engines list), or
 * a few filters together, on pages 1 to 5, each request another search.
 */
export async function publicSearchRequests(db: DataSource, baseUrl: string): Promise<HttpRequest[]> {
  const [categories, boards, tags, titles] = await Promise.all([
    db.query<{ title: string }[]>(`SELECT title FROM job_categories ORDER BY position`),
    db.query<{ name: string }[]>(`SELECT name FROM job_boards WHERE listed AND public_pages ORDER BY name`),
    db.query<{ name: string }[]>(`SELECT name FROM tags ORDER BY job_count DESC, name LIMIT 300`),
    db.query<{ title: string }[]>(`SELECT title FROM jobs ORDER BY md5(id::text) LIMIT 2000`),
  ]);
  if (!boards.length || !tags.length || !titles.length) throw new Error('(p) the bench catalogue has no public board, tag or job to search for');
  const words = [...new Set(titles.flatMap((row) => row.title.toLowerCase().split(/[^a-z]+/)).filter((word) => word.length >= 4))];
  const draw = new Draw(SEED);
  const requests: HttpRequest[] = [];
  const seen = new Set<string>();
  while (requests.length < PUBLIC_SEARCHES) {
    const params = new URLSearchParams();
    const kind = draw.int(1, 5);
    if (kind === 1) params.set('q', draw.pick(words));
    if (kind === 2) params.set('categories', draw.pick(categories).title);
    if (kind === 3) params.set('tags', draw.pick(tags).name);
    if (kind === 4) {
      params.set('q', draw.pick(words));
      params.set('categories', draw.pick(categories).title);
    }
    if (kind === 5) {
      for (const tag of draw.pickDistinct(tags, draw.int(1, 3))) params.append('tags', tag.name);
      params.append('boards', draw.pick(boards).name);
      if (draw.chance(0.5)) params.set('minPay', String(draw.int(4, 15) * 10_000));
      if (draw.chance(0.3)) params.set('sort', 'pay');
      if (draw.chance(0.3)) params.set('type', 'Full-Time');
    }
    if (draw.chance(0.3)) params.set('page', String(draw.int(2, 5)));
    const url = `${baseUrl}/remote-jobs?${params}`;
    if (seen.has(url)) continue;
    seen.add(url);
    requests.push({ url, method: 'GET', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
  }
  return requests;
}

/** Each of the first pages answers 200 with its count before any is timed. */
export async function checkPublicSearch(requests: readonly HttpRequest[], count: number): Promise<void> {
  for (const request of requests.slice(0, count)) {
    const response = await fetch(request.url);
    const html = await response.text();
    if (response.status !== 200 || !html.includes('<p role="status">')) throw new Error(`(p) ${request.url} answered ${response.status}${response.status === 200 ? ' without its count' : ''}`);
  }
}

const SECTION_START = '<!-- public-search:start -->';
const SECTION_END = '<!-- public-search:end -->';

/** The scenario's section of bench/RESULTS.md, with the target for this catalogue's size. */
export function publicSearchReport(jobs: number, load: LoadResult, connections: number, cores: number, audit: PageAudit | null): string {
  const busy = load.cpuPerRequest ? ((load.cpuPerRequest.gateway + load.cpuPerRequest.database) * load.requestsPerSecond) / 1000 : null;
  const target = PUBLIC_SEARCH_TARGETS.find((t) => t.jobs === jobs);
  const cpu = load.cpuPerRequest ? `${load.cpuPerRequest.gateway.toFixed(2)} ms gateway, ${load.cpuPerRequest.database.toFixed(2)} ms PostgreSQL` : 'not read';
  return `${SECTION_START}
## Public search pages (issue 49), ${jobs.toLocaleString('en-US')} jobs

\`npm run bench -- --only public-search --jobs ${jobs}\`: ${PUBLIC_SEARCHES.toLocaleString('en-US')} different visitor searches at \`/remote-jobs\` (a keyword from a job title, one category or tag, or tags with a board, pay, type and sort; pages 1–5), ${connections} connections, each page whole (list, count and every option's count), gzipped as browsers ask.

| p50 | p95 | req/s | CPU per page | target p95 | met |
| ---: | ---: | ---: | --- | ---: | --- |
| ${load.p50.toFixed(1)} ms | ${load.p95.toFixed(1)} ms | ${load.requestsPerSecond.toFixed(0)} | ${cpu} | ${target ? `${target.p95Ms} ms` : 'none at this size'} | ${target ? (load.p95 <= target.p95Ms ? 'yes' : '**no**') : '–'} |
${audit ? `\nLighthouse, mobile, median of ${audit.performanceScores.length} runs on \`${audit.path}\` (target 100 / 100 / 100 / 100): performance ${audit.performance} (runs ${audit.performanceScores.join(', ')}), accessibility ${audit.accessibility}, best practices ${audit.bestPractices}, SEO ${audit.seo}${audit.failedAudits.length ? `; audits short of full marks: ${audit.failedAudits.join(', ')}` : ''}.\n` : ''}${busy === null ? '' : `\nWhat bounds it: CPU. Per page × pages a second, the gateway and PostgreSQL kept ${busy.toFixed(2)} of the machine's ${cores} cores busy, so the 10 connections queue; the load generator, on the same cores, takes most of the rest. The panel's counts come from the gateway's term bitmaps (docs/architecture.md), so PostgreSQL no longer counts every option of a keyword nobody searched before.\n`}${SECTION_END}`;
}

export async function writePublicSearchSection(resultsFile: string, section: string): Promise<void> {
  const text = await readFile(resultsFile, 'utf8').catch(() => '# RemoteHunt benchmark results\n');
  const start = text.indexOf(SECTION_START);
  const end = text.indexOf(SECTION_END);
  const next = start >= 0 && end > start ? `${text.slice(0, start)}${section}${text.slice(end + SECTION_END.length)}` : `${text.trimEnd()}\n\n${section}\n`;
  await writeFile(resultsFile, next);
}
