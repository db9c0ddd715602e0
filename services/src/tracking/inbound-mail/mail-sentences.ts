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

/**
 * Contractions written out, so a phrase list says "will not" once instead of "won't", "will not" and
 * "wo n't" in every phrase. "'d" is read as "would" and "'s" only after pronouns that take "is": the
 * readings hiring mail means ("we'd like to", "it's been filled").
 */
const CONTRACTIONS: [RegExp, string][] = [
  [/\bwon't\b/g, 'will not'],
  [/\bshan't\b/g, 'shall not'],
  [/\bcan't\b/g, 'cannot'],
  [/\bcan not\b/g, 'cannot'],
  [/\b(\w+)n't\b/g, '$1 not'],
  [/\bi'm\b/g, 'i am'],
  [/\blet's\b/g, 'let us'],
  [/\b(it|that|there|here|what|who|this|he|she)'s\b/g, '$1 is'],
  [/\b(\w+)'re\b/g, '$1 are'],
  [/\b(\w+)'ve\b/g, '$1 have'],
  [/\b(\w+)'ll\b/g, '$1 will'],
  [/\b(i|you|we|they|he|she|it|that|who|there)'d\b/g, '$1 would'],
];

/** A sentence as the phrase lists read it: lower case, typographic quotes and dashes made plain, contractions written out. */
export function foldSentence(sentence: string): string {
  let folded = sentence
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑‒–—]/g, '-');
  for (const [contraction, full] of CONTRACTIONS) folded = folded.replace(contraction, full);
  return folded;
}

/** A sentence as quoted in the status history. */
export function quoteSentence(sentence: string): string {
  return sentence.length <= MAX_SENTENCE_CHARS ? sentence : `${sentence.slice(0, MAX_SENTENCE_CHARS - 1).trimEnd()}…`;
}
