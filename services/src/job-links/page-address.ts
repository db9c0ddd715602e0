import { atsOfHost, isJobSiteName, jobSiteOfHost } from './job-sites';

// Path words of a single job's page: /jobs/123, /careers/marketing-manager, /remote-jobs/…, /karriere/…
const JOB_WORDS = /job|career|position|opening|vacanc|posting|karriere|stelle|opportunit/;
// Path words of a list of jobs, never one.
const LIST_WORDS = new Set(['search', 'results', 'collections']);
// Query parameters that name one job on a company's own site (Greenhouse's and Ashby's embeds, and the usual names).
const JOB_PARAMS = /^(?:gh_jid|ashby_jid|jobid|job_id|jid|posting_id|vacancy_id)$/i;
// Second-level labels under a country's domain (acme.co.uk), never a company's name.
const GENERIC_LABELS = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'www', 'careers', 'jobs', 'apply', 'boards', 'job-boards', 'eu']);

/**
 * Whether an address is probably one job's page, judged by its shape only: a job site's posting
 * path, or a job word in the path followed by the job's own segment (so /careers lists jobs and
 * /careers/marketing-manager is one). The reader splits page titles into job and company only on
 * such pages: elsewhere "Life at Acme" is a blog post.
 */
export function isJobAddress(url: string | null): boolean {
  const parsed = parseUrl(url);
  if (!parsed) return false;
  const segments = parsed.pathname.toLowerCase().split('/').filter(Boolean);
  if (segments.some((segment) => LIST_WORDS.has(segment))) return false;
  const site = jobSiteOfHost(parsed.hostname);
  if (site === 'LinkedIn') return segments[0] === 'jobs' && segments[1] === 'view' && segments.length > 2;
  if (site) return segments.length >= 2;
  if ([...parsed.searchParams.keys()].some((key) => JOB_PARAMS.test(key))) return true;
  return segments.slice(0, -1).some((segment) => JOB_WORDS.test(segment));
}

/**
 * Names the hiring company may go by, read from the address: an ATS board's slug
 * (jobs.lever.co/tailspin-toys → "tailspin-toys") or a company site's domain (careers.acme.co.uk →
 * "acme"). Only compared with parts of a page title, never shown.
 */
export function companyHintsOf(url: string | null): string[] {
  const parsed = parseUrl(url);
  if (!parsed) return [];
  const host = parsed.hostname.toLowerCase();
  if (atsOfHost(host)) {
    const slug = parsed.pathname.split('/').filter(Boolean)[0];
    return slug ? [safeDecode(slug)] : [];
  }
  if (jobSiteOfHost(host)) return [];
  const labels = host.split('.').slice(0, -1);
  while (labels.length && GENERIC_LABELS.has(labels[labels.length - 1])) labels.pop();
  const label = labels.filter((l) => !GENERIC_LABELS.has(l)).pop();
  return label && !isJobSiteName(label) ? [label] : [];
}

function parseUrl(url: string | null): URL | null {
  if (!url) return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
