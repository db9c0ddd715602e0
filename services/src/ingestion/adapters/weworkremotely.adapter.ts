import { defineAdapter } from '../adapter-kit';
import { FeedFormatError } from '../feed-format-error';
import { mapCategory, WEWORKREMOTELY_CATEGORIES } from '../normalize/board-categories';
import { isRecord, readXml } from '../normalize/payload';
import { skipPosting } from '../posting-assembler';
import { cleanText } from '../normalize/text';
import { list, nodeText, record, text } from './fields';

const NAME = 'weworkremotely';

// The description opens with "<strong>URL:</strong> <a href="https://company.example">".
const COMPANY_URL = /<strong>\s*URL:\s*<\/strong>\s*<a\s[^>]*href="([^"]+)"/i;
// ...and, in most feeds, with the logo the <media:content> element names too.
const DESCRIPTION_LOGO = /^\s*<img\s[^>]*src="([^"]+)"/i;

/**
 * We Work Remotely's RSS 2.0 feeds (/remote-jobs.rss and /categories/*.rss).
 * Company and role share <title> as "Company: Role"; the legacy programming
 * feed has no <type> and no <expires_at>.
 */
export const weWorkRemotelyAdapter = defineAdapter({
  name: NAME,
  entries: (body) => {
    const channel = record(record(readXml(NAME, body)).rss).channel;
    if (!isRecord(channel)) throw new FeedFormatError(NAME, 'expected an RSS 2.0 document (<rss><channel>...)');
    return list(channel.item);
  },
  idOf: (item) => nodeText(item.guid) ?? nodeText(item.link),
  read: (item) => {
    const externalId = nodeText(item.guid) ?? nodeText(item.link);
    const heading = cleanText(nodeText(item.title)) ?? '';
    // Roles contain colons too ("Proxify AB: Senior Data Engineer: Long-term"): split on the first only.
    const colon = heading.indexOf(': ');
    if (colon <= 0) return skipPosting(externalId, 'title is not "Company: Role"');
    const description = nodeText(item.description) ?? '';
    return {
      externalId,
      title: heading.slice(colon + 2),
      companyName: heading.slice(0, colon),
      companyImage: text(record(item['media:content'])['@url']) ?? DESCRIPTION_LOGO.exec(description)?.[1],
      companyUrl: COMPANY_URL.exec(description)?.[1],
      // The feed has no employer link: Apply goes to the posting on We Work Remotely.
      applyUrl: nodeText(item.link) ?? externalId,
      boardJobUrl: nodeText(item.link) ?? externalId,
      description,
      category: (title) =>
        mapCategory(WEWORKREMOTELY_CATEGORIES, { boardCategories: list(item.category).map(nodeText).filter((c): c is string => !!c), words: [title] }),
      tags: nodeText(item.skills) ?? [],
      location: nodeText(item.region) ?? nodeText(item.country),
      jobType: nodeText(item.type),
      datePosted: nodeText(item.pubDate),
      validThrough: nodeText(item.expires_at),
    };
  },
});
