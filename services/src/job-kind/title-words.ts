/**
 * A job title as the words a reader scans for "Senior", "(Contract)" or "Head of": lower case,
 * each word with what separated it from the one before, so that "Senior/Staff" (a range),
 * "Senior Staff" (one rank), "Sr. Lead" and "Engineer - Intern" (separate parts) read apart.
 */
export interface TitleWord {
  text: string;
  /** What stood between this word and the one before. */
  gap: Gap;
}

/**
 * - start: the title's first word
 * - space: plain spacing ("Senior Engineer"), or "&", "+", "." inside a name ("ASP.NET")
 * - joined: a hyphen without spaces ("Mid-Level", "Full-Time")
 * - slash: "Senior/Staff", "Part-time/Remote"
 * - break: punctuation that starts a new part of the title ("Engineer, III", "Designer (Contract)", "Manager - Remote", "Sr. Lead")
 */
export type Gap = 'start' | 'space' | 'joined' | 'slash' | 'break';

/** Titles longer than this are debris (a pasted description); only the head is read, so cost stays small and linear. */
export const TITLE_READ_AT_MOST = 300;

// Letters and digits of any script; "&" only inside a word ("R&D", "SR&ED"), so "Sales & Marketing" is two words.
const WORD = /[\p{L}\p{N}]+(?:&[\p{L}\p{N}]+)*/gu;
const BREAK_MARK = /[,;:|()[\]{}!?–—•·]|\s-|-\s|\.\s/;

export function titleWords(title: unknown): TitleWord[] {
  if (typeof title !== 'string') return [];
  const text = title.slice(0, TITLE_READ_AT_MOST).toLowerCase();
  const words: TitleWord[] = [];
  let end = 0;
  for (const match of text.matchAll(WORD)) {
    const between = text.slice(end, match.index);
    words.push({ text: match[0], gap: words.length ? gapKind(between) : 'start' });
    end = match.index + match[0].length;
  }
  return words;
}

function gapKind(between: string): Gap {
  if (BREAK_MARK.test(between)) return 'break';
  if (between.includes('/')) return 'slash';
  if (between.includes('-')) return 'joined';
  return 'space';
}

/** The word is the last of its part of the title ("Engineer, III": "III" ends the title; "Berlin I Germany": "I" does not). */
export const endsPart = (words: readonly TitleWord[], at: number): boolean => at === words.length - 1 || words[at + 1].gap === 'break';

/** The words before this one in the same part of the title. */
export function partBefore(words: readonly TitleWord[], at: number): string[] {
  let start = at;
  while (start > 0 && words[start].gap !== 'break' && words[start].gap !== 'start') start--;
  return words.slice(start, at).map((w) => w.text);
}
