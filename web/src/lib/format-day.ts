const FORMATS = {
  medium: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }),
  long: new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }),
};

/** A day as people read it: "Mar 8, 2026" (medium) or "March 8, 2026" (long). */
export const formatDay = (value: Date | string, style: keyof typeof FORMATS = 'medium'): string =>
  FORMATS[style].format(typeof value === 'string' ? new Date(value) : value);
