import { dropRunDatabases } from './global-setup';

const state = globalThis as { __remotehuntTestRun?: string; __remotehuntTestRunDropped?: boolean };

/** Once per jest run, after every file: drops the run's template and worker databases. */
export default async function globalTeardown(): Promise<void> {
  const run = state.__remotehuntTestRun;
  if (!run || state.__remotehuntTestRunDropped) return;
  state.__remotehuntTestRunDropped = true;
  await dropRunDatabases(run);
}
