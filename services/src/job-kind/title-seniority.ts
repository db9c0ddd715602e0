import type { Seniority } from './seniority';
import { endsPart, partBefore, type TitleWord, titleWords } from './title-words';

/**
 * What a job title says of seniority: the level it names ("Senior Manager" is a manager, "Senior
 * Staff Engineer" staff, "Senior/Staff Engineer" senior), or null when it names none. Roles are
 * not levels: "Account Manager", "Product Manager", "Solutions Architect", "Account Executive"
 * and "Founding Engineer" say what the job is, not how senior; only a seniority word does.
 */
export interface TitleSeniority {
  level: Seniority | null;
  /** Every level the title names, so a board's range ("Mid-level, Senior") can pick the one the title means. */
  named: ReadonlySet<Seniority>;
}

// The individual-contributor ladder, lowest first: a range ("Mid/Senior") reads as its lower end,
// several steps in a row ("Senior Staff", "Sr. Lead") as the highest.
const LADDER: readonly Seniority[] = ['intern', 'junior', 'mid', 'senior', 'lead', 'principal'];

// Words that name a level by themselves, German, French and Spanish included (Arbeitnow is
// multilingual). "Associate Director" stays a director: a director word outranks everything.
const LEVEL_WORDS: ReadonlyMap<string, Seniority> = new Map(
  Object.entries({
    intern: ['intern', 'interns', 'internship', 'internships', 'trainee', 'trainees', 'apprentice', 'apprenticeship', 'praktikant', 'praktikantin', 'praktikum', 'werkstudent', 'werkstudentin', 'azubi', 'stagiaire', 'becario', 'becaria', 'pasante'],
    junior: ['junior', 'jr', 'jnr', 'graduate', 'grad', 'associate', 'entrylevel', 'berufseinsteiger'],
    mid: ['intermediate', 'midlevel', 'midweight'],
    senior: ['senior', 'sr', 'snr'],
    lead: ['lead', 'teamleiter', 'teamleiterin', 'teamleitung'],
    principal: ['distinguished'],
    manager: ['supervisor'],
    director: [
      'director', 'directors', 'directeur', 'directrice', 'direktor', 'vp', 'svp', 'evp', 'avp', 'president',
      'chief', 'ceo', 'cto', 'cfo', 'coo', 'cmo', 'cio', 'ciso', 'founder', 'cofounder',
      'geschäftsführer', 'geschäftsführerin', 'geschäftsführung', 'geschäftsleitung', 'vorstand',
    ],
  }).flatMap(([level, words]) => words.map((word) => [word, level as Seniority] as const)),
);

// The next word that turns a level word into something else: "Lead Generation", "Senior Living",
// "Staff Accountant" (an accountant's grade, not a staff engineer), "Internship Coordinator",
// "Midlevel Giving" (a donor tier).
const INTERN_ROLES = ['program', 'programme', 'programs', 'coordinator', 'manager', 'recruiter', 'recruiting', 'mentor'];
const SENIOR_CARE = ['living', 'care', 'citizen', 'citizens', 'housing', 'home', 'homes'];
const DONOR_TIER = ['giving', 'donor', 'donors', 'gifts'];
const UNMADE_BY_NEXT: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({
    lead: ['generation', 'gen', 'generator', 'generators', 'nurturing', 'qualification', 'track', 'magnet'],
    senior: SENIOR_CARE,
    sr: SENIOR_CARE,
    staff: [
      'accountant', 'accountants', 'accounting', 'auditor', 'nurse', 'nurses', 'writer', 'writers', 'pharmacist', 'attorney',
      'physician', 'psychologist', 'psychiatrist', 'therapist', 'counselor', 'assistant', 'scheduler', 'augmentation', 'sergeant',
    ],
    junior: ['high'],
    graduate: ['admissions', 'school', 'studies', 'student', 'students', 'teaching', 'research'],
    associate: ['professor', 'dean'],
    intern: INTERN_ROLES,
    interns: INTERN_ROLES,
    internship: INTERN_ROLES,
    midlevel: DONOR_TIER,
    // "Founder's Associate" works for the founder.
    founder: ['s', 'associate', 'associates', 'office'],
  }).map(([word, next]) => [word, new Set(next)] as const),
);

// "Mid" only next to a level word: "Mid-Level", "Mid/Senior", never "Mid-Market Account Executive".
const MID_PARTNERS = new Set(['level', 'levels', 'lvl', 'senior', 'sr', 'career', 'weight']);

// "Executive Assistant to the CEO", "Office of the CTO": a director named as the one served.
const SERVES_THE_NEXT = new Set(['to', 'for', 'of']);

// "Manager" is a level when the manager runs people: "Engineering Manager", "Manager, Engineering",
// "Senior Manager, Change Enablement". Most "X Manager" titles name a role ("Account Manager",
// "Product Manager", "Partnerships Manager"), so any other reads as no level.
const BEFORE_A_PEOPLE_MANAGER = new Set(['senior', 'sr', 'snr', 'associate', 'assistant', 'deputy', 'general', 'regional', 'area', 'district', 'group', 'country', 'junior', 'jr']);
const TEAMS = new Set(['engineering', 'development', 'software', 'people', 'team']);
const ROLES = new Set([
  'product', 'project', 'program', 'programme', 'account', 'accounts', 'release', 'marketing', 'sales', 'success', 'partnership', 'partnerships',
  'community', 'content', 'business', 'risk', 'change', 'implementation', 'case', 'care', 'category', 'territory', 'brand', 'campaign', 'relationship',
]);

