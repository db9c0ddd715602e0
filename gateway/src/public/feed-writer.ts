import type { Feed } from 'feed';
import type { FeedFormat } from '@remotehunt/services/saved-searches/saved-search-feeds.service';

/**
 * What XML 1.0 cannot carry at all, not even as a character reference: C0 controls other than
 * tab, line feed and carriage return, U+FFFE, U+FFFF and unpaired UTF-16 surrogates. One of them
 * in one job's title made a whole feed unreadable. (No `u` flag: a lone surrogate is visible only
 * as a UTF-16 code unit.)
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `text` with what XML 1.0 forbids removed: what every format of a feed says, so they agree. */
export const feedSafeText = (text: string): string => text.replace(NOT_XML, '');

/** How a feed's builder hands `feed` a text: every text it puts in, so none reaches the document unescaped. */
export type FeedText = (text: string) => string;

// Private-use characters stand in for texts while `feed` writes: no text given to it contains
// them (each is swapped for one), so a stand-in is only ever one of ours.
const STAND_IN = (index: number) => `\ue000${index}\ue001`;
const STAND_INS = /<!\[CDATA\[\ue000(\d+)\ue001\]\]>|\ue000(\d+)\ue001/g;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/**
 * A feed document from `feed`, with every text in it written safely. `feed` (through xml-js)
 * puts titles and bodies in CDATA sections and splits only the first `]]>` in each, so a title
 * holding two closed its section and opened markup of its own (a forged item); it leaves `<` and
 * `&` in attributes as they are; and it marks plain-text Atom titles as HTML. So `build` gives
 * `feed` a stand-in for each text (through `text`), and once `feed` has written the document each
 * stand-in, CDATA wrapper and all, is replaced by its text escaped as XML character data, which
 * is right in elements and attributes alike. JSON Feed needs none of this: JSON.stringify escapes.
 * In every format, what XML 1.0 forbids is removed (feedSafeText).
 *
 * The titles and summaries our feeds give are plain text; only `content` is HTML.
 */
export function writeFeed(format: FeedFormat, build: (text: FeedText) => Feed): string {
  if (format === 'json') return build(feedSafeText).json1();
  const texts: string[] = [];
  const feed = build((text) => STAND_IN(texts.push(feedSafeText(text)) - 1));
  const xml = format === 'rss' ? feed.rss2() : plainAtomText(withCategoryTerms(feed).atom1());
  return xml.replace(STAND_INS, (_match, inCdata: string | undefined, bare: string | undefined) => escapeXml(texts[Number(inCdata ?? bare)]));
}

/**
 * RFC 4287: an Atom category must have a `term` (what identifies it; `label` is only how to show
 * it). `feed` writes a category's `name` as its label alone, and readers ignored such categories;
 * so every category of every Atom feed gets its name as its term too, unless it names one itself.
 */
function withCategoryTerms(feed: Feed): Feed {
  for (const item of feed.items) item.category = item.category?.map((category) => ({ ...category, term: category.term ?? category.name }));
  return feed;
}

/** RFC 4287: `type="text"` says a title or summary is plain text (`feed` writes every one as `html`). */
function plainAtomText(xml: string): string {
  return xml.replace(/<(title|summary) type="html">/g, '<$1 type="text">');
}
