import type { BoardAdapter } from '../board-adapter';
import { arbeitnowAdapter } from './arbeitnow.adapter';
import { himalayasAdapter } from './himalayas.adapter';
import { jobicyAdapter } from './jobicy.adapter';
import { remoteJobsOrgAdapter } from './remotejobs-org.adapter';
import { remoteOkAdapter } from './remoteok.adapter';
import { remotiveAdapter } from './remotive.adapter';
import { weWorkRemotelyAdapter } from './weworkremotely.adapter';
import { workingNomadsAdapter } from './workingnomads.adapter';

/** Every board adapter, by the name job_boards.adapter stores (also the feed folder's name). */
export const BOARD_ADAPTERS: ReadonlyMap<string, BoardAdapter> = new Map(
  [
    remoteOkAdapter,
    weWorkRemotelyAdapter,
    remotiveAdapter,
    jobicyAdapter,
    himalayasAdapter,
    arbeitnowAdapter,
    workingNomadsAdapter,
    remoteJobsOrgAdapter,
  ].map((adapter) => [adapter.name, adapter]),
);

export const adapterNames = (): string[] => [...BOARD_ADAPTERS.keys()];

export function findAdapter(name: string): BoardAdapter | undefined {
  return BOARD_ADAPTERS.get(name);
}

/** Each board's site: what relative links in its payloads resolve against (job_boards.url). */
export const BOARD_SITE_URLS: Readonly<Record<string, string>> = {
  remoteok: 'https://remoteok.com',
  weworkremotely: 'https://weworkremotely.com',
  remotive: 'https://remotive.com',
  jobicy: 'https://jobicy.com',
  himalayas: 'https://himalayas.app',
  arbeitnow: 'https://www.arbeitnow.com',
  workingnomads: 'https://www.workingnomads.com',
  'remotejobs-org': 'https://remotejobs.org',
};
