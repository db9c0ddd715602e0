import { z } from '../zod-openapi';
import { dateTime, id } from './common.responses';

/** A saved search's feed URLs (issue 22): the token is in them; anyone holding one reads the feed. */
export const SavedSearchFeed = z
  .strictObject({
    savedSearchId: id(),
    rssUrl: z.url().openapi({ description: 'RSS 2.0: `{PUBLIC_URL}/feeds/{token}.rss`' }),
    atomUrl: z.url().openapi({ description: 'Atom 1.0: `{PUBLIC_URL}/feeds/{token}.atom`' }),
    jsonUrl: z.url().openapi({ description: 'JSON Feed 1.1: `{PUBLIC_URL}/feeds/{token}.json`' }),
    createdAt: dateTime().openapi({ description: 'When these URLs were made.' }),
  })
  .openapi('SavedSearchFeed');
