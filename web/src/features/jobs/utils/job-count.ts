const NUMBER = new Intl.NumberFormat('en-US');

/** A search's count as the list says it: "1 job", "1,234 jobs", "1,000+ jobs" when the total is a floor. */
export function jobCountText(total: number, exact: boolean): string {
  if (!exact) return `${NUMBER.format(total)}+ jobs`;
  return `${NUMBER.format(total)} ${total === 1 ? 'job' : 'jobs'}`;
}
