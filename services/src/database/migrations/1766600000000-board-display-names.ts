import { MigrationInterface, QueryRunner } from 'typeorm';

/** Every stored filter's `sources` list with `from` (any case or spacing) written as `to`. */
const renameInFilters = async (q: QueryRunner, from: string, to: string) => {
  const key = from.toLowerCase().replace(/\s+/g, '');
  const renamed = (column: string) => `jsonb_set(${column}, '{sources}', (
      SELECT coalesce(jsonb_agg(CASE WHEN regexp_replace(lower(s), '\\s+', '', 'g') = $1 THEN to_jsonb($2::text) ELSE to_jsonb(s) END ORDER BY n), '[]')
        FROM jsonb_array_elements_text(${column}->'sources') WITH ORDINALITY AS t(s, n)))`;
  const mentions = (column: string) =>
    `jsonb_typeof(${column}->'sources') = 'array' AND EXISTS (
       SELECT 1 FROM jsonb_array_elements_text(${column}->'sources') s WHERE regexp_replace(lower(s), '\\s+', '', 'g') = $1 AND s <> $2)`;
  await q.query(`UPDATE users SET session_filters = ${renamed('session_filters')} WHERE ${mentions('session_filters')}`, [key, to]);
  await q.query(`UPDATE saved_searches SET filter = ${renamed('filter')} WHERE ${mentions('filter')}`, [key, to]);
};

/**
 * Issue 23, item 10: the board was "RemoteOK" in the filter and "Source: Remote OK" on its
 * cards. Its terms ask for its name as "Remote OK", so that is the one name shown everywhere.
 * Stored filters are rewritten so their chips and ticks show the new name; the old spelling
 * still matches wherever a filter names boards (job-boards/board-names.ts).
 */
export class BoardDisplayNames1766600000000 implements MigrationInterface {
  name = 'BoardDisplayNames1766600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE job_boards SET name = 'Remote OK' WHERE name = 'RemoteOK'`);
    await renameInFilters(q, 'RemoteOK', 'Remote OK');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE job_boards SET name = 'RemoteOK' WHERE name = 'Remote OK'`);
    await renameInFilters(q, 'Remote OK', 'RemoteOK');
  }
}
