/** A filter option's count as the panel shows it: "1,000+" past what lists count exactly. */
export function formatFacetCount({ count, countIsExact }: { count: number; countIsExact: boolean }): string {
  return `${count.toLocaleString('en-US')}${countIsExact ? '' : '+'}`;
}
