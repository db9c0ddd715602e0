import { format } from 'date-fns';
import type { DataSource } from 'typeorm';
import type { TemplateData } from '../mail/templates/render-mail';

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** A digest's mail data, read when it is sent: its jobs as they are then (a filled job still shows). */
export async function digestMailData(db: DataSource, appUrl: string, digestId: string): Promise<TemplateData['newsletter-digest']> {
  const [digest]: { frequency: 'daily' | 'weekly'; match_count: number; job_ids: string[] }[] = await db.query(
    `SELECT frequency, match_count, job_ids FROM newsletter_digests WHERE id = $1`,
    [digestId],
  );
  if (!digest) throw new Error(`digest ${digestId} no longer exists`);
  const jobs: {
    id: string;
    title: string;
    company_name: string;
    apply_url: string;
    tags: string[];
    worldwide: boolean;
    regional_restriction: string | null;
    date_posted: Date;
  }[] = await db.query(
    `SELECT id, title, company_name, apply_url, tags, worldwide, regional_restriction, date_posted FROM jobs WHERE id = ANY ($1)`,
    [digest.job_ids],
  );
  const byId = new Map(jobs.map((j) => [j.id, j]));
  const listUrl = `${appUrl}/#/remote-jobs`;
  return {
    frequency: digest.frequency,
    matchCount: digest.match_count,
    moreUrl: listUrl,
    manageUrl: `${appUrl}/#/remote-jobs-newsletter`,
    jobs: digest.job_ids.flatMap((id) => {
      const job = byId.get(id);
      if (!job) return [];
      return [
        {
          title: job.title,
          companyName: job.company_name,
          // An email address or other non-web apply target is reached from the app's list instead.
          url: isWebAddress(job.apply_url) ? job.apply_url : listUrl,
          tags: job.tags.slice(0, 6),
          location: job.worldwide ? 'Worldwide' : (job.regional_restriction ?? 'Remote'),
          postedOn: format(job.date_posted, 'MMM d, yyyy'),
        },
      ];
    }),
  };
}
