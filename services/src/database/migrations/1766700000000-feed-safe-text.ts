import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What common/control-characters.ts refuses in one-line text, as a PostgreSQL pattern: C0 and C1
 * controls and DEL (text cannot hold NUL), and U+FFFE and U+FFFF, which XML cannot carry either.
 */
const CONTROL = `'[\\x01-\\x1f\\x7f-\\x9f\\ufffe\\uffff]'`;

/**
 * `expression` as one line without control characters: a line break or tab (with the spaces
 * around it) becomes one space, any other control character goes, the ends are trimmed; a text
 * that held nothing else becomes `blank`.
 */
const repaired = (expression: string, blank: string) =>
  `coalesce(nullif(btrim(regexp_replace(regexp_replace(${expression}, ' *[\\t\\n\\r]+ *', ' ', 'g'), ${CONTROL}, '', 'g')), ''), '${blank}')`;

/**
 * Issue 46, finding 5: job titles and company names with control characters in them (a posting
 * form that took them) made whole feeds unreadable. The form and ingestion now refuse them; this
 * repairs what was stored before, so stored text passes the same check: published jobs (their
 * change time moves, so feeds and caches see the new title), the companies' shown names, and the
 * postings' forms, paid or still waiting for the payment.
 */
export class FeedSafeText1766700000000 implements MigrationInterface {
  name = 'FeedSafeText1766700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE jobs SET title = ${repaired('title', 'Untitled job')}, company_name = ${repaired('company_name', 'Unnamed company')}, updated_at = now()
        WHERE title ~ ${CONTROL} OR company_name ~ ${CONTROL}`,
    );
    await q.query(`UPDATE companies SET name = ${repaired('name', 'Unnamed company')} WHERE name ~ ${CONTROL}`);
    for (const [key, blank] of [
      ['jobTitle', 'Untitled job'],
      ['companyName', 'Unnamed company'],
    ]) {
      await q.query(
        `UPDATE job_postings SET job_info = jsonb_set(job_info, '{${key}}', to_jsonb(${repaired(`job_info->>'${key}'`, blank)}))
          WHERE job_info->>'${key}' ~ ${CONTROL}`,
      );
    }
  }

  async down(): Promise<void> {
    // The control characters stay gone: nothing shows them, and no check takes them back.
  }
}
