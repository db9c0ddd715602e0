import { jobTypeOf } from '../ingestion/normalize/job-type';
import { descriptionEmploymentType } from './description-employment-type';
import { titleEmploymentTypes } from './title-employment-type';

/** The posting form's spellings (normalize/job-type.ts), so board jobs and posted jobs filter alike. */
export const EMPLOYMENT_TYPES = ['Full-Time', 'Part-Time', 'Contract', 'Freelance', 'Internship', 'Temporary', 'Volunteer'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

// How specific a type is about the engagement: a full-time job may be a contract, a contract may
// be freelance work, an internship may be any of them. The title overrides the board only with a
// more specific type ("Contract Designer" on a board that says Full-Time; "Freelance Developer"
// on one that says Contract), never with a vaguer one: "Mentor (Part-time/Remote)" on a board that
// says Contract stays a contract, "Front End Engineer - Full Time" on one that says Contract too.
const SPECIFICITY: Readonly<Record<EmploymentType, number>> = {
  'Full-Time': 0,
  'Part-Time': 1,
  Contract: 2,
  Temporary: 2,
  Volunteer: 2,
  Freelance: 3,
  Internship: 4,
};
// Most specific first; equally specific types named together ("Fixed-Term Contract") read as the commonest.
const MOST_SPECIFIC_FIRST: readonly EmploymentType[] = ['Internship', 'Freelance', 'Contract', 'Temporary', 'Volunteer', 'Part-Time', 'Full-Time'];

// A board's type is a short label; a longer string is not one.
const BOARD_LABEL_AT_MOST = 60;
const BOARD_VALUES_AT_MOST = 10;

/**
 * A job's employment type: the board's field (jobTypeOf), unless the title states a more specific
 * type; with neither, a description that states one in so many words. Null when nothing says:
 * a wrong type is worse than an unknown one.
 */
export function employmentTypeOf(input: { boardType?: unknown; title: string; descriptionText?: string }): EmploymentType | null {
  const board = jobTypeOf(boardLabels(input?.boardType)) as EmploymentType | null;
  const title = mostSpecific(titleEmploymentTypes(input?.title));
  if (board && title) return SPECIFICITY[title] > SPECIFICITY[board] ? title : board;
  return board ?? title ?? descriptionEmploymentType(input?.descriptionText);
}

function boardLabels(value: unknown): unknown[] {
  const values = Array.isArray(value) ? value.slice(0, BOARD_VALUES_AT_MOST) : [value];
  return values.filter((v) => typeof v === 'string' && v.length <= BOARD_LABEL_AT_MOST);
}

// "Full-time or Part-time" says neither; otherwise the most specific type the title names
// ("Full-time. Unlimited. Contractor." is a contract on full-time hours).
function mostSpecific(types: ReadonlySet<EmploymentType>): EmploymentType | null {
  if (types.has('Full-Time') && types.has('Part-Time')) return null;
  return MOST_SPECIFIC_FIRST.find((type) => types.has(type)) ?? null;
}
