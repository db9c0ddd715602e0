const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Mar 8, 2025". */
export const formatDate = (date: Date): string => DATE.format(date);
