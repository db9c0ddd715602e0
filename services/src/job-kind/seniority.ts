import { boardLevelOf } from './board-levels';
import { titleSeniority } from './title-seniority';
import { titleWords } from './title-words';

/**
 * How senior a job is, in one vocabulary for every board and the posting form: 'lead' is lead or
 * staff, 'manager' a people manager, 'director' director and above (VP, Head of, C-level).
 */
export const SENIORITIES = ['intern', 'junior', 'mid', 'senior', 'lead', 'principal', 'manager', 'director'] as const;
export type Seniority = (typeof SENIORITIES)[number];

// What a title may add to a board's level: boards have fewer rungs than we do (Himalayas and
// Jobicy call a staff or principal engineer "Senior", and a senior manager "Senior"), so a title
// may name the finer rung above the board's. It never contradicts the board downwards, save an
// internship the board files under entry level ("Working Student", "Entry-level").
const FINER_IN_TITLE: Readonly<Record<Seniority, readonly Seniority[]>> = {
  intern: [],
  junior: ['intern'],
  mid: [],
  senior: ['lead', 'principal', 'manager', 'director'],
  lead: ['principal', 'manager', 'director'],
  principal: ['manager', 'director'],
  manager: ['director'],
  director: [],
};
const PAST_ENTRY_LEVEL: readonly Seniority[] = ['senior', 'lead', 'principal', 'manager', 'director'];

/**
 * The board's level when it gives one, refined by the title as above; else the title's words.
 * Unknown stays null: nothing is guessed from years of experience or from a role's name.
 *
 * - A board range ("Mid-level", "Senior") is the level the title names within it, else its lower end.
 * - A broad board level (Arbeitnow's "professional / experienced") is mid unless the title says more.
 * - Boards file "Sales Executive", "Account Executive" and "Executive Assistant" under
 *   "Executive"/"Director" for the word alone; then the title decides.
 */
export function seniorityOf(input: { title: string; boardLevel?: unknown }): Seniority | null {
  const title = titleSeniority(input?.title);
  const board = boardLevelOf(input?.boardLevel);
  if (!board) return title.level;
  const lowest = board.levels[0];
  if (board.levels.includes('director') && !title.named.has('director') && executiveIsTheRole(input.title)) return title.level;
  if (board.levels.length > 1 && title.level && board.levels.includes(title.level)) return title.level;
  const finer = board.broad ? PAST_ENTRY_LEVEL : FINER_IN_TITLE[lowest];
  return title.level && finer.includes(title.level) ? title.level : lowest;
}

// "Executive" as the job's name, not its rank: an account or sales executive, an executive assistant.
const EXECUTIVE_ROLES_BEFORE = new Set(['account', 'sales', 'success', 'development', 'business', 'marketing', 'client', 'recruitment', 'recruiting', 'customer']);

function executiveIsTheRole(title: unknown): boolean {
  const words = titleWords(title);
  return words.some(
    (w, at) => w.text === 'executive' && (EXECUTIVE_ROLES_BEFORE.has(words[at - 1]?.text ?? '') || words[at + 1]?.text === 'assistant'),
  );
}
