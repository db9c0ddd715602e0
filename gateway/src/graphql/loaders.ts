import DataLoader from 'dataloader';
import type { Services } from '@remotehunt/services/app/services';
import type { Owner } from '@remotehunt/services/auth/authorization';
import type { AppliedJobEventView } from '@remotehunt/services/tracking/events/applied-job-events.service';

/** Batches per request: a list of 10 jobs asking for descriptions costs one query, not ten. */
export function createLoaders(services: Services) {
  return {
    jobDescription: new DataLoader<string, string>(async (ids) => {
      const found = await services.jobs.descriptions(ids);
      return ids.map((id) => found.get(id) ?? '');
    }),
    /** The kanban's cards' next events: one query for the whole board. */
    nextAppliedJobEvent: new DataLoader<{ owner: Owner; appliedJobId: string }, AppliedJobEventView | null, string>(
      async (keys) => {
        const byOwner = new Map<string, { owner: Owner; ids: string[] }>();
        for (const { owner, appliedJobId } of keys) {
          const entry = byOwner.get(owner.userId) ?? { owner, ids: [] };
          entry.ids.push(appliedJobId);
          byOwner.set(owner.userId, entry);
        }
        const found = new Map<string, AppliedJobEventView>();
        for (const { owner, ids } of byOwner.values()) {
          for (const [id, event] of await services.appliedJobEvents.nextEvents(owner, ids)) found.set(nextEventKey(owner, id), event);
        }
        return keys.map((k) => found.get(nextEventKey(k.owner, k.appliedJobId)) ?? null);
      },
      { cacheKeyFn: (k) => nextEventKey(k.owner, k.appliedJobId) },
    ),
  };
}

const nextEventKey = (owner: Owner, appliedJobId: string) => `${owner.userId}:${appliedJobId}`;

export type Loaders = ReturnType<typeof createLoaders>;
