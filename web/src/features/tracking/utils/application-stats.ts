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

export function withApplicationRemoved(stats: ApplicationStats, status: string, appliedAt: string): ApplicationStats {
  const week = weekStartOf(appliedAt);
  const decrement = <T extends { count: number }>(entry: T): T => ({ ...entry, count: Math.max(0, entry.count - 1) });
  return {
    ...stats,
    byStatus: stats.byStatus.map((entry) => (entry.status === status ? decrement(entry) : entry)),
    byWeek: stats.byWeek.map((entry) => (entry.weekStart === week ? decrement(entry) : entry)),
  };
}
