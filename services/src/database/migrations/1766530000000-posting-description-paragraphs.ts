import { MigrationInterface, QueryRunner } from 'typeorm';
import { REMOTEHUNT_BOARD_ID } from './1764320000000-job-postings';

/** A description with markup that lays it out: the poster wrote HTML (job-postings/posting-description.ts). */
const HAS_BLOCK_MARKUP = `~* '</?(p|br|div|ul|ol|li|dl|dt|dd|h[1-6]|table|blockquote|pre|hr)[\\s/>]'`;

/** The stored (already sanitized) plain text of `column` as paragraphs and line breaks, as postings are now stored. */
const paragraphs = (column: string) => `(
  SELECT string_agg('<p>' || regexp_replace(btrim(part, E' \\t\\n'), E'[ \\t]*\\n[ \\t]*', '<br />', 'g') || '</p>', E'\\n' ORDER BY n)
    FROM regexp_split_to_table(replace(replace(${column}, E'\\r\\n', E'\\n'), E'\\r', E'\\n'), E'\\n[ \\t]*\\n') WITH ORDINALITY AS t(part, n)
   WHERE btrim(part, E' \\t\\n') <> '')`;

/**
 * Issue 23, item 5: a paid posting's plain-text description was stored as sanitized text, so its
 * blank lines and line breaks collapsed into one paragraph wherever it is shown as HTML. New
 * orders are stored as paragraphs; this gives the postings already published, and the orders
 * still waiting for their payment, the same paragraphs.
 */
export class PostingDescriptionParagraphs1766530000000 implements MigrationInterface {
  name = 'PostingDescriptionParagraphs1766530000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE jobs SET description = ${paragraphs('description')}, updated_at = now()
        WHERE board_id = $1 AND description ~ E'\\n' AND NOT (description ${HAS_BLOCK_MARKUP})`,
      [REMOTEHUNT_BOARD_ID],
    );
    await q.query(
      `UPDATE job_postings SET job_info = jsonb_set(job_info, '{description}', to_jsonb(${paragraphs(`job_info->>'description'`)}))
        WHERE status = 'pending' AND job_info->>'description' ~ E'\\n' AND NOT (job_info->>'description' ${HAS_BLOCK_MARKUP})`,
    );
  }

  async down(): Promise<void> {
    // The paragraphs stay: they say what the text always said, and the code before this
    // migration shows them as well. Flattening them again could not tell them from paragraphs a
    // poster wrote in HTML since.
  }
}
