/** "3 new", "100+ new": how many jobs a list has that were posted since it was last opened. */
export function formatNewJobs({ newJobs, newJobsIsExact }: { newJobs: number; newJobsIsExact: boolean }): string {
  return `${newJobs}${newJobsIsExact ? '' : '+'} new`;
}
