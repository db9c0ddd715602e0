import { decodeEntities } from '../ingestion/normalize/text';

// "&lt;p&gt;", "&lt;/li&gt;", "&lt;br/&gt;": markup written as entities.
const ESCAPED_TAG = /&lt;\/?[a-z][a-z0-9]*(?:\s|\/|&gt;)/i;
const REAL_TAG = /<\/?[a-z][a-z0-9]*[\s/>]/i;

/**
 * A description as HTML or text, trimmed. Markup that arrives entity-escaped ("&lt;p&gt;Hello",
 * as LinkedIn's and Remote OK's JSON-LD and Greenhouse's API send it, or a meta tag escaped twice)
 * is decoded once, so the tags come out and text escaped on purpose ("&amp;lt;") stays text.
 * Descriptions that already hold real tags are left as they are.
 */
export function descriptionOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text) return null;
  return ESCAPED_TAG.test(text) && !REAL_TAG.test(text) ? decodeEntities(text).trim() : text;
}
