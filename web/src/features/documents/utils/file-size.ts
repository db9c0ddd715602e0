const UNITS = ['bytes', 'KB', 'MB'] as const;

/** A byte count as people read it: 812 bytes, 120 KB, 1.4 MB (documents stop at 10 MB). */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value).toString() : value.toFixed(1);
  return `${shown} ${UNITS[unit]}`;
}
