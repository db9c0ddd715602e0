import type { AppliedJobStatsQuery } from '../../../generated/graphql';
import { weekStartOf } from './applied-dates';

export type ApplicationStats = AppliedJobStatsQuery['appliedJobStats'];

/**
 * The board changes the figures the chart draws; they are worked out here, on the cached stats,
 * rather than asked of the server again after every drag.
 */
export function withStatusMoved(stats: ApplicationStats, fromStatus: string, toStatus: string): ApplicationStats {
  return {
    ...stats,
    byStatus: stats.byStatus.map((entry) => {
      if (entry.status === fromStatus) return { ...entry, count: Math.max(0, entry.count - 1) };
      if (entry.status === toStatus) return { ...entry, count: entry.count + 1 };
      return entry;
    }),
  };
}

/** One more or one fewer application, on its status and the week it was applied in. */
function withApplicationCounted(stats: ApplicationStats, status: string, appliedAt: string, change: 1 | -1): ApplicationStats {
  const week = weekStartOf(appliedAt);
  const count = <T extends { count: number }>(entry: T): T => ({ ...entry, count: Math.max(0, entry.count + change) });
  return {
    ...stats,
    byStatus: stats.byStatus.map((entry) => (entry.status === status ? count(entry) : entry)),
    byWeek: stats.byWeek.map((entry) => (entry.weekStart === week ? count(entry) : entry)),
  };
}

export function withApplicationRemoved(stats: ApplicationStats, status: string, appliedAt: string): ApplicationStats {
  return withApplicationCounted(stats, status, appliedAt, -1);
}

/** A job saved for later becomes an application: the figures count applications only. */
export function withApplicationAdded(stats: ApplicationStats, status: string, appliedAt: string): ApplicationStats {
  return withApplicationCounted(stats, status, appliedAt, 1);
}
