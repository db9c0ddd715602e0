import DataLoader from 'dataloader';
import type { Services } from '@remotehunt/services/app/services';

/** Batches per request: a list of 10 jobs asking for descriptions costs one query, not ten. */
export function createLoaders(services: Services) {
  return {
    jobDescription: new DataLoader<string, string>(async (ids) => {
      const found = await services.jobs.descriptions(ids);
      return ids.map((id) => found.get(id) ?? '');
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
