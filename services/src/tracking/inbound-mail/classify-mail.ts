import { foldSentence, mailSentences, quoteSentence } from './mail-sentences';
import {
  ACCOUNT_STEPS,
  APPLICATION_SUBJECT,
  CALENDAR_INTERVIEW,
  CLAUSE_BREAK,
  CONDITIONAL,
  INTERVIEW,
  NEGATION,
  NOISE,
  OFFER,
  type PhraseList,
  RECEIVED,
  REJECTION,
} from './mail-phrases';
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
/**
 * Kinds a guess can be made for from hints alone; two different hints are needed, and a subject line
 * about an application (APPLICATION_SUBJECT) counts as one for a receipt. A receipt guessed wrong costs
 * the person one click, as every guess does ('low' is never acted on alone).
 */
const GUESSABLE: [StatusKind, PhraseList][] = [
  ['rejection', REJECTION],
  ['offer', OFFER],
  ['interview', INTERVIEW],
  ['received', RECEIVED],
];
const HINTS_FOR_A_GUESS = 2;

/**
 * What a forwarded message says about an application, by the phrases in mail-phrases.ts. Precision
 * comes first: whatever is not plainly one kind is 'other' or 'low', which decide-status.ts never
 * acts on without the person.
 */
export function classifyMail(mail: Pick<ForwardedMail, 'subject' | 'text'> & Partial<Pick<ForwardedMail, 'calendars'>>): MailClassification {
  const sentences = mailSentences(mail.subject, mail.text);
  const folded = sentences.map(foldSentence);
  // A calendar request for an interview is an invitation whatever the mail around it says: its title
  // is read as the "Invitation: …" line calendar programs write, and quoted as written.
  for (const title of interviewRequestTitles(mail.calendars ?? [])) {
    sentences.push(title);
    folded.push(`invitation: ${foldSentence(title)}`);
  }

  const noise = folded.findIndex((sentence) => NOISE.decisive.some((phrase) => phrase.test(sentence)));
  if (noise >= 0) return { kind: 'other', confidence: 'high', sentence: quoteSentence(sentences[noise]) };

  const decisive = new Map<StatusKind, number[]>();
  for (const [kind, phrases] of BY_PRECEDENCE) {
    const at = folded.flatMap((sentence, index) => (phrases.decisive.some((phrase) => saysPlainly(phrase, sentence, kind)) ? [index] : []));
    if (at.length) decisive.set(kind, at);
  }
  const winner = BY_PRECEDENCE.find(([kind]) => decisive.has(kind))?.[0];
  // Account mail ("reset your password") is 'other' when it is all the mail says; inside a status
  // mail ("confirm your email address before the offer opens") it is a step, and only a hint.
  const accountStep = folded.findIndex((sentence) => ACCOUNT_STEPS.some((phrase) => phrase.test(sentence)));
  if (accountStep >= 0 && !winner) return { kind: 'other', confidence: 'high', sentence: quoteSentence(sentences[accountStep]) };
  const noiseHints = hintsIn(NOISE, folded) + (accountStep >= 0 ? 1 : 0);

  // A rejection thanks you for applying too; when its hints ("unfortunately", "after careful
  // consideration") come with the thanks, they were not a receipt's. A receipt's talk of interviews
  // and next steps is ordinary, so only a rejection's hints overrule it.
  const aboutAnApplication = APPLICATION_SUBJECT.test(foldSentence(mail.subject.trim()));
  const guess = !winner
    ? guessFromHints(sentences, folded, GUESSABLE, aboutAnApplication)
    : winner === 'received'
      ? guessFromHints(sentences, folded, [['rejection', REJECTION]], false)
      : null;
  if (guess) return guess;
  if (winner) {
    const at = decisive.get(winner)!;
    // "We are unable to extend an offer" is one sentence of both; an offer elsewhere in a rejection is a contradiction.
    const contradicted = winner === 'rejection' && (decisive.get('offer') ?? []).some((index) => !at.includes(index));
    return { kind: winner, confidence: contradicted || noiseHints > 0 ? 'low' : 'high', sentence: quoteSentence(sentences[at[0]]) };
  }
  return { kind: 'other', confidence: 'low', sentence: null };
}

/**
 * A guess from two different hints of one kind, never from mail with any sign of being marketing. A
 * subject line about an application counts as a receipt's hint: receipts are the mail most often
 * worded in ways no list foresees, and the subject ("Your application to Acme") says what the body
 * circles around.
 */
function guessFromHints(sentences: string[], folded: string[], kinds: [StatusKind, PhraseList][], aboutAnApplication: boolean): MailClassification | null {
  if (hintsIn(NOISE, folded) > 0) return null;
  for (const [kind, phrases] of kinds) {
    const hints = hintsIn(phrases, folded);
    if (hints === 0 || hints + (kind === 'received' && aboutAnApplication ? 1 : 0) < HINTS_FOR_A_GUESS) continue;
    const first = folded.findIndex((sentence) => phrases.hints.some((phrase) => phrase.test(sentence)));
    return { kind, confidence: 'low', sentence: quoteSentence(sentences[first]) };
  }
  return null;
}

/**
 * The phrase is in the sentence, no "if", "once" or "we'll reach out" comes before it to make it a
 * mere possibility, and (but for rejections, which are negations) no "not" or "never" in its own
 * clause denies it: "they did not feel they saw enough to take you through to the final round" invites
 * to nothing.
 */
function saysPlainly(phrase: RegExp, sentence: string, kind: StatusKind): boolean {
  const found = phrase.exec(sentence);
  if (!found) return false;
  const condition = CONDITIONAL.exec(sentence);
  if (condition && condition.index < found.index) return false;
  if (kind === 'rejection') return true;
  const clause = sentence.slice(0, found.index).split(CLAUSE_BREAK).pop() ?? '';
  return !NEGATION.test(clause);
}

/** How many of the list's hints appear anywhere in the message. */
function hintsIn(phrases: PhraseList, sentences: string[]): number {
  return phrases.hints.filter((phrase) => sentences.some((sentence) => phrase.test(sentence))).length;
}

/**
 * The titles (SUMMARY) of the events a mail's calendar files invite to, when the title names an
 * interview; a cancellation (METHOD:CANCEL) invites to nothing. Lines folded by the calendar format
 * (a line end and a blank) are joined first; one pass over each file.
 */
function interviewRequestTitles(calendars: readonly string[]): string[] {
  const titles: string[] = [];
  for (const calendar of calendars) {
    const unfolded = calendar.replace(/\r?\n[ \t]/g, '');
    if (/^METHOD:\s*CANCEL\b/im.test(unfolded)) continue;
    const summary = /^SUMMARY(?:;[^:\r\n]*)?:([^\r\n]*)/m.exec(unfolded)?.[1];
    const title = summary?.replace(/\\([,;\\])/g, '$1').replace(/\\n/gi, ' ').trim();
    if (title && CALENDAR_INTERVIEW.test(foldSentence(title))) titles.push(title);
  }
  return titles;
}
