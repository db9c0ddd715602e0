import type { EmploymentType } from './employment-type';
import { endsPart, type TitleWord, titleWords } from './title-words';

/**
 * The employment type a job title states outright: "(Contract)", "React Native Developer -
 * Part-Time", "Freelance Shopify Developer", "ML Engineer Intern", "Independent Contractor".
 * Subjects are not types: "Contract Compliance Auditor", "Contract Manager", "Internship
 * Coordinator" and "Volunteer Coordinator" are roles.
 */
export function titleEmploymentTypes(title: unknown): Set<EmploymentType> {
  const words = titleWords(title);
  const types = new Set<EmploymentType>();
  for (let at = 0; at < words.length; at++) {
    const type = typeAt(words, at);
    if (type) types.add(type);
  }
  return types;
}

const FREELANCE = new Set(['freelance', 'freelancer', 'freelancers', 'freiberuflich', 'freiberufler']);
const INTERNSHIP = new Set(['intern', 'interns', 'internship', 'internships', 'praktikum', 'praktikant', 'praktikantin', 'stagiaire', 'becario', 'becaria', 'pasante']);
const INTERNSHIP_ROLES = new Set(['program', 'programme', 'programs', 'coordinator', 'manager', 'recruiter', 'recruiting', 'mentor']);
// "Contract" before these is the subject of the job, not its terms.
const CONTRACT_ROLES = new Set([
  'manager', 'management', 'specialist', 'specialists', 'administrator', 'administration', 'analyst', 'negotiator', 'attorney',
  'lawyer', 'law', 'officer', 'coordinator', 'compliance', 'review', 'reviewer', 'associate', 'paralegal', 'counsel', 'lifecycle', 'operations',
]);
const CONTRACT_TERMS = new Set(['role', 'position', 'basis', 'job', 'work', 'assignment', 'opportunity', 'engagement', 'only', 'gig']);
const CONTRACTOR_ROLES = new Set(['relations', 'management', 'manager', 'compliance', 'coordinator', 'administrator', 'liaison', 'specialist']);
const VOLUNTEER_TERMS = new Set(['role', 'position', 'opportunity', 'basis']);

function typeAt(words: readonly TitleWord[], at: number): EmploymentType | null {
  const word = words[at].text;
  const next = words[at + 1]?.text;
  const nextInPart = endsPart(words, at) ? undefined : next;
  if (FREELANCE.has(word)) return 'Freelance';
  if (INTERNSHIP.has(word)) return next !== undefined && INTERNSHIP_ROLES.has(next) ? null : 'Internship';
  switch (word) {
    case 'full':
    case 'part':
      if (next !== 'time' || words[at + 1].gap === 'break') return null;
      return word === 'full' ? 'Full-Time' : 'Part-Time';
    case 'fulltime':
    case 'vollzeit':
      return 'Full-Time';
    case 'parttime':
    case 'teilzeit':
      return 'Part-Time';
    case 'contractor':
    case 'contractors':
      return next !== undefined && CONTRACTOR_ROLES.has(next) ? null : 'Contract';
    // "(Contract)", "6 Month Contract", "Contract Designer", "Contract-to-Hire", "ongoing contract work".
    case 'contract':
      if (nextInPart === undefined || CONTRACT_TERMS.has(nextInPart) || (nextInPart === 'to' && words[at + 2]?.text === 'hire')) return 'Contract';
      return startsPart(words, at) && !CONTRACT_ROLES.has(nextInPart) ? 'Contract' : null;
    case 'temporary':
    case 'seasonal':
    case 'befristet':
      return 'Temporary';
    case 'temp':
      return startsPart(words, at) && nextInPart === undefined ? 'Temporary' : null;
    case 'fixed':
      return next === 'term' ? 'Temporary' : null;
    case 'volunteer':
    case 'unpaid':
    case 'ehrenamtlich':
      return nextInPart === undefined || VOLUNTEER_TERMS.has(nextInPart) ? 'Volunteer' : null;
  }
  return null;
}

const startsPart = (words: readonly TitleWord[], at: number): boolean => words[at].gap === 'start' || words[at].gap === 'break';
