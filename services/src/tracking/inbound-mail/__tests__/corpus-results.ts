import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { classifyMail, type MailKind } from '../classify-mail';
import { decideStatus, type StatusDecision } from '../decide-status';
import { INBOUND_MAIL_LIMITS } from '../inbound-mail-limits';
import { interviewTime } from '../interview-time';
import { matchApplication, type TrackedApplication } from '../match-application';
import { readForwardedMail } from '../read-forwarded-mail';

const FIXTURES = path.join(__dirname, '..', '__fixtures__');

export interface CorpusLabel {
  kind: MailKind;
  applicationId: string | null;
  /** Invitations only: the interview's start as an ISO instant, null when the message gives no one clear time. */
  start?: string | null;
  /** Written held out, after tuning on the rest; scored untuned once, then tuned on (__fixtures__/README.md). */
  heldOut?: boolean;
}

export interface CorpusResult {
  file: string;
  label: CorpusLabel;
  kind: MailKind;
  confidence: 'high' | 'low';
  applicationId: string | null;
  matchConfidence: 'high' | 'low' | null;
  decision: StatusDecision;
  /** The interview time read from the message, whatever it was classified as, to score the time reading on its own. */
  start: string | null;
}

export const corpusApplications = (): TrackedApplication[] => JSON.parse(readFileSync(path.join(FIXTURES, 'applications.json'), 'utf8'));
export const corpusLabels = (): Record<string, CorpusLabel> => JSON.parse(readFileSync(path.join(FIXTURES, 'labels.json'), 'utf8'));
export const corpusFiles = (): string[] => readdirSync(path.join(FIXTURES, 'messages')).filter((file) => file.endsWith('.eml')).sort();
export const corpusMessage = (file: string): Buffer => readFileSync(path.join(FIXTURES, 'messages', file));

/** Every corpus message through the whole pipeline, as the receiver will run it. */
export async function scoreCorpus(): Promise<CorpusResult[]> {
  const applications = corpusApplications();
  const labels = corpusLabels();
  const results: CorpusResult[] = [];
  for (const file of corpusFiles()) {
    const mail = await readForwardedMail(corpusMessage(file), INBOUND_MAIL_LIMITS);
    const classification = classifyMail(mail);
    const match = matchApplication(mail, classification, applications);
    const time = interviewTime(mail);
    results.push({
      file,
      label: labels[file],
      kind: classification.kind,
      confidence: classification.confidence,
      applicationId: match?.applicationId ?? null,
      matchConfidence: match?.confidence ?? null,
      decision: decideStatus(classification, match),
      start: time ? time.start.toISOString() : null,
    });
  }
  return results;
}
