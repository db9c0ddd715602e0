import type { DataSource } from 'typeorm';
import type { Paging } from '@remotehunt/services/common/paging';
import type { JobCriteria } from '@remotehunt/services/jobs/job-criteria';
import { findJobList, type JobListAnswer } from '@remotehunt/services/jobs/job-list-engine';

/** One list answered by the engine alone (no cache, no jobs read by id), timed from the caller. */
export interface EngineTiming {
  /** Wall-clock ms of findJobList: its transaction, planner settings and statements, round trips included. */
  ms: number;
  path: JobListAnswer['path'];
  total: number;
  totalIsExact: boolean;
}

export const ENGINE_RUNS = 5;

/** findJobList once, timed. */
export async function timeEngineOnce(db: DataSource, userId: string, criteria: JobCriteria, paging: Paging): Promise<EngineTiming> {
  const started = performance.now();
  const answer = await findJobList(db, userId, criteria, paging);
  return { ms: performance.now() - started, path: answer.path, total: answer.total, totalIsExact: answer.totalIsExact };
}

/** The median of `runs` back-to-back calls, on an otherwise idle database: what the list costs by itself. */
export async function timeEngine(db: DataSource, userId: string, criteria: JobCriteria, paging: Paging, runs = ENGINE_RUNS): Promise<EngineTiming> {
  const timings: EngineTiming[] = [];
  for (let i = 0; i < runs; i++) timings.push(await timeEngineOnce(db, userId, criteria, paging));
  return timings.sort((a, b) => a.ms - b.ms)[Math.floor(runs / 2)];
}

export const pageOf = (page: number, limit: number): Paging => ({ page, limit, offset: (page - 1) * limit });
