import { cleanText } from '../ingestion/normalize/text';
import { absoluteHttpUrl, hostOf } from './absolute-url';
import { descriptionOf } from './escaped-html';
import type { JobDraft } from './job-draft';
import { readJobPosting } from './job-posting';
import { isJobSiteName, jobSiteOfHost } from './job-sites';
import { findJobPosting } from './json-ld';
import { companyKey, titleFacts } from './page-title';
import { companyHintsOf, isJobAddress } from './page-address';
import type { PageParts } from './page-parts';

/**
 * A job draft from a page's parts (pagePartsFromHtml on the server, pagePartsFromDocument in the
 * extension). What the page says about the job in schema.org JSON-LD comes first; each field it
 * leaves out is taken from Open Graph and Twitter meta tags, then the <title> and <h1>. A page that
 * is not a job still gives its title, address and site, with isJobPage false.
 *
 * Pure and DOM-free: no network, no Node built-ins, so the extension bundles it as it is.
 */
export function readJob(parts: PageParts): JobDraft {
  // Meta tags and headings are decoded by the HTML parser and once more by cleanText: sites escape
  // them twice ("AT&amp;amp;T") more often than they mean a literal "&lt;".
  const meta = (key: string): string | null => cleanText(parts.meta[key]);
  const canonicalUrl =
    absoluteHttpUrl(parts.canonical, parts.url) ?? absoluteHttpUrl(parts.meta['og:url'], parts.url) ?? absoluteHttpUrl(parts.url, parts.url);
  const host = hostOf(absoluteHttpUrl(parts.url, parts.url) ?? canonicalUrl);
  const siteName = meta('og:site_name');
  const jobSite = jobSiteOfHost(host);
  const source = siteName ?? jobSite ?? (host ? host.replace(/^www\./, '') : null);

  const found = findJobPosting(parts.jsonLd);
  const posting = found ? readJobPosting(found, canonicalUrl ?? parts.url) : null;
  const jobLike = !!posting || isJobAddress(canonicalUrl) || isJobAddress(parts.url);
  const fromTitle = titleFacts([parts.meta['og:title'], parts.meta['twitter:title'], parts.title], {
    siteNames: [siteName, jobSite].filter((name): name is string => !!name),
    companyHints: [...companyHintsOf(parts.url), ...companyHintsOf(canonicalUrl)],
    jobLike,
    linkedIn: jobSite === 'LinkedIn',
  });

  return {
    jobTitle: posting?.jobTitle ?? fromTitle.jobTitle ?? cleanText(parts.h1),
    companyName: posting?.companyName ?? fromTitle.companyName ?? (jobLike ? siteCompany(siteName) : null),
    location: posting?.location ?? fromTitle.location,
    description:
      posting?.description ??
      descriptionOf(parts.meta['og:description']) ??
      descriptionOf(parts.meta['twitter:description']) ??
      descriptionOf(parts.meta['description']),
    salary: posting?.salary ?? null,
    employmentType: posting?.employmentType ?? null,
    applyUrl: posting ? (posting.applyUrl ?? posting.url ?? canonicalUrl) : null,
    canonicalUrl,
    datePosted: posting?.datePosted ?? null,
    source,
    isJobPage: !!posting,
  };
}

/** A company's own careers site names it: og:site_name "Acme Careers" is Acme; "LinkedIn" is nobody's employer. */
function siteCompany(siteName: string | null): string | null {
  if (!siteName || isJobSiteName(siteName) || !companyKey(siteName)) return null;
  return cleanText(siteName.replace(/\b(?:careers?|jobs?|karriere|stellenangebote)\b/gi, '')) ?? null;
}
