import { decodeEntities } from '../ingestion/normalize/text';

/**
 * A posting's description as short plain-text lines, for the eligibility reader: tags dropped,
 * blocks ("<p>", "<li>", "<br>") and emoji bullets ("📍 Location: … 💰 Compensation: …") as line
 * breaks, sentences split. Only a fixed head and tail of the HTML is read, so a 2 MB description
 * costs what a long one does: restrictions sit at the top ("Location: Remote (US)") or among the
 * closing requirements ("must be authorized to work in the United States").
 */
export const DESCRIPTION_HEAD = 16_000;
export const DESCRIPTION_TAIL = 4_000;
/** A "sentence" longer than this is cut: prose that long states no rule we read. */
const LONGEST_SENTENCE = 400;

// Bounded attribute runs: a "<" that never closes costs at most this much look-ahead.
const BLOCK_TAG = /<\/?(?:p|br|li|ul|ol|div|h[1-6]|tr|td|th|table|blockquote|pre|hr|dd|dt|section)\b[^<>]{0,400}>/gi;
const TAG = /<[^<>]{0,400}>/g;
// "U.S.", "U.S.A.", "U.K.", "E.U.": their dots would end sentences and split the place.
const DOTTED_CODE = /\b([A-Z])\.\s?([A-Z])\.(?:\s?([A-Z])\.)?/g;
// Words a feed glued together when it dropped a line break ("Australia RemoteAccommodation:").
// Latin letters only: a Unicode property class scans ten times slower, and the glued words seen are
// English, German and Spanish.
const GLUED_WORDS = /([a-zß-öø-ÿ])([A-ZÀ-ÖØ-Þ])/g;
const BULLET = /^[\s\-–—*•·▪>]+/;
const SPACES = /[^\S\n]+/g;
// Global, and matched by exec: split() would clone the pattern for every block, and with its
// Unicode classes the clones cost more than the splitting.
const SENTENCE_END = /(?<=[.!?])\s+(?=\P{Ll})|\p{Extended_Pictographic}+|\s[•·▪]\s/gu;

export function descriptionLines(html: string | null | undefined): string[] {
  if (!html) return [];
  const read = html.length > DESCRIPTION_HEAD + DESCRIPTION_TAIL ? `${html.slice(0, DESCRIPTION_HEAD)}\n${html.slice(-DESCRIPTION_TAIL)}` : html;
  const text = decodeEntities(read.replace(BLOCK_TAG, '\n').replace(TAG, ' '))
    .replace(DOTTED_CODE, (_match, a: string, b: string, c: string | undefined) => a + b + (c ?? ''))
    .replace(GLUED_WORDS, '$1 $2')
    // Runs of spaces folded once for the whole text, not once per sentence.
    .replace(SPACES, ' ');
  const lines: string[] = [];
  // Split on the line break alone: a pattern with spaces around it would rescan long runs of them.
  for (const block of text.split('\n')) {
    for (const sentence of sentencesOf(block)) {
      const line = sentence.replace(BULLET, '').trim().slice(0, LONGEST_SENTENCE);
      if (line) lines.push(line);
    }
  }
  return lines;
}

/** A block's sentences: the text between SENTENCE_END's matches (each at least one character long). */
function* sentencesOf(block: string): Generator<string> {
  let start = 0;
  SENTENCE_END.lastIndex = 0;
  for (let end = SENTENCE_END.exec(block); end; end = SENTENCE_END.exec(block)) {
    yield block.slice(start, end.index);
    start = end.index + end[0].length;
  }
  yield block.slice(start);
}
