import { sanitizeDescription } from '../ingestion/normalize/html';

// Markup that lays out the text itself: with any of it, the poster wrote HTML and its line breaks are source formatting.
const BLOCK_MARKUP = /<\/?(?:p|br|div|ul|ol|li|dl|dt|dd|h[1-6]|table|blockquote|pre|hr)\b[^>]*>/i;

/**
 * The posting form's description ("Plain text or simple HTML") as the HTML every job view shows.
 * The preview shows what was typed, line breaks and all; as HTML those breaks collapse into one
 * paragraph, so text without block markup gets its paragraphs (blank lines) and line breaks as
 * elements first. Inline markup (links, bold) is kept; the allow-list then removes anything else.
 */
export function postingDescriptionHtml(text: string, websiteUrl: string): string {
  const html = BLOCK_MARKUP.test(text) ? text : paragraphs(text);
  return sanitizeDescription(html, { baseUrl: websiteUrl });
}

function paragraphs(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/[ \t]*\n[ \t]*/g, '<br />')}</p>`)
    .join('\n');
}
