/** The Upcoming screen looks this many days ahead. */
export const UPCOMING_DAYS = 30;

export const UPCOMING_MESSAGES = {
  empty: 'Nothing in the next 30 days. Interviews you add to an application, and tasks due, show up here.',
  intro: 'Interviews and tasks due in the next 30 days, on your clock.',
  overdue: 'Overdue tasks',
} as const;
