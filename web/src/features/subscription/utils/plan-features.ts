/** What every plan includes (spec section 1). */
export const PLAN_FEATURES: readonly string[] = [
  'Remote jobs newsletter',
  'Browse remote jobs',
  'Shortlist jobs',
  'Track applied jobs',
  'Kanban board for applied jobs',
  'Resume and cover letter management',
  'Share resumes and cover letters',
  'Top remote companies and job boards',
];
