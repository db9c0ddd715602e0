import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The parts of a stored filter that no longer resolve, for a saved search's filter or a
 * user's session filters, with `owner` the users row it belongs to: a minimum pay in a currency
 * the rate table has no rate for, and "jobs I can take" with no country to take them from (none
 * in the filter, none on the account). The same two checks resolveJobFilter applies on read.
 */
const repairs = (column: string, owner: string) => [
  {
    drop: `${column} - 'minPay' - 'payCurrency'`,
    where: `${column} ? 'minPay' AND upper(coalesce(${column}->>'payCurrency', 'USD')) <> 'USD'
            AND NOT EXISTS (SELECT 1 FROM exchange_rates r WHERE r.currency = upper(${column}->>'payCurrency'))`,
  },
  {
    drop: `${column} - 'eligibility'`,
    where: `${column}->>'eligibility' IN ('open', 'confirmed') AND ${column}->>'country' IS NULL AND ${owner}.country IS NULL`,
  },
];

/**
 * Issue 50, items 1 and 2: a saved search with a minimum pay in "ZZZ", or session filters with
 * "jobs I can take" and no country, were accepted on write and then refused on every read,
 * breaking the news of all the user's searches. Writes now resolve a filter as its reads do
 * (saved-searches.service.ts, JobsService.listJobs); this repairs what was stored before: each
 * part that cannot resolve is dropped (the search widens, nothing else of it is lost).
 */
export class ReadableStoredFilters1766860000000 implements MigrationInterface {
  name = 'ReadableStoredFilters1766860000000';

  async up(q: QueryRunner): Promise<void> {
    for (const { drop, where } of repairs('s.filter', 'u')) {
      await q.query(`UPDATE saved_searches s SET filter = ${drop}, updated_at = now() FROM users u WHERE u.id = s.user_id AND ${where}`);
    }
    for (const { drop, where } of repairs('session_filters', 'users')) {
      await q.query(`UPDATE users SET session_filters = ${drop} WHERE ${where}`);
    }
  }

  async down(): Promise<void> {
    // What was dropped could not be read; there is nothing to put back.
  }
}
