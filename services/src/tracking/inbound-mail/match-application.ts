import type { MailClassification } from './classify-mail';
import { companyCompacts, companyShortNames, containsWords, foldWords, normalizeCompanyName, normalizeJobTitle } from './company-names';
import { companyHintsOfUrl, domainName, isSharedSender, registrableDomain } from './mail-domains';
import type { ForwardedMail } from './read-forwarded-mail';

export interface TrackedApplication {
  id: string;
  companyName: string;
  jobTitle: string;
  applyUrl: string;
  /** Where the job was found or applied to, when that is not the apply URL's host. */
  sourceHost?: string | null;
}

export interface ApplicationMatch {
  applicationId: string;
  confidence: 'high' | 'low';
}

/**
 * How much each kind of evidence counts. The company must be named by at least one of sender domain,
 * display name, subject or text; a job title alone names no one (every company has a "Software Engineer").
 */
const WEIGHT = {
  ownDomain: 4,
  domainNamesCompany: 3,
  domainStartsLikeCompany: 2,
  displayName: 3,
  subject: 3,
  text: 2,
  /** A shorter form of the name ("Gringotts" for "Gringotts Payments"): less sure than the whole. */
  shortName: 0.7,
  titleInSubject: 2,
  titleInText: 1.5,
  /** The title without its seniority or parenthesis ("Backend Engineer" for "Senior Backend Engineer (Go)"). */
  coreTitle: 0.5,
};
/** The lead a best match needs over the next application to be called sure. */
const CLEAR_LEAD = 1.5;
const SENIORITY = /\b(?:senior|junior|staff|principal|lead|head of|mid level|entry level|intern|i|ii|iii|iv)\b/g;

interface Candidate {
  application: TrackedApplication;
  score: number;
  /** How many independent places (sender domain, display name, subject, text) name the company. */
  companySources: number;
  titleNamed: boolean;
  /** The sender writes from the company's own domain (its careers site's, or its name run together), not an ATS or a mailbox provider. */
  fromCompanyDomain: boolean;
}

/**
 * Which tracked application a classified message is about. Sure ('high') when the company is named in
 * two independent places, or when someone writes from the company's own domain about the job's whole
 * title (a hiring manager's "Re: Sales Engineer" seldom repeats the company's name), and the match
 * leads every other application clearly; a company with several applications needs the job title to be
 * sure which. A message of kind 'other' moves nothing, so it is matched to nothing.
 */
export function matchApplication(
  mail: Pick<ForwardedMail, 'sender' | 'subject' | 'text'>,
  classification: Pick<MailClassification, 'kind'>,
  applications: readonly TrackedApplication[],
): ApplicationMatch | null {
  if (classification.kind === 'other' || applications.length === 0) return null;
  const evidence = readEvidence(mail);
  const candidates = applications
    .map((application) => score(application, evidence))
    .filter((candidate) => candidate.companySources > 0)
    .sort((a, b) => b.score - a.score);
  if (candidates.length === 0) return null;

  const [best, next] = candidates;
  const clearLead = !next || best.score - next.score >= CLEAR_LEAD;
  const sameCompanyAsNext = next && normalizeCompanyName(next.application.companyName) === normalizeCompanyName(best.application.companyName);
  const named = best.companySources >= 2 || (best.fromCompanyDomain && best.titleNamed);
  const sure = named && clearLead && (!sameCompanyAsNext || (best.titleNamed && !next.titleNamed));
  return { applicationId: best.application.id, confidence: sure ? 'high' : 'low' };
}

interface Evidence {
  senderDomain: string | null;
  senderLocal: string;
  displayName: string;
  subject: string;
  text: string;
  rawSubject: string;
  rawText: string;
}

function readEvidence(mail: Pick<ForwardedMail, 'sender' | 'subject' | 'text'>): Evidence {
  const address = mail.sender?.address ?? '';
  const at = address.lastIndexOf('@');
  return {
    senderDomain: at > 0 ? registrableDomain(address.slice(at + 1)) : null,
    senderLocal: at > 0 ? address.slice(0, at).replace(/[^a-z0-9]/g, '') : '',
    displayName: foldWords(mail.sender?.name ?? ''),
    subject: foldWords(mail.subject),
    text: foldWords(mail.text),
    rawSubject: mail.subject,
    rawText: mail.text,
  };
}

function score(application: TrackedApplication, evidence: Evidence): Candidate {
  const company = normalizeCompanyName(application.companyName);
  const compacts = companyCompacts(company);
  const shortNames = companyShortNames(company);
  let score = 0;
  let companySources = 0;
  const add = (points: number) => {
    if (points > 0) {
      score += points;
      companySources++;
    }
  };

  const domain = domainPoints(application, evidence, compacts);
  add(domain);
  add(namePoints(evidence.displayName, company, shortNames, WEIGHT.displayName));
  add(namePoints(evidence.subject, company, shortNames, WEIGHT.subject));
  add(namePoints(evidence.text, company, shortNames, WEIGHT.text));

  const title = normalizeJobTitle(application.jobTitle);
  const core = normalizeJobTitle(application.jobTitle.replace(/\([^)]*\)/g, ' ')).replace(SENIORITY, ' ').replace(/\s+/g, ' ').trim();
  const subjectTitle = normalizeJobTitle(evidence.rawSubject);
  const textTitle = normalizeJobTitle(evidence.rawText);
  let titlePoints = 0;
  if (containsWords(subjectTitle, title)) titlePoints = WEIGHT.titleInSubject;
  else if (containsWords(textTitle, title)) titlePoints = WEIGHT.titleInText;
  else if (core.includes(' ') && (containsWords(subjectTitle, core) || containsWords(textTitle, core))) titlePoints = WEIGHT.coreTitle;
  score += titlePoints;

  const fromCompanyDomain = !!evidence.senderDomain && !isSharedSender(evidence.senderDomain) && domain >= WEIGHT.domainNamesCompany;
  return { application, score, companySources, titleNamed: titlePoints >= WEIGHT.titleInText, fromCompanyDomain };
}

/** What the sender's address says: the company's own domain, or its name in an ATS address (acme@myworkday.com). */
function domainPoints(application: TrackedApplication, evidence: Evidence, compacts: string[]): number {
  const domain = evidence.senderDomain;
  if (!domain) return 0;
  if (isSharedSender(domain)) {
    const board = companyHintsOfUrl(application.applyUrl).boardName;
    const local = evidence.senderLocal;
    const named = local.length >= 4 && (compacts.some((compact) => local.includes(compact)) || (board !== null && board.length >= 4 && local.includes(board)));
    return named ? WEIGHT.domainNamesCompany : 0;
  }
  const ownDomains = [companyHintsOfUrl(application.applyUrl).ownDomain, application.sourceHost ? registrableDomain(application.sourceHost) : null];
  if (ownDomains.includes(domain)) return WEIGHT.ownDomain;
  const name = domainName(domain);
  if (compacts.includes(name)) return WEIGHT.domainNamesCompany;
  if (name.length >= 4 && compacts.some((compact) => compact.startsWith(name) || name.startsWith(compact))) return WEIGHT.domainStartsLikeCompany;
  return 0;
}

function namePoints(text: string, company: string, shortNames: string[], weight: number): number {
  if (containsWords(text, company)) return weight;
  return shortNames.some((name) => containsWords(text, name)) ? weight * WEIGHT.shortName : 0;
}
