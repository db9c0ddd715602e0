import { Feed } from 'feed';
import type { JobView } from '@remotehunt/services/jobs/job-view';
import { jobPagePath } from '@remotehunt/services/public-pages/job-url';
import { facts, type PageContext } from './job-page';

/**
 * The RSS 2.0 feed of the newest public jobs (`/feed.xml`), built with `feed`: each item links to
 * the job's public page (which carries the board's credit) and says what a card says.
 */
export function renderJobsFeed(jobs: JobView[], context: PageContext): string {
  const feed = new Feed({
    title: 'RemoteHunt: the newest remote jobs',
    description: 'Remote jobs from many boards and from employers, with pay and where each can be done from.',
    id: `${context.publicUrl}/`,
    link: `${context.publicUrl}/`,
    language: 'en',
    copyright: 'Each job belongs to its employer; board listings are credited on their pages.',
    updated: jobs[0]?.datePosted ?? new Date(0),
    feedLinks: { rss: `${context.publicUrl}/feed.xml` },
  });
  for (const job of jobs) {
    const link = `${context.publicUrl}${jobPagePath({ id: job._id, title: job.jobTitle, companyName: job.companyName })}`;
    feed.addItem({
      title: `${job.jobTitle} at ${job.companyName}`,
      id: link,
      link,
      description: facts(job).join(' · '),
      date: job.datePosted,
      category: [{ name: job.category }],
    });
  }
  return feed.rss2();
}
