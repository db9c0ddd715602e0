import type { CanonicalCategory } from './canonical-categories';

/**
 * Categories read from a job title (or a board's free-form category words)
 * when the board gives none or only a vague one. Ordered: the first match wins,
 * so narrow roles come before the broad words that would also match them
 * ("QA Engineer" is QA, "Sales Engineer" is Sales, not Programming). The roles
 * follow the seed vocabulary's view of each category (seed/job-vocabulary.ts).
 */
const TITLE_RULES: readonly (readonly [CanonicalCategory, RegExp])[] = [
  ['Data Entry', /\bdata entry\b|\bdata annotat|\bdata label|\btranscri(?:ption|ptionist|ber)\b/],
  ['Virtual Assistant', /\bvirtual assistant\b|\bpersonal assistant\b/],
  ['QA', /\bqa\b|\bquality assurance\b|\btest automation\b|\bsdet\b|\btesters?\b|\bengineer in test\b/],
  ['Crypto', /\bcrypto|\bblockchain\b|\bweb3\b|\bsolidity\b|\bdefi\b|\bsmart contracts?\b/],
  ['Devops & Sysadmin', /\bdevops\b|\bsite reliability\b|\bsre\b|\bsys ?admin|\bsystems? administrator\b|\binfrastructure engineer|\bcloud engineer|\bplatform engineer|\bdatabase administrator\b|\bdba\b/],
  ['IT', /\bit (?:support|specialist|administrator|technician|manager|operations|systems?)\b|\bhelp ?desk\b|\bnetwork (?:engineer|administrator)\b|\bsecurity (?:analyst|engineer)\b|\bcyber ?security\b/],
  ['Customer Support', /\bcustomer (?:support|service|success|experience|care)\b|\bsupport (?:specialist|agent|representative|engineer|technician)\b|\btechnical support\b|\bhappiness engineer\b/],
  ['HR', /\brecruit|\btalent (?:acquisition|partner)\b|\bhuman resources\b|\bhr\b|\bpeople (?:operations|partner|ops)\b/],
  ['Legal', /\blegal\b|\battorneys?\b|\blawyers?\b|\bparalegals?\b|\bcounsel\b|\bcompliance\b/],
  ['Accounting', /\baccountants?\b|\baccounting\b|\bbookkeep|\baccounts (?:payable|receivable)\b|\bpayroll\b|\btax\b|\bauditor\b/],
  ['Health Care', /\bnurses?\b|\bnursing\b|\bclinical\b|\bclinician|\bmedical\b|\bpatient\b|\btherapists?\b|\bphysicians?\b|\bpharmac|\bhealthcare\b|\bcare (?:coordinator|navigator|manager)\b|\bdental\b|\bpsychiatr|\bradiolog/],
  ['Teaching', /\bteachers?\b|\btutors?\b|\binstructors?\b|\bteaching\b|\bcurriculum\b|\binstructional design|\beducators?\b|\bdocente\b|\bprofessor\b|\bmaths? coach\b/],
  ['Editing', /\beditors?\b|\bproofread|\bcopy ?edit/],
  ['Writing', /\bwriters?\b|\bcopywrit|\bcontent strategist\b|\btechnical writing\b|\bjournalists?\b/],
  ['Design', /\bdesigners?\b|\bdesign (?:lead|director|manager)\b|\bux\b|\bui\b|\bgraphic|\billustrat|\banimators?\b/],
  ['Product', /\bproduct (?:manager|owner|lead|director|management|operations|analyst)\b|\bhead of product\b/],
  ['Sales & Marketing', /\bsales\b|\bmarketing\b|\bmarketers?\b|\baccount (?:executive|manager|director)\b|\bbusiness development\b|\bsdr\b|\bbdr\b|\bseo\b|\bpartnerships?\b|\bsocial media\b|\bdemand gen|\bvertrieb/],
  ['Business Enablement', /\bbusiness (?:analyst|systems analyst|operations analyst)\b|\benablement\b|\bsolutions consultant\b|\bimplementation (?:manager|specialist|consultant)\b|\bdata analyst\b/],
  ['Management & Finance', /\bfinanc|\bcontroller\b|\bfp&a\b|\bcfo\b|\btreasur|\bhead of operations\b|\boperations (?:manager|director|lead)\b|\bcredit risk\b|\binvestment\b/],
  ['General & Administrative', /\bexecutive assistant\b|\badministrative\b|\boffice manager\b|\bassistants?\b|\bcoordinators?\b|\bprogram manager\b|\bproject manager\b|\breceptionists?\b|\bscheduler\b/],
  ['Programming', /\bengineer(?:s|ing)?\b|\bdevelopers?\b|\bprogrammers?\b|\bsoftware\b|\bfront[- ]?end\b|\bback[- ]?end\b|\bfull[- ]?stack\b|\bmachine learning\b|\bdata (?:engineer|scientist)\b|\bios\b|\bandroid\b|\barchitect\b|\bcto\b|\bdesarrollador/],
];

/** The first category whose words appear in the first text that names one, or null. */
export function categoryFromWords(texts: readonly string[]): CanonicalCategory | null {
  for (const text of texts) {
    const words = text.toLowerCase().replace(/[-_]+/g, ' ');
    for (const [category, pattern] of TITLE_RULES) if (pattern.test(words)) return category;
  }
  return null;
}
