/** A quoted sentence is kept to this length: enough to show why, short enough for a status history line. */
const MAX_SENTENCE_CHARS = 300;

/**
 * The sentences of a mail's text, the subject first. Plain text mail is wrapped at about 72
 * characters, so lines of one paragraph are joined before splitting, or "we have decided to move
 * forward with\nother candidates" would never be seen whole.
 */
export function mailSentences(subject: string, text: string): string[] {
  const sentences = subject.trim() ? [subject.trim()] : [];
  for (const paragraph of text.split(/\n[ \t]*\n/)) {
    const joined = paragraph.replace(/\s+/g, ' ').trim();
    if (!joined) continue;
    for (const sentence of joined.split(/(?<=[.!?])\s+(?=["'“(]?[A-Z0-9])|\s+[•·]\s+/)) {
      if (sentence.trim()) sentences.push(sentence.trim());
    }
  }
  return sentences;
}

/** A sentence as the phrase lists read it: lower case, typographic quotes and dashes made plain. */
export function foldSentence(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑‒–—]/g, '-');
}

/** A sentence as quoted in the status history. */
export function quoteSentence(sentence: string): string {
  return sentence.length <= MAX_SENTENCE_CHARS ? sentence : `${sentence.slice(0, MAX_SENTENCE_CHARS - 1).trimEnd()}…`;
}
