import { classifyMail } from '../classify-mail';

const classify = (text: string, subject = '') => classifyMail({ subject, text });

describe('classifyMail', () => {
  it.each([
    ['received', 'Hi Sam,\n\nThank you for applying to Acme Robotics! Our team will review your application.'],
    ['received', 'Your application for the Data Engineer position has been received.'],
    ['rejection', 'Thank you for applying. After careful review, we have decided to move forward with other candidates.'],
    ['rejection', 'We regret to inform you that the position has been filled.'],
    ['rejection', 'Having reviewed your experience, we will not be progressing your application further.'],
    ['interview', "Thanks for applying! We'd like to invite you to a 30-minute phone screen with our recruiter."],
    ['interview', 'Your interview has been scheduled for next week.'],
    ['offer', "I'm thrilled to extend you an offer for the Staff Software Engineer position!"],
    ['offer', 'Please find attached your offer of employment.'],
  ])('reads a plain %s', (kind, text) => {
    expect(classify(text)).toMatchObject({ kind, confidence: 'high' });
  });

  it('quotes the sentence that decided, as written, across the lines plain text mail wraps', () => {
    const text = 'Hi Sam,\n\nThanks for your time. Unfortunately, we have decided to move forward\nwith other candidates for this role.\n\nBest,\nJo';
    expect(classify(text).sentence).toBe('Unfortunately, we have decided to move forward with other candidates for this role.');
  });

  it('takes no possibility for a fact: a receipt that will "reach out to schedule an interview" is a receipt', () => {
    const result = classify("Thanks for applying! If your background fits, we'll reach out to schedule an interview.");
    expect(result).toEqual({ kind: 'received', confidence: 'high', sentence: 'Thanks for applying!' });
  });

  it('lets a later stage win over a receipt\'s thanks', () => {
    expect(classify('Thank you for applying. We have decided to pursue other candidates.').kind).toBe('rejection');
    expect(classify("Thank you for applying. We'd like to schedule a video interview with you.").kind).toBe('interview');
  });

  it('reads an offer made to someone else as a rejection', () => {
    expect(classify('This was a difficult decision, but we have decided to extend an offer to another candidate.').kind).toBe('rejection');
  });

  it('is unsure of a rejection that also makes an offer', () => {
    expect(classify('We will not be moving forward with your application. Separately, we would like to extend you an offer for our contract team.')).toMatchObject({
      kind: 'rejection',
      confidence: 'low',
    });
  });

  it('guesses from hints alone only with low confidence', () => {
    expect(classify('Unfortunately, after careful consideration, we chose someone else. We wish you the best.')).toMatchObject({
      kind: 'rejection',
      confidence: 'low',
    });
  });

  it.each([
    ['a job alert', 'New jobs for you: Senior Backend Engineer at Acme Robotics. Jobs you may like, based on your profile.'],
    ['a webinar', "You're invited to our webinar on acing your interview. We'd love to invite you to a live Q&A call."],
    ['a password reset', 'We received a request to reset your password for your candidate account.'],
    ["a recruiter's first message", "I came across your profile and would love to set up a call about a role."],
    ['a calendar update about something else', 'Weekly 1:1 moved to Tuesday.', 'Updated invitation: Weekly 1:1 @ Tue 10am'],
  ])('reads %s as other', (_what, text, subject = '') => {
    expect(classify(text, subject)).toMatchObject({ kind: 'other', confidence: 'high' });
  });

  it('never acts on a status phrase in mail with a marketing footer', () => {
    expect(classify('Your application was sent to Beacon. Thank you for applying!\n\nUnsubscribe from these emails')).toMatchObject({
      kind: 'received',
      confidence: 'low',
    });
  });

  it('reads an interview tip in a receipt for something else as other', () => {
    expect(classify('Thanks for your purchase! Tip: prepare for your interview with our guide.')).toMatchObject({ kind: 'other', sentence: null });
  });

  it('reads nothing into empty mail', () => {
    expect(classify('')).toEqual({ kind: 'other', confidence: 'low', sentence: null });
  });
});
