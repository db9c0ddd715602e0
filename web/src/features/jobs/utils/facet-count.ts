// One formatter for every count: toLocaleString builds a new one per call, which the panel's
// few dozen counts felt on each answer.
const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/** A filter option's count as the panel shows it: "1,000+" past what lists count exactly. */
export function formatFacetCount({ count, countIsExact }: { count: number; countIsExact: boolean }): string {
  return `${COUNT_FORMAT.format(count)}${countIsExact ? '' : '+'}`;
}
