import type { Seniority } from './seniority';

/**
 * A board's own seniority field in our vocabulary: Himalayas' `seniority` list ("Entry-level",
 * "Mid-level", "Senior", "Manager", "Director", "Executive"), Jobicy's `jobLevel` ("Any",
 * "Midweight", "Senior", "Director", "Entry-Level, Junior") and Arbeitnow's `job_types`, which
 * mixes levels ("professional / experienced", "geschäftsleitung") with job types ("Full-time").
 */
export interface BoardLevel {
  /** The levels the board names, lowest first: one, or a range ("Mid-level", "Senior"). */
  levels: Seniority[];
  /**
   * The board's word covers several of our levels ("professional / experienced" is anyone past
   * entry level), so a title may say which ("Senior Product Owner").
   */
  broad: boolean;
}

// Board values are short labels; anything longer is not one.
const LABEL_AT_MOST = 60;
const VALUES_AT_MOST = 10;

// Exact labels, lower case, spaces and hyphens as the boards write them. "Any" and job types are
// absent on purpose: they say nothing of seniority.
const LEVELS: ReadonlyMap<string, Seniority> = new Map(
  Object.entries({
    intern: ['intern', 'internship', 'working student', 'werkstudent', 'student', 'praktikum', 'trainee'],
    junior: ['entry-level', 'entry level', 'entry', 'junior', 'graduate', 'entry level / graduate', 'berufseinsteiger', 'associate'],
    mid: ['mid-level', 'mid level', 'midweight', 'mid', 'intermediate'],
    senior: ['senior', 'senior level', 'senior-level', 'sr'],
    lead: ['lead', 'staff', 'team lead', 'teamleitung'],
    principal: ['principal', 'expert'],
    manager: ['manager', 'management', 'führungskraft', 'manager / supervisor'],
    director: ['director', 'executive', 'executives', 'c-level', 'vp', 'vice president', 'head', 'geschäftsleitung', 'geschäftsführung'],
  }).flatMap(([level, labels]) => labels.map((label) => [label, level as Seniority] as const)),
);
// Experienced, but not saying how much (LinkedIn's "Mid-Senior level" too): a floor, not a level.
const BROAD = new Set(['professional / experienced', 'professional', 'experienced', 'berufserfahren', 'mid-senior', 'mid-senior level']);

// SENIORITIES' order, restated: seniority.ts imports this module, so it cannot import that value back.
const ORDER: readonly Seniority[] = ['intern', 'junior', 'mid', 'senior', 'lead', 'principal', 'manager', 'director'];

/** The board's level, or null when it gives none we can read (missing, "Any", a job type, junk). */
export function boardLevelOf(value: unknown): BoardLevel | null {
  const values = (Array.isArray(value) ? value.slice(0, VALUES_AT_MOST) : [value]).filter(
    (v): v is string => typeof v === 'string' && v.length <= LABEL_AT_MOST,
  );
  const levels = new Set<Seniority>();
  let broad = false;
  for (const label of values.flatMap(labelsOf)) {
    if (BROAD.has(label)) {
      broad = true;
      levels.add('mid');
    } else {
      const level = LEVELS.get(label);
      if (level) levels.add(level);
    }
  }
  if (!levels.size) return null;
  return { levels: [...levels].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)), broad };
}

// "Entry-Level, Junior" is one Jobicy value naming two labels; "professional / experienced" is one label.
function labelsOf(value: string): string[] {
  const label = normalize(value);
  if (LEVELS.has(label) || BROAD.has(label)) return [label];
  return label.split(/\s*[,;|]\s*/).filter(Boolean);
}

const normalize = (value: string): string => value.trim().toLowerCase().replace(/[\s_]+/g, ' ');
