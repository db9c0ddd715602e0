/**
 * Hosts that send hiring mail for many companies, so their domain names none of them: applicant
 * tracking systems, scheduling tools and job boards. For these, the company is read from the display
 * name, the subject and the text instead (match-application.ts).
 */
const SHARED_SENDER_DOMAINS = new Set([
  'greenhouse.io', 'greenhouse-mail.io', 'lever.co', 'ashbyhq.com', 'ashby.io', 'workable.com', 'workablemail.com',
  'smartrecruiters.com', 'smartrecruiters.email', 'myworkday.com', 'myworkdayjobs.com', 'workday.com', 'icims.com',
  'jobvite.com', 'bamboohr.com', 'recruitee.com', 'teamtailor.com', 'teamtailor-mail.com', 'breezy.hr', 'jazzhr.com',
  'applytojob.com', 'taleo.net', 'successfactors.com', 'successfactors.eu', 'oraclecloud.com', 'personio.de', 'personio.com',
  'rippling.com', 'gem.com', 'goodtime.io', 'calendly.com', 'linkedin.com', 'indeed.com', 'indeedemail.com', 'glassdoor.com',
  'ziprecruiter.com', 'wellfound.com', 'dover.com', 'comeet.co', 'pinpointhq.com', 'jobscore.com', 'homerun.co',
]);

/** Mailbox providers: a recruiter writing from one tells us nothing about the company. */
const MAILBOX_PROVIDERS = new Set([
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'yahoo.com', 'icloud.com', 'me.com',
  'proton.me', 'protonmail.com', 'aol.com', 'gmx.com', 'gmx.de', 'fastmail.com', 'zoho.com',
]);

/** Second-level suffixes under which a company's own name is the third label (acme.co.uk). */
const TWO_LABEL_SUFFIXES = new Set([
  'co.uk', 'org.uk', 'ac.uk', 'com.au', 'net.au', 'co.nz', 'co.jp', 'co.in', 'com.br', 'com.sg', 'co.za', 'com.mx', 'co.il', 'com.tr',
]);

/** The part of a host a company registers: mail.acme.com → acme.com, jobs.acme.co.uk → acme.co.uk. */
export function registrableDomain(host: string): string {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.').filter(Boolean);
  const keep = labels.length >= 3 && TWO_LABEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/** The company's own name in its domain: acme-robotics.co.uk → "acmerobotics". */
export function domainName(domain: string): string {
  return domain.split('.')[0].replace(/[^a-z0-9]/g, '');
}

export function isSharedSender(domain: string): boolean {
  return SHARED_SENDER_DOMAINS.has(domain) || MAILBOX_PROVIDERS.has(domain);
}

/** Path segments and subdomains that are an ATS's own, not a company's board name. */
const GENERIC_LABELS = new Set(['www', 'jobs', 'boards', 'job-boards', 'apply', 'careers', 'hire', 'app', 'en', 'api', 'wd1', 'wd3', 'wd5', 'wd12']);

/**
 * What an application's URL tells about the company: its own domain (careers.acme.com → acme.com),
 * or, on an applicant tracking system, the board's name, which is the company's name run together
 * (boards.greenhouse.io/acmerobotics, acme.wd5.myworkdayjobs.com, careers-acme.icims.com).
 */
export function companyHintsOfUrl(url: string): { ownDomain: string | null; boardName: string | null } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ownDomain: null, boardName: null };
  }
  const domain = registrableDomain(parsed.hostname);
  if (!isSharedSender(domain)) return { ownDomain: domain, boardName: null };
  const subdomain = parsed.hostname.toLowerCase().slice(0, -domain.length).split('.').filter(Boolean)[0];
  const firstSegment = parsed.pathname.split('/').filter(Boolean)[0];
  const board = subdomain && !GENERIC_LABELS.has(subdomain) ? subdomain : firstSegment;
  const name = board?.toLowerCase().replace(/^careers-/, '').replace(/[^a-z0-9]/g, '');
  return { ownDomain: null, boardName: name || null };
}
