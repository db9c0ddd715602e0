import { foldSentence, mailSentences, quoteSentence } from './mail-sentences';
import { CONDITIONAL, INTERVIEW, NOISE, OFFER, type PhraseList, RECEIVED, REJECTION } from './mail-phrases';
import type { ForwardedMail } from './read-forwarded-mail';

export type MailKind = 'received' | 'rejection' | 'interview' | 'offer' | 'other';
type StatusKind = Exclude<MailKind, 'other'>;

export interface MailClassification {
  kind: MailKind;
  /** 'high' only when a decisive phrase settled it and nothing in the message pulls the other way. */
  confidence: 'high' | 'low';
  /** The sentence that decided it, as written, for the status history; null when nothing did. */
  sentence: string | null;
}

/**
 * When a message has decisive phrases of several kinds, the later stage wins: a rejection thanks you
 * for applying and for interviewing, an offer mentions the interviews, an invitation thanks you for
 * applying.
 */
const BY_PRECEDENCE: [StatusKind, PhraseList][] = [
  ['rejection', REJECTION],
  ['offer', OFFER],
  ['interview', INTERVIEW],
  ['received', RECEIVED],
];
/** Kinds a guess can be made for from hints alone; two different hints are needed. */
const GUESSABLE: [StatusKind, PhraseList][] = [
  ['rejection', REJECTION],
  ['offer', OFFER],
  ['interview', INTERVIEW],
];
const HINTS_FOR_A_GUESS = 2;

/**
 * What a forwarded message says about an application, by the phrases in mail-phrases.ts. Precision
 * comes first: whatever is not plainly one kind is 'other' or 'low', which decide-status.ts never
 * acts on without the person.
 */
export function classifyMail(mail: Pick<ForwardedMail, 'subject' | 'text'>): MailClassification {
  const sentences = mailSentences(mail.subject, mail.text);
  const folded = sentences.map(foldSentence);

  const noise = folded.findIndex((sentence) => NOISE.decisive.some((phrase) => phrase.test(sentence)));
  if (noise >= 0) return { kind: 'other', confidence: 'high', sentence: quoteSentence(sentences[noise]) };
  const noiseHints = hintsIn(NOISE, folded);

  const decisive = new Map<StatusKind, number[]>();
  for (const [kind, phrases] of BY_PRECEDENCE) {
    const at = folded.flatMap((sentence, index) => (phrases.decisive.some((phrase) => saysPlainly(phrase, sentence)) ? [index] : []));
    if (at.length) decisive.set(kind, at);
  }
  const winner = BY_PRECEDENCE.find(([kind]) => decisive.has(kind))?.[0];
  // A rejection thanks you for applying too; when its hints ("unfortunately", "after careful
  // consideration") come with the thanks, they were not a receipt's. A receipt's talk of interviews
  // and next steps is ordinary, so only a rejection's hints overrule it.
  const guess = !winner ? guessFromHints(sentences, folded, GUESSABLE) : winner === 'received' ? guessFromHints(sentences, folded, [['rejection', REJECTION]]) : null;
  if (guess) return guess;
  if (winner) {
    const at = decisive.get(winner)!;
    // "We are unable to extend an offer" is one sentence of both; an offer elsewhere in a rejection is a contradiction.
    const contradicted = winner === 'rejection' && (decisive.get('offer') ?? []).some((index) => !at.includes(index));
    return { kind: winner, confidence: contradicted || noiseHints > 0 ? 'low' : 'high', sentence: quoteSentence(sentences[at[0]]) };
  }
  return { kind: 'other', confidence: 'low', sentence: null };
}

/** A guess from two different hints of one kind, never from mail with any sign of being marketing. */
function guessFromHints(sentences: string[], folded: string[], kinds: [StatusKind, PhraseList][]): MailClassification | null {
  if (hintsIn(NOISE, folded) > 0) return null;
  for (const [kind, phrases] of kinds) {
    if (hintsIn(phrases, folded) < HINTS_FOR_A_GUESS) continue;
    const first = folded.findIndex((sentence) => phrases.hints.some((phrase) => phrase.test(sentence)));
    return { kind, confidence: 'low', sentence: quoteSentence(sentences[first]) };
  }
  return null;
}

/** The phrase is in the sentence, and no "if", "once" or "we'll reach out" comes before it to make it a mere possibility. */
function saysPlainly(phrase: RegExp, sentence: string): boolean {
  const found = phrase.exec(sentence);
  if (!found) return false;
  const condition = CONDITIONAL.exec(sentence);
  return !condition || condition.index > found.index;
}

/** How many of the list's hints appear anywhere in the message. */
function hintsIn(phrases: PhraseList, sentences: string[]): number {
  return phrases.hints.filter((phrase) => sentences.some((sentence) => phrase.test(sentence))).length;
}
