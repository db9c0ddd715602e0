import { decodeEntities } from '../ingestion/normalize/text';

/**
 * Only this much of a description is read: its head, where most postings state pay, and its
 * tail, where boards append it ("$80,000 - $110,000 a year"). The longest recorded description
 * is about 15,000 characters, so real postings are read whole; a 2 MB one costs no more than this.
 */
export const READ_HEAD = 60_000;
export const READ_TAIL = 20_000;

// Blocks become line breaks so that list items and paragraphs stay apart; every other tag is a
// space. [^<>]* cannot run past the next "<", so a page of unclosed "<" stays linear.
const BLOCK_TAG = /<\/?(?:p|div|li|ul|ol|br|hr|h[1-6]|tr|td|th|table|thead|tbody|blockquote|pre|dt|dd|dl)\b[^<>]*>/gi;
const ANY_TAG = /<[^<>]*>/g;
const SPACES = /[ \t\f\v\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;
const LINE_BREAKS = / ?(?:\r\n?|\n)[\n\r ]*/g;

/** A description's readable text (sanitized HTML or plain text), one line per block, bounded in size. */
export function payTextOf(html: unknown): string {
  if (typeof html !== 'string' || !html) return '';
  const window = html.length <= READ_HEAD + READ_TAIL ? html : `${html.slice(0, READ_HEAD)}\n${html.slice(-READ_TAIL)}`;
  const text = decodeEntities(window.replace(BLOCK_TAG, '\n').replace(ANY_TAG, ' '));
  return text.replace(INVISIBLE, '').replace(SPACES, ' ').replace(LINE_BREAKS, '\n').trim();
}
