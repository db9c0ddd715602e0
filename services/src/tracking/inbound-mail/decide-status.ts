import type { MailClassification, MailKind } from './classify-mail';
import type { ApplicationMatch } from './match-application';

export type StatusTitle = 'Applied' | 'Phone Screen' | 'Interviewing' | 'Offer' | 'Rejected';

export interface StatusDecision {
  /**
   * move: change the application's status now, the sentence going into its history;
   * suggest: show the change for the person to confirm (with the application to pick, when none matched);
   * ignore: the message says nothing about an application's status.
   */
  action: 'move' | 'suggest' | 'ignore';
  toStatusTitle?: StatusTitle;
  sentence: string | null;
}

const STATUS_OF: Record<Exclude<MailKind, 'other' | 'interview'>, StatusTitle> = {
  received: 'Applied',
  rejection: 'Rejected',
  offer: 'Offer',
};
/** A first call with a recruiter, which boards track apart from the interviews proper. */
const PHONE_SCREEN = /\b(?:phone screen|phone call|screening call|recruiter (?:call|screen|chat)|intro(?:ductory)? call)\b/i;

/**
 * What to do with a classified and matched message. Only a sure kind of a sure application moves a
 * status by itself; 'other' never does, however sure. Whether the move goes forward (an offer after a
 * rejection, a receipt for an application already interviewing) is the caller's to judge against the
 * current status, which this pure step does not know.
 */
export function decideStatus(classification: MailClassification, match: ApplicationMatch | null): StatusDecision {
  const { kind, confidence, sentence } = classification;
  if (kind === 'other') return { action: 'ignore', sentence };
  const toStatusTitle = kind === 'interview' ? (sentence && PHONE_SCREEN.test(sentence) ? 'Phone Screen' : 'Interviewing') : STATUS_OF[kind];
  const sure = confidence === 'high' && match?.confidence === 'high';
  return { action: sure ? 'move' : 'suggest', toStatusTitle, sentence };
}
