/**
 * Job types in the posting form's spelling ("Full-Time", "Contract"), so board
 * jobs and posted jobs read alike. Board values outside this list
 * (Arbeitnow's "professional / experienced" is a seniority) become null.
 */
const JOB_TYPES: readonly (readonly [string, RegExp])[] = [
  ['Full-Time', /^full[\s_-]?time$/],
  ['Part-Time', /^part[\s_-]?time$/],
  ['Contract', /^(?:contract|contractor)$/],
  ['Freelance', /^freelance(?:r)?$/],
  ['Internship', /^(?:intern|internship)$/],
  ['Temporary', /^(?:temporary|temp)$/],
  ['Volunteer', /^volunteer$/],
];

export function jobTypeOf(value: unknown): string | null {
  const values = Array.isArray(value) ? value : [value];
  for (const item of values) {
    if (typeof item !== 'string') continue;
    const text = item.trim().toLowerCase();
    const match = JOB_TYPES.find(([, pattern]) => pattern.test(text));
    if (match) return match[0];
  }
  return null;
}
