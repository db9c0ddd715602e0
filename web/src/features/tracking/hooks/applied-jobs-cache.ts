import type { ApolloCache, Reference } from '@apollo/client';
import { AppliedJobStatsDocument } from '../../../generated/graphql';
import { withApplicationAdded, withApplicationRemoved, withStatusMoved, type ApplicationStats } from '../utils/application-stats';
import type { AppliedJob } from '../utils/status-board';

function updateStats(cache: ApolloCache, change: (stats: ApplicationStats) => ApplicationStats): void {
  cache.updateQuery({ query: AppliedJobStatsDocument }, (data) => data && { ...data, appliedJobStats: change(data.appliedJobStats) });
}

/** A status change moves one application between the chart's status bars. */
export function recordStatusMove(cache: ApolloCache, fromStatus: string, toStatus: string): void {
  updateStats(cache, (stats) => withStatusMoved(stats, fromStatus, toStatus));
}

/** A job saved for later, now applied to, joins the chart's figures (which count applications only). */
export function recordApplication(cache: ApolloCache, status: string, appliedAt: string): void {
  updateStats(cache, (stats) => withApplicationAdded(stats, status, appliedAt));
}

interface CachedPage {
  total: number;
  data: readonly Reference[];
}

/**
 * A deleted application leaves every cached page of the list (with its total), the chart's
 * figures and the cache itself, so nothing needs asking again.
 */
export function removeAppliedJob(cache: ApolloCache, job: AppliedJob): void {
  cache.modify<{ appliedJobs: CachedPage }>({
    id: 'ROOT_QUERY',
    fields: {
      appliedJobs: (page, { readField }) => {
        const cached = page as CachedPage;
        const data = cached.data.filter((ref) => readField('_id', ref) !== job._id);
        return data.length === cached.data.length ? cached : { ...cached, data, total: Math.max(0, cached.total - 1) };
      },
    },
  });
  // A job saved for later was never in the figures.
  const { appliedAt } = job;
  if (appliedAt) updateStats(cache, (stats) => withApplicationRemoved(stats, job.status, appliedAt));
  const id = cache.identify({ __typename: 'AppliedJob', _id: job._id });
  if (id) cache.evict({ id });
  cache.gc();
}
