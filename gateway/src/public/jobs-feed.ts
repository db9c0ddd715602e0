import { Feed } from 'feed';
import type { JobView } from '@remotehunt/services/jobs/job-view';
import { jobPagePath } from '@remotehunt/services/public-pages/job-url';
import { writeFeed } from './feed-writer';
import { facts, type PageContext } from './job-page';

/**
 * The RSS 2.0 feed of the newest public jobs (`/feed.xml`), built with `feed` (every text written
 * safely by feed-writer.ts): each item links to the job's public page (which carries the board's
 * credit) and says what a card says.
 */
export function renderJobsFeed(jobs: JobView[], context: PageContext): string {
  return writeFeed('rss', (text) => {
    const feed = new Feed({
      title: text('RemoteHunt: the newest remote jobs'),
      description: text('Remote jobs from many boards and from employers, with pay and where each can be done from.'),
      id: text(`${context.publicUrl}/`),
      link: text(`${context.publicUrl}/`),
      language: 'en',
      copyright: text('Each job belongs to its employer; board listings are credited on their pages.'),
      updated: jobs[0]?.datePosted ?? new Date(0),
      feedLinks: { rss: text(`${context.publicUrl}/feed.xml`) },
    });
    for (const job of jobs) {
      const link = text(`${context.publicUrl}${jobPagePath({ id: job._id, title: job.jobTitle, companyName: job.companyName })}`);
      feed.addItem({
        title: text(`${job.jobTitle} at ${job.companyName}`),
        id: link,
        link,
        description: text(facts(job).join(' · ')),
        date: job.datePosted,
        category: [{ name: text(job.category) }],
      });
    }
    return feed;
  });
}
