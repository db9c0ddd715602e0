import type { PageParts } from './page-parts';
import { PAGE_LIMITS, headingText, isCanonicalRel, isJsonLdType, metaKey } from './page-limits';

/**
 * The little of the DOM this reader uses. The services compile without the DOM's types, so the
 * extension's `Document` (or jsdom's) is taken by its shape: any real document fits.
 */
export interface PageElement {
  readonly namespaceURI: string | null;
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
}
export interface PageDocument {
  querySelectorAll(selectors: string): ArrayLike<PageElement>;
}

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/**
 * A page's parts from a live document, for the browser extension: the page the seeker is on,
 * as its scripts have left it. Gives what pagePartsFromHtml gives for the same markup, with the
 * same limits (page-limits.ts). DOM APIs only: nothing here may reach for Node or a parser.
 */
export function pagePartsFromDocument(doc: PageDocument, url: string): PageParts {
  return {
    url,
    title: firstText(doc.querySelectorAll('title'), (el) => el.namespaceURI === HTML_NAMESPACE),
    canonical: canonicalOf(doc),
    meta: metaOf(doc),
    jsonLd: jsonLdOf(doc),
    h1: firstText(doc.querySelectorAll('h1'), () => true),
  };
}

function firstText(elements: ArrayLike<PageElement>, accept: (el: PageElement) => boolean): string | null {
  for (let i = 0; i < elements.length; i++) {
    const el = elements[i];
    if (accept(el)) return headingText((el.textContent ?? '').slice(0, PAGE_LIMITS.rawHeadingChars));
  }
  return null;
}

function canonicalOf(doc: PageDocument): string | null {
  const links = doc.querySelectorAll('link[rel][href]');
  for (let i = 0; i < links.length; i++) {
    if (!isCanonicalRel(links[i].getAttribute('rel'))) continue;
    const href = (links[i].getAttribute('href') ?? '').trim().slice(0, PAGE_LIMITS.urlChars);
    if (href) return href;
  }
  return null;
}

function metaOf(doc: PageDocument): Record<string, string> {
  const meta = Object.create(null) as Record<string, string>;
  const tags = doc.querySelectorAll('meta[content]');
  let count = 0;
  for (let i = 0; i < tags.length && count < PAGE_LIMITS.metaTags; i++) {
    const key = metaKey(tags[i].getAttribute('property'), tags[i].getAttribute('name'));
    if (!key) continue;
    count++;
    if (!(key in meta)) meta[key] = (tags[i].getAttribute('content') ?? '').slice(0, PAGE_LIMITS.metaContentChars);
  }
  return meta;
}

function jsonLdOf(doc: PageDocument): string[] {
  const blocks: string[] = [];
  const scripts = doc.querySelectorAll('script[type]');
  for (let i = 0; i < scripts.length && blocks.length < PAGE_LIMITS.jsonLdBlocks; i++) {
    if (!isJsonLdType(scripts[i].getAttribute('type'))) continue;
    const text = scripts[i].textContent ?? '';
    // A block past the limit is dropped whole, as pagePartsFromHtml drops it.
    if (text.length <= PAGE_LIMITS.jsonLdChars) blocks.push(text);
  }
  return blocks;
}
