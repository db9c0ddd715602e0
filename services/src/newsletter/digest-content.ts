import { format } from 'date-fns';
import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { eligibilityBadge } from '../eligibility/eligibility-badge';
import { storedRule } from '../jobs/job-facts';
import type { TemplateData } from '../mail/templates/render-mail';

type DigestMailData = TemplateData['newsletter-digest'];

/** The columns of a listed job a mail shows (jobs as `j`; null when the job is gone). */
export const MAIL_JOB_COLUMNS = `j.title, j.company_name, j.apply_url, j.tags, j.worldwide, j.regional_restriction, j.eligible_anywhere,
  j.eligible_countries, j.utc_min, j.utc_max, j.date_posted`;

export interface MailJobRow {
  title: string | null;
  company_name: string;
  apply_url: string;
  tags: string[];
  worldwide: boolean;
  regional_restriction: string | null;
  eligible_anywhere: boolean;
  eligible_countries: string[];
  utc_min: number | null;
  utc_max: number | null;
  date_posted: Date;
}

interface DigestJobRow extends MailJobRow {
  digest_id: string;
  frequency: 'daily' | 'weekly';
  match_count: number;
}

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

function placeWords(job: MailJobRow): string {
  const badge = eligibilityBadge(storedRule(job));
  return badge ?? (job.worldwide ? 'Worldwide' : (job.regional_restriction ?? 'Remote'));
}

/**
 * A digest's mail data, read when it is sent: its jobs as they are then, in listed order (one
 * deleted since is left out). The mail worker sends many digests at once; their reads are made a
 * few milliseconds' worth at a time, in one statement.
 */
export class DigestMailContent {
  private readonly loader: DataLoader<string, DigestMailData>;

  constructor(
    private readonly db: DataSource,
    private readonly appUrl: string,
  ) {
    this.loader = new DataLoader((ids) => this.loadMany(ids), {
      cache: false,
      maxBatchSize: 200,
      batchScheduleFn: (run) => setTimeout(run, 5),
    });
  }

  load(digestId: string): Promise<DigestMailData> {
    return this.loader.load(digestId);
  }

  private async loadMany(ids: readonly string[]): Promise<(DigestMailData | Error)[]> {
    const rows: DigestJobRow[] = await this.db.query(
      `SELECT g.id AS digest_id, g.frequency, g.match_count, ${MAIL_JOB_COLUMNS}
         FROM newsletter_digests g
         LEFT JOIN LATERAL unnest(g.job_ids) WITH ORDINALITY AS listed(job_id, position) ON true
         LEFT JOIN jobs j ON j.id = listed.job_id
        WHERE g.id = ANY ($1::uuid[])
        ORDER BY g.id, listed.position`,
      [ids],
    );
    const byDigest = new Map<string, DigestJobRow[]>();
    for (const row of rows) byDigest.set(row.digest_id, [...(byDigest.get(row.digest_id) ?? []), row]);
    return ids.map((id) => {
      const digestRows = byDigest.get(id);
      return digestRows ? this.toMailData(digestRows) : new Error(`digest ${id} no longer exists`);
    });
  }

  private toMailData(rows: DigestJobRow[]): DigestMailData {
    const listUrl = `${this.appUrl}/#/remote-jobs`;
    return {
      frequency: rows[0].frequency,
      matchCount: rows[0].match_count,
      moreUrl: listUrl,
      manageUrl: `${this.appUrl}/#/remote-jobs-newsletter`,
      jobs: mailJobs(rows, listUrl),
    };
  }
}

/**
 * The jobs a mail lists, as their cards show them; a job deleted since the mail was made is left
 * out. `listUrl` is where a job whose apply target is not a web address is reached from.
 */
export function mailJobs(rows: MailJobRow[], listUrl: string): DigestMailData['jobs'] {
  return rows
    .filter((job) => job.title !== null)
    .map((job) => ({
      title: job.title!,
      companyName: job.company_name,
      // An email address or other non-web apply target is reached from the app's list instead.
      url: isWebAddress(job.apply_url) ? job.apply_url : listUrl,
      // A few tags say enough; every one adds to a mail that must stay small.
      tags: job.tags.slice(0, 4),
      // The card's words for where it can be done from ("US only"), as the list shows them.
      location: placeWords(job),
      postedOn: format(job.date_posted, 'MMM d, yyyy'),
    }));
}
