import escapeHtml from 'escape-html';
import { Feed } from 'feed';
import type { JobView } from '@remotehunt/services/jobs/job-view';
import type { FeedFormat, SavedSearchFeedState } from '@remotehunt/services/saved-searches/saved-search-feeds.service';
import { writeFeed } from './feed-writer';
import { facts, payText, type PageContext } from './job-page';

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
};

/**
 * A saved search's feed (issue 22) in one of its three formats, built with `feed`: each job's
 * title and company, its pay and eligibility badge as the public pages write them, its link (the
 * job's public page when it has one, else where to apply) with the board's credit, and its dates.
 * Items are identified by the job's id (`urn:uuid:`), so a retitled job is not a new item. Every
 * text goes through feed-writer.ts, which writes it safely whatever it holds.
 */
export function renderSavedSearchFeed(
  format: FeedFormat,
  state: Pick<SavedSearchFeedState, 'search' | 'notice' | 'lastModified'>,
  jobs: JobView[],
  context: PageContext & { feedUrls: Record<FeedFormat, string> },
): string {
  const home = `${context.publicUrl}/#/remote-jobs`;
  const doc = writeFeed(format, (text) => {
    const feed = new Feed({
      title: text(`${state.search.name} · RemoteHunt`),
      description: text(`The newest remote jobs of the saved search "${state.search.name}" on RemoteHunt.`),
      id: text(`urn:uuid:${state.search.id}`),
      link: text(home),
      language: 'en',
      copyright: text('Each job belongs to its employer; board listings are credited in each item.'),
      updated: state.lastModified,
      generator: text('RemoteHunt'),
      author: { name: text('RemoteHunt'), link: text(`${context.publicUrl}/`) },
      feedLinks: { rss: text(context.feedUrls.rss), atom: text(context.feedUrls.atom), json: text(context.feedUrls.json) },
    });
    if (state.notice) {
      const link = `${context.publicUrl}${state.notice.path}`;
      feed.addItem({
        title: text(state.notice.title),
        id: text(`urn:remotehunt:notice:${state.notice.id}`),
        link: text(link),
        description: text(state.notice.text),
        content: text(`<p>${escapeHtml(state.notice.text)}</p><p><a href="${escapeHtml(link)}">Open RemoteHunt</a></p>`),
        date: state.notice.date,
      });
    }
    for (const job of jobs) {
      feed.addItem({
        title: text(`${job.jobTitle} at ${job.companyName}`),
        id: text(`urn:uuid:${job._id}`),
        link: text(job.pagePath ? `${context.publicUrl}${job.pagePath}` : job.applyUrl),
        description: text(facts(job).join(' · ')),
        content: text(itemHtml(job)),
        date: job.datePosted,
        published: job.firstPostedAt,
        author: [{ name: text(job.companyName) }],
        category: [{ name: text(job.category) }, ...job.tags.map((name) => ({ name: text(name) }))],
      });
    }
    return feed;
  });
  if (format === 'rss') return rssWithOpaqueGuids(doc);
  if (format === 'atom') return doc;
  return jsonFeed11(doc);
}

/** What an item's body says: the card's facts, where to apply, and the board's credit and link back. */
function itemHtml(job: JobView): string {
  const pay = payText(job);
  const lines = [
    `<p><strong>${escapeHtml(job.companyName)}</strong></p>`,
    `<ul>${facts(job)
      .map((fact) => `<li>${escapeHtml(fact)}</li>`)
      .join('')}</ul>`,
    pay ? '' : '<p>Pay not stated.</p>',
    `<p><a href="${escapeHtml(job.applyUrl)}">Apply</a></p>`,
  ];
  // The board's credit and link back, as its terms ask and as the public pages give them; a board
  // job without its own page there is credited to the board (jobs posted here have neither: our
  // own board's address is this site's root).
  const creditUrl = job.source.jobUrl ?? (/^https?:\/\//.test(job.source.url) ? job.source.url : null);
  if (creditUrl) lines.push(`<p><a href="${escapeHtml(creditUrl)}">${escapeHtml(job.source.attribution)}</a></p>`);
  return lines.filter(Boolean).join('');
}

/** `feed` writes each guid as a permalink; ours are URNs, which RSS 2.0 says must be marked so. */
function rssWithOpaqueGuids(xml: string): string {
  return xml.replace(/<guid>/g, '<guid isPermaLink="false">');
}

/**
 * `feed` writes JSON Feed 1; 1.1 (which readers take as well) names its version so, lists
 * `authors` instead of the deprecated `author`, and says the language.
 */
function jsonFeed11(json: string): string {
  type Author = { name?: string; url?: string };
  const doc = JSON.parse(json) as { version: string; author?: Author; authors?: Author[]; language?: string; items: { author?: Author; authors?: Author[] }[] };
  const upgraded = { ...doc, version: 'https://jsonfeed.org/version/1.1', language: 'en' } as typeof doc;
  if (doc.author) {
    upgraded.authors = [doc.author];
    delete upgraded.author;
  }
  upgraded.items = doc.items.map(({ author, ...item }) => (author ? { ...item, authors: [author] } : item));
  return JSON.stringify(upgraded);
}
