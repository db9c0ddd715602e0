import sanitizeHtml from 'sanitize-html';
import { decodeEntities, repairMojibake } from './text';

/**
 * Descriptions are shown as HTML on our pages, so they pass an allow-list:
 * formatting and links only. Images are dropped too: board descriptions use
 * them for tracking pixels (Remotive) and hotlinked logos (We Work Remotely),
 * and a third-party image leaks our readers' addresses.
 */
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'div', 'blockquote', 'pre', 'code',
  'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  'a',
];
// Their content is code, styling or embedded documents, never text to keep.
const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'select', 'option', 'title', 'head'];
const LINK_SCHEMES = ['http', 'https', 'mailto'];
// Rich-editor leftovers that render as blank lines: <p></p>, <p>&nbsp;</p>, <div> </div>.
const BLANK_BLOCKS = new Set(['p', 'div', 'span', 'b', 'strong', 'em', 'i', 'u', 'small', 'h2', 'h3', 'h4', 'h5', 'h6']);

export interface SanitizeOptions {
  /** Relative links in the description resolve against this (the board's site). */
  baseUrl: string;
}

export function sanitizeDescription(html: string, options: SanitizeOptions): string {
  const clean = sanitizeHtml(repairMojibake(html), {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: LINK_SCHEMES,
    allowProtocolRelative: false,
    nonTextTags: DROPPED_WITH_CONTENT,
    transformTags: {
      h1: 'h2',
      a: (_tagName, attribs) => {
        const href = linkTarget(attribs.href, options.baseUrl);
        const safe: sanitizeHtml.Attributes = href ? { href, rel: 'nofollow noopener', target: '_blank' } : {};
        return { tagName: 'a', attribs: safe };
      },
    },
    exclusiveFilter: (frame) =>
      BLANK_BLOCKS.has(frame.tag) && !frame.mediaChildren.length && frame.text.replace(/[\s\u00a0]/g, '') === '',
  });
  return clean.replace(/(?:\s*<br \/>){3,}/g, '<br /><br />').trim();
}

/** An absolute http(s) or mailto link, or null for anything else (javascript:, data:, garbage). */
function linkTarget(href: string | undefined, baseUrl: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim(), baseUrl);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
}

const HTML_TAG = /<\/?(?:p|br|div|ul|ol|li|b|strong|em|i|u|h[1-6]|span|a|table|blockquote|pre)\b[^>]*>/i;

export const looksLikeHtml = (text: string): boolean => HTML_TAG.test(text);

// A plain-text description that the board closed with one HTML paragraph
// (RemoteJobs.org: "...\n<p>Apply directly on <a href=...>RemoteJobs.org</a>: ...</p>").
const HTML_TAIL = /\n\s*(<p>(?:(?!<p\b)[\s\S])*<\/p>)\s*$/;

/** A description as HTML: HTML stays as it is, plain text becomes paragraphs. */
export function descriptionToHtml(text: string): string {
  const tail = HTML_TAIL.exec(text);
  const body = tail ? text.slice(0, tail.index) : text;
  if (looksLikeHtml(body)) return text;
  return tail ? `${plainTextToHtml(body)}\n${tail[1]}` : plainTextToHtml(body);
}

/** Plain text (blank-line paragraphs, line breaks) as the HTML it reads as. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    // Boards put entities in plain text too (Jobicy's excerpt ends with "&hellip;").
    .map((paragraph) => `<p>${escapeHtml(decodeEntities(paragraph)).replace(/\n/g, '<br />')}</p>`)
    .join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Some boards send the description HTML entity-escaped ("&lt;p&gt;..."); it is
 * decoded once, so real markup comes out and doubly escaped text stays text.
 */
export function unescapeHtmlOnce(text: string): string {
  return /^\s*&lt;[a-z!/]/i.test(text) ? decodeEntities(text) : text;
}

/** Literal two-character "\n" sequences (a double-escaped newline) as real line breaks. */
export const unescapeLiteralNewlines = (text: string): string => text.replace(/\\r\\n|\\n|\\r/g, '\n');
