import type { DataSource } from 'typeorm';

/**
 * Job boards are configuration a migration seeds, not data resetDatabase empties:
 * a test that points boards at a local feed restores them with what this returns.
 */
export async function snapshotJobBoards(db: DataSource): Promise<() => Promise<void>> {
  const rows: { id: string; adapter: string | null; feed_url: string | null; enabled: boolean; interval_minutes: number; full_feed: boolean }[] = await db.query(
    `SELECT id, adapter, feed_url, enabled, interval_minutes, full_feed FROM job_boards`,
  );
  return async () => {
    await db.query(
      `UPDATE job_boards b SET adapter = s.adapter, feed_url = s.feed_url, enabled = s.enabled, interval_minutes = s.interval_minutes,
              full_feed = s.full_feed, feed_etag = NULL, feed_last_modified = NULL
         FROM jsonb_to_recordset($1::jsonb) AS s(id uuid, adapter text, feed_url text, enabled boolean, interval_minutes int, full_feed boolean)
        WHERE b.id = s.id`,
      [JSON.stringify(rows)],
    );
  };
}
