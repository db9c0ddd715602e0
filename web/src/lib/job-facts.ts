import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, type EmploymentType } from '@remotehunt/forms/tracked-job';

export interface JobFactFields {
  location?: string | null;
  salary?: string | null;
  employmentType?: string | null;
}

const isEmploymentType = (value: string): value is EmploymentType => (EMPLOYMENT_TYPES as readonly string[]).includes(value);

/**
 * Where a tracked job is, what it pays and what kind of work it is, as one line ("Berlin · €60k ·
 * Full-time"): the tracker's card and the applied job's page show the same words. Jobs from our
 * catalogue carry none of the three, so their line is empty (null).
 */
export function jobFacts({ location, salary, employmentType }: JobFactFields): string | null {
  const kind = employmentType && isEmploymentType(employmentType) ? EMPLOYMENT_TYPE_LABELS[employmentType] : employmentType;
  const facts = [location, salary, kind].map((fact) => fact?.trim()).filter(Boolean);
  return facts.length > 0 ? facts.join(' · ') : null;
}
