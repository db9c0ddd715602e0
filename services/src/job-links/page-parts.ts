import { Parser } from 'htmlparser2';
import { PAGE_LIMITS, headingText, isCanonicalRel, isJsonLdType, metaKey } from './page-limits';

/**
 * The few parts of a web page the job reader looks at. Everything else on the page (its body
 * text, scripts, styles) is left unread: the reader trusts what a site says about itself in
 * metadata, not what it shows.
 */
export interface PageParts {
  /** The address the page was read from. */
  url: string;
  title: string | null;
  /** The canonical link's href as written (made absolute by the reader). */
  canonical: string | null;
  /** Meta tags' content keyed by lower-cased `property` or `name`; the first of a key wins. */
  meta: Record<string, string>;
  /** The text of each `<script type="application/ld+json">`, in page order. */
  jsonLd: string[];
  h1: string | null;
}

// The HTML namespaces' foreign content: an <svg> carries <title>s of its own (tooltips), never the page's.
const FOREIGN = new Set(['svg', 'math']);
// Headings do not nest: as browsers build the tree, any heading's start or end tag ends an open one.
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * A page's parts from its HTML, in one streaming pass: htmlparser2's tokenizer is linear in the
 * input, and every captured text stops growing at its limit (page-limits.ts), so a hostile page
 * costs its length and no more. The page is read to the end because JSON-LD and the <h1> live in
 * the body as often as in the head.
 */
export function pagePartsFromHtml(html: string, url: string): PageParts {
  const parts: PageParts = { url, title: null, canonical: null, meta: emptyMeta(), jsonLd: [], h1: null };
  let metaCount = 0;
  let foreignDepth = 0;
  // The three texts read, each while its element is open. They can nest (a JSON-LD script inside
  // the <h1> counts towards the heading's text too, as the DOM's textContent has it).
  const title = new Capture(PAGE_LIMITS.rawHeadingChars);
  const h1 = new Capture(PAGE_LIMITS.rawHeadingChars);
  const script = new Capture(PAGE_LIMITS.jsonLdChars);
  // The first of each is read, even when empty, as querySelector would find it.
  let titleSeen = false;
  let h1Seen = false;

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (FOREIGN.has(name)) foreignDepth++;
        if (HEADINGS.has(name) && h1.open) parts.h1 = headingText(h1.finish());
        if (name === 'h1' && !h1Seen) {
          h1Seen = true;
          h1.start();
        } else if (name === 'title' && !titleSeen && foreignDepth === 0) {
          titleSeen = true;
          title.start();
        } else if (name === 'script' && isJsonLdType(attrs.type) && parts.jsonLd.length < PAGE_LIMITS.jsonLdBlocks) {
          script.start();
        } else if (name === 'meta') {
          readMeta(attrs);
        } else if (name === 'link' && parts.canonical === null && isCanonicalRel(attrs.rel) && attrs.href) {
          parts.canonical = attrs.href.trim().slice(0, PAGE_LIMITS.urlChars) || null;
        }
      },
      ontext(chunk) {
        title.add(chunk);
        h1.add(chunk);
        script.add(chunk);
      },
      onclosetag(name) {
        if (FOREIGN.has(name) && foreignDepth > 0) foreignDepth--;
        if (name === 'title' && title.open) parts.title = headingText(title.finish());
        else if (HEADINGS.has(name) && h1.open) parts.h1 = headingText(h1.finish());
        else if (name === 'script' && script.open) {
          // A block past its limit is dropped whole: JSON cut short cannot be parsed.
          const overflowed = script.overflowed;
          const text = script.finish();
          if (!overflowed && parts.jsonLd.length < PAGE_LIMITS.jsonLdBlocks) parts.jsonLd.push(text);
        }
      },
    },
    { decodeEntities: true },
  );

  function readMeta(attrs: Record<string, string>) {
    if (metaCount >= PAGE_LIMITS.metaTags) return;
    const key = metaKey(attrs.property, attrs.name);
    if (!key || typeof attrs.content !== 'string') return;
    metaCount++;
    if (!(key in parts.meta)) parts.meta[key] = attrs.content.slice(0, PAGE_LIMITS.metaContentChars);
  }

  parser.write(html);
  // end() closes whatever the page left open (an unterminated <script>), calling onclosetag for each.
  parser.end();
  return parts;
}

/** A meta map with no prototype, so a page's `<meta name="__proto__">` is just a key. */
export function emptyMeta(): Record<string, string> {
  return Object.create(null) as Record<string, string>;
}

/** Text read while an element is open, kept up to a limit. */
class Capture {
  open = false;
  overflowed = false;
  private text = '';

  constructor(private readonly limit: number) {}

  start(): void {
    this.open = true;
    this.overflowed = false;
    this.text = '';
  }

  add(chunk: string): void {
    if (!this.open || this.overflowed) return;
    if (this.text.length + chunk.length > this.limit) {
      this.text += chunk.slice(0, this.limit - this.text.length);
      this.overflowed = true;
      return;
    }
    this.text += chunk;
  }

  finish(): string {
    const text = this.text;
    this.open = false;
    this.text = '';
    return text;
  }
}
