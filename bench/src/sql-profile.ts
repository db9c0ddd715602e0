import type { Pool } from 'pg';
import type { JobListStatements } from '@remotehunt/services/jobs/job-queries';

/** PostgreSQL's own timing of one statement, ms (median run of several). */
export interface StatementTime {
  planning: number;
  execution: number;
}

export interface StatementTimes {
  /** The page's ids (the jobs' fields and flags are then read by id). */
  page: StatementTime;
  count: StatementTime;
}

const RUNS = 5;

/** Where a request's database time goes: each statement alone, on an otherwise idle database. */
export async function profileStatements(pool: Pool, statements: JobListStatements): Promise<StatementTimes> {
  const time = async (sql: string, params: unknown[]): Promise<StatementTime> => {
    const runs: StatementTime[] = [];
    for (let i = 0; i < RUNS; i++) {
      const { rows } = await pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
      const plan = rows[0]['QUERY PLAN'][0];
      runs.push({ planning: plan['Planning Time'], execution: plan['Execution Time'] });
    }
    return runs.sort((a, b) => a.planning + a.execution - (b.planning + b.execution))[Math.floor(RUNS / 2)];
  };
  return { page: await time(statements.idsSql, statements.idsParams), count: await time(statements.countSql, statements.countParams) };
}
