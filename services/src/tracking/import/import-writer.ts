import type { DataSource, EntityManager } from 'typeorm';
import type { ImportEntry } from './import-entry';

/**
 * Writes a batch of checked entries in one transaction, a few statements whatever its size (arrays
 * unnested server-side), and answers how many were new. An entry is skipped, not an error, when
 * its row was imported before (import_key), its link or catalogue job is tracked already
 * (link_key, job_id: ON CONFLICT DO NOTHING covers every unique index), or it is an application
 * of this very account, exported and brought back.
 */
export async function writeImportBatch(db: DataSource, userId: string, entries: ImportEntry[]): Promise<number> {
  if (!entries.length) return 0;
  return db.transaction(async (tx) => {
    const inserted: { id: string; import_key: string }[] = await tx.query(
      `INSERT INTO applied_jobs (user_id, job_id, status_id, job_snapshot, origin, link_key, import_key, applied_at, created_at, status_changed_at)
       SELECT $1, (SELECT j.id FROM jobs j WHERE j.id = i.job_id), i.status_id, i.snapshot, 'import', i.link_key, i.import_key, i.applied_at,
              COALESCE(i.created_at, now()), COALESCE(i.status_changed_at, i.applied_at, now())
         FROM unnest($2::text[], $3::jsonb[], $4::uuid[], $5::timestamptz[], $6::text[], $7::uuid[], $8::timestamptz[], $9::timestamptz[], $10::uuid[])
              WITH ORDINALITY AS i(import_key, snapshot, status_id, applied_at, link_key, job_id, created_at, status_changed_at, previous_id, n)
        WHERE NOT EXISTS (SELECT 1 FROM applied_jobs a WHERE a.id = i.previous_id AND a.user_id = $1)
        ORDER BY i.n
       ON CONFLICT DO NOTHING
       RETURNING id, import_key`,
      [
        userId,
        entries.map((e) => e.importKey),
        entries.map((e) => JSON.stringify(e.snapshot)),
        entries.map((e) => e.statusId),
        entries.map((e) => e.appliedAt),
        entries.map((e) => e.linkKey),
        entries.map((e) => e.jobId),
        entries.map((e) => e.trackedAt),
        entries.map((e) => e.statusChangedAt),
        entries.map((e) => e.previousId),
      ],
    );
    // Rows repeated within one file share their key: the first is the one inserted.
    const byKey = new Map<string, ImportEntry>();
    for (const entry of entries) if (!byKey.has(entry.importKey)) byKey.set(entry.importKey, entry);
    const written = inserted.map((row) => ({ id: row.id, entry: byKey.get(row.import_key)! }));
    await insertHistory(tx, written);
    await insertItems(tx, written);
    return inserted.length;
  });
}

type Written = { id: string; entry: ImportEntry }[];

/** An entry's own history, or the one entry an application starts with, as AppliedJobsService.insert writes it. */
async function insertHistory(tx: EntityManager, written: Written): Promise<void> {
  const rows = written.flatMap(({ id, entry }) =>
    (entry.history ?? (entry.appliedAt ? [{ fromStatusId: null, toStatusId: entry.statusId, changedAt: entry.appliedAt }] : [])).map((change) => ({ id, ...change })),
  );
  if (!rows.length) return;
  await tx.query(
    `INSERT INTO applied_job_status_changes (applied_job_id, from_status_id, to_status_id, changed_at)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::timestamptz[])`,
    [rows.map((r) => r.id), rows.map((r) => r.fromStatusId), rows.map((r) => r.toStatusId), rows.map((r) => r.changedAt)],
  );
}

async function insertItems(tx: EntityManager, written: Written): Promise<void> {
  const of = <T>(pick: (entry: ImportEntry) => T[]) => written.flatMap(({ id, entry }) => pick(entry).map((item) => ({ id, ...item })));
  const tasks = of((e) => e.tasks);
  if (tasks.length) {
    await tx.query(
      `INSERT INTO applied_job_tasks (applied_job_id, content, done, due_at, due_time_zone, created_at, updated_at)
       SELECT id, content, done, due_at, due_time_zone, COALESCE(created, now()), COALESCE(updated, created, now())
         FROM unnest($1::uuid[], $2::text[], $3::boolean[], $4::timestamptz[], $5::text[], $6::timestamptz[], $7::timestamptz[])
              AS t(id, content, done, due_at, due_time_zone, created, updated)`,
      [
        tasks.map((t) => t.id),
        tasks.map((t) => t.content),
        tasks.map((t) => t.done),
        tasks.map((t) => t.dueAt ?? null),
        tasks.map((t) => t.dueTimeZone ?? null),
        tasks.map((t) => t.createdAt),
        tasks.map((t) => t.updatedAt),
      ],
    );
  }
  const contacts = of((e) => e.contacts);
  if (contacts.length) {
    await tx.query(
      `INSERT INTO applied_job_contacts (applied_job_id, name, email, job_title, linkedin_url, twitter_url, created_at, updated_at)
       SELECT id, name, email, job_title, linkedin_url, twitter_url, COALESCE(created, now()), COALESCE(updated, created, now())
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[], $8::timestamptz[])
              AS c(id, name, email, job_title, linkedin_url, twitter_url, created, updated)`,
      [
        contacts.map((c) => c.id),
        contacts.map((c) => c.name),
        contacts.map((c) => c.email),
        contacts.map((c) => c.jobTitle),
        contacts.map((c) => c.linkedInUrl),
        contacts.map((c) => c.twitterUrl),
        contacts.map((c) => c.createdAt),
        contacts.map((c) => c.updatedAt),
      ],
    );
  }
  const notes = of((e) => e.notes);
  if (notes.length) {
    await tx.query(
      `INSERT INTO applied_job_notes (applied_job_id, title, description, created_at, updated_at)
       SELECT id, title, description, COALESCE(created, now()), COALESCE(updated, created, now())
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[], $5::timestamptz[]) AS n(id, title, description, created, updated)`,
      [notes.map((n) => n.id), notes.map((n) => n.title), notes.map((n) => n.description), notes.map((n) => n.createdAt), notes.map((n) => n.updatedAt)],
    );
  }
}
