import type { DataSource, EntityManager } from 'typeorm';
import type { MailService } from '../mail/mail.service';
import { digestPeriod } from './digest-period';
import type { Frequency } from './newsletter-preferences';
import { decideEligibility, isUnknown, type JobPlace, namesAnUnreadPlace } from '../eligibility/eligibility';
import { type StoredRule, storedRule } from '../jobs/job-facts';

/** The newest matches a digest lists; the email links to the rest. */
export const DIGEST_JOB_LIMIT = 20;

export interface DigestBuild {
  frequency: Frequency;
  period: string;
  /** False when this period had been built already: nothing new was made. */
  built: boolean;
  subscribers: number;
  digests: number;
  /** Messages handed to the mail queue (this build's, or an earlier build's still unsent). */
  queued: number;
}

/**
 * Builds one period's digests for every due subscriber in one transaction of set-based SQL:
 * matching, digests, their messages and the subscribers' cursors commit together or not at all,
 * and the period's row makes a second build of it (a rerun, or a retry after a crash) a no-op.
 * The messages are queued after the commit; the queue dedupes them by message id.
 */
export class DigestBuilder {
  constructor(
    private readonly db: DataSource,
    private readonly mail: MailService,
  ) {}

  async build(frequency: Frequency, at: Date): Promise<DigestBuild> {
    const period = digestPeriod(frequency, at);
    const counts = await this.db.transaction(async (tx) => {
      const claimed: unknown[] = await tx.query(
        `INSERT INTO newsletter_digest_runs (frequency, period, window_end, subscribers, digests)
         VALUES ($1, $2, $3, 0, 0) ON CONFLICT DO NOTHING RETURNING period`,
        [frequency, period, at],
      );
      if (!claimed.length) return null;
      return this.match(tx, frequency, period, at);
    });
    const queued = await this.queueMessages(frequency, period);
    return { frequency, period, built: counts !== null, subscribers: counts?.subscribers ?? 0, digests: counts?.digests ?? 0, queued };
  }

  private async match(tx: EntityManager, frequency: Frequency, period: string, windowEnd: Date) {
    const { enabled: freeForAll } = (await tx.query(`SELECT enabled FROM access_switches WHERE key = 'enableFreeAccessForNewsletter'`))[0] ?? {
      enabled: false,
    };
    // Who is due: active, of this frequency, and entitled now (a paid newsletter, the free switch, or a paid app plan).
    await tx.query(
      `CREATE TEMP TABLE due ON COMMIT DROP AS
       SELECT n.id, n.user_id, u.email, n.country_code, n.categories, n.keywords,
              n.filter_title, n.filter_tags, n.filter_description, n.digest_cursor
         FROM newsletters n
         JOIN users u ON u.id = n.user_id
         LEFT JOIN app_subscriptions a ON a.user_id = n.user_id
        WHERE n.status = 'active' AND n.frequency = $1 AND n.digest_cursor < $2
          AND (n.access = 'paid' OR $3::boolean OR a.lifetime OR (a.status = 'paid' AND (a.end_time IS NULL OR a.end_time > now())))`,
      [frequency, windowEnd, freeForAll],
    );
    // The jobs that arrived in the window, with their text lower-cased once for the keyword search.
    await tx.query(
      `CREATE TEMP TABLE new_jobs ON COMMIT DROP AS
       SELECT j.id, j.company_id, j.category_slug, j.created_at, j.date_posted, j.worldwide, j.regional_restriction, j.location,
              j.eligible_anywhere, j.eligible_countries, j.utc_min, j.utc_max, NULL::text[] AS open_countries,
              -- One key per rule; an unknown rule's text tells a place we cannot read from nothing said.
              concat_ws('|', j.eligible_anywhere, array_to_string(j.eligible_countries, ','), j.utc_min, j.utc_max,
                        CASE WHEN NOT j.eligible_anywhere AND j.eligible_countries = '{}' AND j.utc_min IS NULL
                             THEN concat_ws('|', j.location, j.regional_restriction, j.worldwide) END) AS place_key,
              lower(j.title) AS title_text, lower(rh_tags_text(j.tags)) AS tags_text,
              lower(regexp_replace(j.description, '<[^>]*>', ' ', 'g')) AS description_text
         FROM jobs j
        WHERE j.created_at > (SELECT min(digest_cursor) FROM due) AND j.created_at <= $1
          AND NOT j.filled AND j.valid_through > $1`,
      [windowEnd],
    );
    await this.restrictCountries(tx);
    // Which keyword is where, once per keyword and category any due subscriber asks for together.
    await tx.query(
      `CREATE TEMP TABLE keyword_hits ON COMMIT DROP AS
       WITH wanted AS (
         SELECT DISTINCT k.keyword, c.category
           FROM due d, unnest(d.keywords) k(keyword), unnest(d.categories) c(category))
       SELECT w.keyword, j.id AS job_id,
              strpos(j.title_text, w.keyword) > 0 AS in_title,
              strpos(j.tags_text, w.keyword) > 0 AS in_tags,
              strpos(j.description_text, w.keyword) > 0 AS in_description
         FROM wanted w JOIN new_jobs j ON j.category_slug = w.category
        WHERE strpos(j.title_text, w.keyword) > 0 OR strpos(j.tags_text, w.keyword) > 0 OR strpos(j.description_text, w.keyword) > 0`,
    );
    await tx.query(`CREATE INDEX ON keyword_hits (keyword)`);
    await tx.query(`ANALYZE due; ANALYZE new_jobs; ANALYZE keyword_hits`);
    // Every subscriber's matches: newer than their last digest, in their categories, open to their
    // country, not from a company they hid, and (when they gave keywords) holding one where they
    // asked to look.
    const [{ digests }]: { digests: number }[] = await tx.query(
      `WITH matches AS (
         SELECT d.id AS newsletter_id, h.job_id
           FROM due d
           CROSS JOIN LATERAL unnest(d.keywords) k(keyword)
           JOIN keyword_hits h ON h.keyword = k.keyword
           JOIN new_jobs j ON j.id = h.job_id
          WHERE j.category_slug = ANY (d.categories) AND j.created_at > d.digest_cursor
            AND (j.open_countries IS NULL OR d.country_code = ANY (j.open_countries))
            AND NOT EXISTS (SELECT 1 FROM hidden_companies hc WHERE hc.user_id = d.user_id AND hc.company_id = j.company_id)
            AND ((d.filter_title AND h.in_title) OR (d.filter_tags AND h.in_tags) OR (d.filter_description AND h.in_description))
         UNION
         SELECT d.id, j.id
           FROM due d
           CROSS JOIN LATERAL unnest(d.categories) c(category)
           JOIN new_jobs j ON j.category_slug = c.category
          WHERE cardinality(d.keywords) = 0 AND j.created_at > d.digest_cursor
            AND (j.open_countries IS NULL OR d.country_code = ANY (j.open_countries))
            AND NOT EXISTS (SELECT 1 FROM hidden_companies hc WHERE hc.user_id = d.user_id AND hc.company_id = j.company_id)),
       inserted AS (
       INSERT INTO newsletter_digests (newsletter_id, frequency, period, job_ids, match_count)
       SELECT m.newsletter_id, $1, $2, (array_agg(m.job_id ORDER BY j.date_posted DESC, j.id))[1:$3], count(*)
         FROM matches m JOIN new_jobs j ON j.id = m.job_id
        GROUP BY m.newsletter_id
       ON CONFLICT DO NOTHING
       RETURNING 1)
       SELECT count(*)::int AS digests FROM inserted`,
      [frequency, period, DIGEST_JOB_LIMIT],
    );
    // One message per digest, recorded in the same transaction (the outbox).
    await tx.query(
      `WITH messages AS (
         INSERT INTO mail_messages (to_address, user_id, template, data)
         SELECT d.email, d.user_id, 'newsletter-digest', jsonb_build_object('digestId', g.id)
           FROM newsletter_digests g JOIN due d ON d.id = g.newsletter_id
          WHERE g.frequency = $1 AND g.period = $2 AND g.message_id IS NULL
         RETURNING id, (data->>'digestId')::uuid AS digest_id)
       UPDATE newsletter_digests g SET message_id = m.id FROM messages m WHERE g.id = m.digest_id`,
      [frequency, period],
    );
    // Everyone due moves on, matched or not: the next digest starts where this one ended.
    const [, subscribers]: [unknown, number] = await tx.query(
      `UPDATE newsletters n SET digest_cursor = $1 FROM due d WHERE n.id = d.id`,
      [windowEnd],
    );
    await tx.query(`UPDATE newsletter_digest_runs SET subscribers = $3, digests = $4 WHERE frequency = $1 AND period = $2`, [
      frequency,
      period,
      subscribers,
      digests,
    ]);
    return { subscribers, digests };
  }