// "Software Engineer II": a grade after the role, ending that part of the title. I and II are the
// first grades of most ladders; III and above are where "senior" starts.
const NUMERAL_LEVELS: ReadonlyMap<string, Seniority> = new Map([['i', 'junior'], ['ii', 'mid'], ['iii', 'senior'], ['iv', 'senior'], ['v', 'senior']]);
const NOT_A_GRADE_AFTER = new Set(['tier', 'phase', 'part', 'type', 'class', 'world', 'war', 'stage', 'chapter', 'section', 'title', 'schedule']);

interface Cue {
  level: Seniority;
  at: number;
}

export function titleSeniority(title: unknown): TitleSeniority {
  const words = titleWords(title);
  const cues: Cue[] = [];
  let grade: Seniority | null = null;
  for (let at = 0; at < words.length; at++) {
    const level = levelAt(words, at);
    if (level) cues.push({ level, at });
    else grade ??= gradeAt(words, at);
  }
  return { level: decide(words, cues) ?? grade, named: new Set(cues.map((c) => c.level)) };
}

function levelAt(words: readonly TitleWord[], at: number): Seniority | null {
  const word = words[at].text;
  const next = words[at + 1]?.text;
  const nextInPart = endsPart(words, at) ? undefined : next;
  if (next !== undefined && UNMADE_BY_NEXT.get(word)?.has(next)) return null;
  switch (word) {
    case 'mid': {
      const beside = nextInPart === undefined || MID_PARTNERS.has(nextInPart);
      return beside && !DONOR_TIER.includes(words[at + 2]?.text ?? '') ? 'mid' : null;
    }
    case 'entry':
      return next === 'level' ? 'junior' : null;
    case 'no':
      return next === 'experience' ? 'junior' : null;
    case 'working':
      return next === 'student' ? 'intern' : null;
    case 'head':
      return next === 'of' ? 'director' : null;
    case 'manager':
    case 'managers':
    case 'mgr':
      return runsPeople(words, at) ? 'manager' : null;
    // A staff engineer, not the "Member of Technical Staff" or "Chief of Staff"; a principal engineer, not a school's principal.
    case 'staff':
      return nextInPart !== undefined && !['of', 'technical'].includes(words[at - 1]?.text ?? '') ? 'lead' : null;
    case 'principal':
      return nextInPart !== undefined ? 'principal' : null;
  }
  const level = LEVEL_WORDS.get(word) ?? germanLeader(word);
  return level === 'director' && servesTheNext(words, at) ? null : level;
}

// "Leiter Vertrieb", "Abteilungsleiterin": a manager; "Projektleiter" is a project manager, a role.
function germanLeader(word: string): Seniority | null {
  return /(?:leiter|leiterin|leitung)$/.test(word) && !word.startsWith('projekt') ? 'manager' : null;
}

function servesTheNext(words: readonly TitleWord[], at: number): boolean {
  return [words[at - 1], words[at - 2]].some((w) => w !== undefined && SERVES_THE_NEXT.has(w.text));
}

function runsPeople(words: readonly TitleWord[], at: number): boolean {
  const before = partBefore(words, at);
  if (before.every((w) => BEFORE_A_PEOPLE_MANAGER.has(w))) return true;
  return before.some((w) => TEAMS.has(w)) && !before.some((w) => ROLES.has(w));
}

function gradeAt(words: readonly TitleWord[], at: number): Seniority | null {
  const level = NUMERAL_LEVELS.get(words[at].text);
  if (!level || at === 0 || !endsPart(words, at)) return null;
  const before = words[at - 1].text;
  return NOT_A_GRADE_AFTER.has(before) || NUMERAL_LEVELS.has(before) || /^\d+$/.test(before) ? null : level;
}

function decide(words: readonly TitleWord[], cues: readonly Cue[]): Seniority | null {
  if (cues.some((c) => c.level === 'director')) return 'director';
  if (cues.some((c) => c.level === 'manager')) return 'manager';
  const steps = cues.filter((c) => LADDER.includes(c.level));
  const upperEnds = new Set<Cue>();
  for (let i = 1; i < steps.length; i++) {
    const [first, second] = [steps[i - 1], steps[i]];
    if (isRange(words, first, second)) upperEnds.add(rank(first.level) > rank(second.level) ? first : second);
  }
  const levels = steps.filter((c) => !upperEnds.has(c)).map((c) => c.level);
  if (!levels.length) return null;
  // An intern is an intern whatever else the title says ("Senior Intern" is still an internship).
  if (levels.includes('intern')) return 'intern';
  return levels.reduce((a, b) => (rank(b) > rank(a) ? b : a));
}

// "Senior/Staff", "Mid-Senior", "Senior or Staff", "Junior to Mid": the employer takes either.
function isRange(words: readonly TitleWord[], first: Cue, second: Cue): boolean {
  if (second.at === first.at + 1) return words[second.at].gap === 'slash' || words[second.at].gap === 'joined';
  return second.at === first.at + 2 && ['or', 'to'].includes(words[first.at + 1].text);
}

const rank = (level: Seniority): number => LADDER.indexOf(level);
