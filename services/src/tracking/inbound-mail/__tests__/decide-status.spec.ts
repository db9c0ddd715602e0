import type { MailClassification } from '../classify-mail';
import { decideStatus } from '../decide-status';
import type { ApplicationMatch } from '../match-application';

const sure: ApplicationMatch = { applicationId: 'a1', confidence: 'high' };
const unsure: ApplicationMatch = { applicationId: 'a1', confidence: 'low' };
const classification = (kind: MailClassification['kind'], confidence: 'high' | 'low', sentence = 'The sentence.'): MailClassification => ({
  kind,
  confidence,
  sentence,
});

describe('decideStatus', () => {
  it.each([
    ['received', 'Applied'],
    ['rejection', 'Rejected'],
    ['offer', 'Offer'],
    ['interview', 'Interviewing'],
  ] as const)('moves a sure %s of a sure application to %s, quoting the sentence', (kind, title) => {
    expect(decideStatus(classification(kind, 'high'), sure)).toEqual({ action: 'move', toStatusTitle: title, sentence: 'The sentence.' });
  });

  it('moves a sure invitation to a phone screen to Phone Screen', () => {
    const decision = decideStatus(classification('interview', 'high', "We'd like to schedule a 30-minute phone screen."), sure);
    expect(decision.toStatusTitle).toBe('Phone Screen');
  });

  it.each([
    ['an unsure kind', classification('rejection', 'low'), sure],
    ['an unsure match', classification('rejection', 'high'), unsure],
    ['no match', classification('rejection', 'high'), null],
  ])('only suggests on %s', (_what, given, match) => {
    expect(decideStatus(given, match)).toMatchObject({ action: 'suggest', toStatusTitle: 'Rejected' });
  });

  it('never moves on other, however sure', () => {
    expect(decideStatus(classification('other', 'high'), sure)).toEqual({ action: 'ignore', sentence: 'The sentence.' });
  });
});
