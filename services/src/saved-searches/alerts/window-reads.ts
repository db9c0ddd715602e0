import type { DataSource, EntityManager } from 'typeorm';
import type { NewJobsIndex } from '../../jobs/search-index/new-jobs-index';

/** Distinct keywords asked of job_search_words per statement, and statements at once. */
const KEYWORD_BATCH = 200;
const KEYWORD_STATEMENTS = 2;

/**
 * Which new jobs hold each searched keyword, asked of job_search_words (the list's keyword index
 * and its websearch syntax) once per distinct query in a run, many queries per statement.
 */
export class KeywordHits {
  private readonly hits = new Map<string, Uint32Array>();

  constructor(
    private readonly db: DataSource,
    private readonly index: NewJobsIndex,
  ) {}

  async prepare(queries: string[]): Promise<void> {
    const wanted = [...new Set(queries)].filter((q) => !this.hits.has(q));
    const ids = this.index.jobs.map((j) => j.id);
    const batches: string[][] = [];
    for (let i = 0; i < wanted.length; i += KEYWORD_BATCH) batches.push(wanted.slice(i, i + KEYWORD_BATCH));
    // A few statements at once: each keeps one database core busy while the run waits for them all.
    let next = 0;
    const ask = async () => {
      while (next < batches.length) await this.ask(batches[next++], ids);
    };
    await Promise.all(Array.from({ length: Math.min(KEYWORD_STATEMENTS, batches.length) }, ask));
  }

  private async ask(batch: string[], ids: string[]): Promise<void> {
    const rows: { q: number; ids: string[] }[] = ids.length
      ? await this.db.query(
          // Each query parsed once (MATERIALIZED): inlined, websearch_to_tsquery ran for every
          // (query, job) pair, 13 times the statement's cost (200 queries × 5,000 jobs: 2.6 s → 0.2 s).
          `WITH q AS MATERIALIZED (
             SELECT n::int - 1 AS q, websearch_to_tsquery('english', text) AS query FROM unnest($1::text[]) WITH ORDINALITY AS q(text, n))
           SELECT q.q, array_agg(w.id) AS ids
             FROM q JOIN job_search_words w ON w.id = ANY($2::uuid[]) AND w.words @@ q.query
            GROUP BY q.q`,
          [batch, ids],
        )
      : [];
    const found = new Map(rows.map((r) => [r.q, r.ids]));
    batch.forEach((query, q) => this.hits.set(query, this.index.bitsOf(found.get(q) ?? [])));
  }

  of(query: string): Uint32Array | undefined {
    return this.hits.get(query);
  }
}

/** The window's jobs each of these users has viewed ("hide viewed jobs"). */
export async function viewedJobs(db: DataSource | EntityManager, index: NewJobsIndex, userIds: string[]): Promise<Map<string, Uint32Array>> {
  if (!userIds.length || !index.size) return new Map();
  const rows: { user_id: string; ids: string[] }[] = await db.query(
    `SELECT user_id, array_agg(job_id) AS ids FROM job_visits WHERE user_id = ANY($1::uuid[]) AND job_id = ANY($2::uuid[]) GROUP BY user_id`,
    [[...new Set(userIds)], index.jobs.map((j) => j.id)],
  );
  return new Map(rows.map((r) => [r.user_id, index.bitsOf(r.ids)]));
}