  /**
   * Which of the due subscribers' countries each job is open to, by the rule stored with the job
   * (the one the job list and its badge use: eligibility/posting-eligibility.ts at ingestion),
   * decided once per distinct rule of the window's jobs. Null: open to all (anywhere at any hours,
   * or nothing said); empty: a place named that we cannot read, sent to nobody, which is why an
   * unknown rule keeps its text in the key. A subscriber has no time zone here, so a window is
   * judged by their country's zones.
   */
  private async restrictCountries(tx: EntityManager): Promise<void> {
    const places: (StoredRule & { key: string; location: string | null; restriction: string | null; worldwide: boolean })[] =
      await tx.query(`SELECT DISTINCT ON (place_key) place_key AS key, eligible_anywhere, eligible_countries, utc_min, utc_max,
                             location, regional_restriction AS restriction, worldwide
                        FROM new_jobs ORDER BY place_key`);
    const countries: string[] = (await tx.query(`SELECT DISTINCT country_code FROM due WHERE country_code IS NOT NULL`)).map(
      (r: { country_code: string }) => r.country_code,
    );
    const restricted: { key: string; open: string[] }[] = [];
    for (const place of places) {
      const rule = storedRule(place);
      const job: JobPlace = { location: place.location, regionalRestriction: place.restriction, worldwide: place.worldwide };
      if ((rule.anywhere && !rule.timezones) || (isUnknown(rule) && !namesAnUnreadPlace(job, rule))) continue;
      restricted.push({ key: place.key, open: isUnknown(rule) ? [] : countries.filter((country) => decideEligibility(rule, { country }) === 'may-apply') });
    }
    if (!restricted.length) return;
    await tx.query(
      `UPDATE new_jobs j SET open_countries = string_to_array(r.codes, ',')
         FROM unnest($1::text[], $2::text[]) AS r(key, codes) WHERE j.place_key = r.key`,
      [restricted.map((r) => r.key), restricted.map((r) => r.open.join(','))],
    );
  }

  private async queueMessages(frequency: Frequency, period: string): Promise<number> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT m.id FROM newsletter_digests g JOIN mail_messages m ON m.id = g.message_id
        WHERE g.frequency = $1 AND g.period = $2 AND m.status = 'queued'`,
      [frequency, period],
    );
    await this.mail.dispatch(rows.map((r) => ({ messageId: r.id })));
    return rows.length;
  }
}
