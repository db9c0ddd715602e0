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
    expect(classify('Thanks for your purchase! Tip: prepare for your interview with our guide.')).toMatchObject({ kind: 'other' });
  });

  describe('wording it was not written from', () => {
    it.each([
      ['a receipt that got your application', 'Quick note: we got your CV and the team is looking at it now.'],
      ['thanks for taking the time to apply', 'Thanks for taking the time to apply for the Analyst opening at Marlow.'],
      ['an idiom for applying', 'Thanks for throwing your hat in the ring for our Support Lead role!'],
      ['a receipt in the formal register', 'We are in receipt of your application and will be in touch.'],
      ['an application now under review', 'Your application for Junior Designer is now under review.'],
      ['a receipt headline after the company name', 'Marlow - Application confirmation', ''],
      ['a receipt that has you applied', 'You have successfully applied for the Field Engineer position.'],
    ])('reads %s as received', (_what, text, subject = '') => {
      expect(classify(text, subject)).toMatchObject({ kind: 'received', confidence: 'high' });
    });

    it.each([
      ['"won\'t" written short', "We won't be continuing with your candidacy."],
      ['candidates who fit better, without "other"', 'We have decided to focus on applicants whose background more closely fits the team.'],
      ['proceeding with another candidate, without "forward"', 'The panel has chosen to proceed with another applicant.'],
      ['moving ahead with other candidates', 'We are moving ahead with other shortlisted candidates.'],
      ['someone else hired', 'In the end the hiring manager decided to go with someone else.'],
      ['another candidate chosen', 'After much thought we selected another candidate for the position.'],
      ['advancing no further', 'We will not be advancing your application to the next stage.'],
      ['a pursuit declined', 'We have decided not to pursue your candidacy any further.'],
      ['a role filled in-house', 'We have filled the role internally.'],
      ['hiring paused', 'We have paused hiring for this role until next year.'],
      ['a role no longer open', 'This position is no longer available.'],
      ['no role that fits', 'We do not currently have an opening that matches your experience.'],
      ['not a match', 'Your profile is not the right match for this role.'],
      ['a flat "cannot offer"', 'We cannot offer you a position on this occasion.'],
      ['a declined application', 'Your application has been declined.'],
      ['a status line', 'Your application status has changed to: Not Selected'],
    ])('reads %s as a rejection', (_what, text) => {
      expect(classify(text)).toMatchObject({ kind: 'rejection', confidence: 'high' });
    });

    it.each([
      ['a round with a hyphenated name', 'We would like to invite you for a final-round interview with our COO.'],
      ['several words before "interview"', "I'd like to invite you for a 45-minute system design interview next week."],
      ['having you back', "We'd love to have you back for a pairing interview."],
      ['coming in', 'We would like you to come in for an onsite interview.'],
      ['a shortlist', 'Good news: you have been shortlisted for an interview.'],
      ['the next round', "You've made it to the next round!"],
      ['moving you forward to a stage', "We're excited to move you forward to the technical round."],
      ['booking a slot', 'Please book a slot using the scheduling link below.'],
      ['availability for an interview', 'Could you send your availability for a technical interview?'],
      ['a question with an interviewer in it', 'Could you do a 30-minute chat with our head of product on Friday?'],
      ['an "Interview invitation:" subject', '', 'Interview invitation: Support Lead at Marlow'],
      ['a calendar subject naming the round', '', 'Invitation: Marlow – Round 2 (Sam Rivera) @ Tue Dec 2, 2025 3pm'],
    ])('reads %s as an invitation', (_what, text, subject = '') => {
      expect(classify(text, subject)).toMatchObject({ kind: 'interview', confidence: 'high' });
    });

    it.each([
      ['an offer of the role by name', "We'd like to offer you the role of Support Lead."],
      ['an offer to be found attached', 'Please find your offer attached.'],
      ['an offer ready to sign', 'Your offer is ready to review and sign.'],
      ['an offer to accept', 'To accept this offer, reply to this email by Friday.'],
      ['a welcome in a new title', 'We are thrilled to welcome you to the data team as our new Analyst!'],
    ])('reads %s as an offer', (_what, text) => {
      expect(classify(text)).toMatchObject({ kind: 'offer', confidence: 'high' });
    });

    it.each([
      ['a talent community welcome', "Thanks for joining our talent network! We'll keep you posted on new roles."],
      ['a sign-in code', 'Your verification code is 482913.'],
      ['an event cancellation', 'We regret to inform you that the hiring meetup has been cancelled.', 'Our open house has been cancelled'],
      ['a note that your application was viewed', 'Your application was viewed by Marlow.'],
      ['a profile-views nag', 'Recruiters viewed your profile 14 times this week.'],
      ['a scam that needs no interview', 'Congratulations! You have been selected for a remote role. No interview is required.'],
      ['an order', 'Your order #5521 has shipped.'],
      ['a premium upsell', 'Upgrade to Premium to see who is hiring.'],
    ])('reads %s as other', (_what, text, subject = '') => {
      expect(classify(text, subject)).toMatchObject({ kind: 'other', confidence: 'high' });
    });

    it("keeps a rejection whose footer invites to job alerts and a talent community (the mail's own words are what count)", () => {
      const text = 'We have decided not to move forward with your application. Set up job alerts and join our talent community for future roles.';
      expect(classify(text)).toMatchObject({ kind: 'rejection', confidence: 'high' });
    });

    it('reads no marketing into a meeting link that says "meetup"', () => {
      const text = 'Please book a slot for your technical interview. Join: https://teams.microsoft.com/l/meetup-join/19%3ameeting';
      expect(classify(text)).toMatchObject({ kind: 'interview', confidence: 'high' });
    });

    it('takes no screening questionnaire for an interview', () => {
      expect(classify('We got your application! We would like to invite you to complete our screening questionnaire.')).toMatchObject({ kind: 'received' });
    });
  });

  describe('calendar files', () => {
    const calendar = (method: string, summary: string) =>
      ['BEGIN:VCALENDAR', `METHOD:${method}`, 'BEGIN:VEVENT', `SUMMARY:${summary.slice(0, 40)}`, ` ${summary.slice(40)}`, 'DTSTART:20251202T150000Z', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');

    it('reads a calendar request for an interview as an invitation, quoting its title, even when the mail says nothing, and nothing into a cancellation or another meeting', () => {
      const mail = { subject: 'Marlow / Sam Rivera', text: 'Join on your computer or mobile app', calendars: [calendar('REQUEST', 'Marlow – Support Lead – Technical Interview (Sam Rivera)')] };
      expect(classifyMail(mail)).toEqual({ kind: 'interview', confidence: 'high', sentence: 'Marlow – Support Lead – Technical Interview (Sam Rivera)' });
      expect(classifyMail({ subject: 'Marlow / Sam Rivera', text: '', calendars: [calendar('CANCEL', 'Technical Interview')] }).kind).toBe('other');
      expect(classifyMail({ subject: 'Lunch', text: '', calendars: [calendar('REQUEST', 'Team lunch at the office')] }).kind).toBe('other');
    });
  });

  describe('round 3: denied invitations, account steps and wording families the lists lacked', () => {
    it.each([
      'The panel did not think there was enough evidence to move you forward to the onsite stage.',
      "Sadly we can't take you through to the next round this time.",
      'Honestly, the hiring team never felt ready to advance you to the final stage.',
    ])('reads a denied step forward as a rejection, never an invitation: %s', (text) => {
      expect(classify(`Thanks for talking with Priya and Omar on Monday. ${text}`)).toMatchObject({ kind: 'rejection', confidence: 'high' });
    });

    it('takes no invitation from a phrase a negation in its own clause denies, and keeps one a negation in another clause does not reach', () => {
      expect(classify('We did not find a way to schedule you for a final round before the holidays.').kind).not.toBe('interview');
      expect(classify("Don't hesitate to write back. We'd like to invite you to a technical interview next week.")).toMatchObject({ kind: 'interview', confidence: 'high' });
      expect(classify("We never book calls on Fridays, so we'd like to invite you to a video interview on Monday.")).toMatchObject({ kind: 'interview', confidence: 'high' });
    });

    it.each([
      'We have decided to end the process here.',
      "After a second look at your portfolio, we won't be moving things forward.",
      'Crestline has placed the Senior Data Analyst requisition on hold, so we are closing all applications for this role.',
      'The hiring manager has cancelled the Backend Platform vacancy.',
      "We're not in a position to make you an offer.",
    ])('reads a rejection worded as stopping, a paused or cancelled job, or no offer: %s', (text) => {
      expect(classify(text)).toMatchObject({ kind: 'rejection', confidence: 'high' });
    });

    it('guesses a rejection from the news it is not, and an invitation to apply again', () => {
      expect(classify("I'm afraid this isn't the news you were hoping for. We would love to see you applying again next year.")).toMatchObject({ kind: 'rejection', confidence: 'low' });
    });

    it.each([
      'Your CV has been registered in our system.',
      'We have recorded your application for the Analyst role.',
      'Your application for Field Engineer has arrived!',
      'Your documents reached us safely, thank you.',
      'Good news, Sam: your application is now safely with us.',
      'Your submission for Site Reliability Engineer is complete.',
      'This email is to confirm your application to the Growth Marketer opening.',
    ])('reads a receipt said as an arrival, a record or another noun: %s', (text) => {
      expect(classify(text)).toMatchObject({ kind: 'received', confidence: 'high' });
    });

    it('guesses a receipt from two of its weaker cues, a subject about an application counting as one, and never from one alone', () => {
      expect(classify('Hi Sam, our recruiters will review every application over the coming weeks.', 'Your application to Initech')).toMatchObject({ kind: 'received', confidence: 'low' });
      expect(classify('Dana forwarded your resume to the hiring manager. Expect to hear back within two weeks.')).toMatchObject({ kind: 'received', confidence: 'low' });
      expect(classify("I've uploaded your CV into our applicant tracking system. We only reply to those shortlisted.")).toMatchObject({ kind: 'received', confidence: 'low' });
      expect(classify('Our recruiters will review every application over the coming weeks.')).toMatchObject({ kind: 'other' });
      expect(classify('Hi Sam, just checking in.', 'Your application to Initech')).toMatchObject({ kind: 'other' });
      expect(classify('Our recruiters will review every application. Unsubscribe from these emails.', 'Your application to Initech')).toMatchObject({ kind: 'other' });
    });

    it.each([
      'I have pencilled you in for Wednesday at 2pm with our CTO.',
      "We've booked you for a 30-minute phone screen.",
      'We would like to ask you to attend a final interview at our office.',
      'Interview arrangements for the Analyst role',
    ])('reads an invitation said as a booking already made or a request to attend: %s', (text) => {
      expect(classify(text)).toMatchObject({ kind: 'interview', confidence: 'high' });
    });

    it.each([
      "We'd love you to join the team as our next Staff Engineer!",
      'Please review and sign your offer by Friday.',
      'Your offer from Crestline Labs is ready.',
    ])('reads an offer said as joining the team or signing: %s', (text) => {
      expect(classify(text)).toMatchObject({ kind: 'offer', confidence: 'high' });
    });

    it('guesses an offer from the terms of a call summary', () => {
      expect(classify('Great talking today! Base salary: $120,000. The written offer will follow tomorrow.')).toMatchObject({ kind: 'offer', confidence: 'low' });
    });

    it('lets an account step inside an offer leave the offer standing, unsure, and still reads account mail alone as other', () => {
      expect(classify('Congratulations! Your offer letter is ready. To open it, verify your email address.')).toMatchObject({ kind: 'offer', confidence: 'low' });
      expect(classify('Click the link below to reset your password for your candidate account.', 'Reset your password')).toMatchObject({ kind: 'other', confidence: 'high' });
    });

    it('reads no offer, receipt or invitation into outreach and meetups that borrow the words', () => {
      expect(classify('We would like you to join us as a guest at our meetup.').kind).toBe('other');
      expect(classify("I'd love to spend 15 minutes with you to tell you about an exciting role. Are you free on Thursday?").kind).toBe('other');
      expect(classify('We have not received your application yet, please finish it.').kind).toBe('other');
    });
  });

  it('reads the sentence after 400,000 characters built to make a phrase backtrack, in a fraction of a second', () => {
    const hostile = [
      `we would like to invite you for a ${'second-round '.repeat(30000)}`,
      `can you do a ${'45 min '.repeat(30000)}`,
      `your application for ${'x '.repeat(200000)}`,
      `status ${"can't won't we're ".repeat(20000)}`,
      `they did not ${'feel '.repeat(60000)}`,
      `your submission for ${'x '.repeat(200000)}`,
      `we have booked you for ${'30-minute '.repeat(30000)}`,
    ];
    for (const text of hostile) {
      const started = Date.now();
      expect(classify(`${text}\n\nWe won't be continuing with your application.`)).toMatchObject({ kind: 'rejection' });
      expect(Date.now() - started).toBeLessThan(1500);
    }
  });

  it('reads nothing into empty mail', () => {
    expect(classify('')).toEqual({ kind: 'other', confidence: 'low', sentence: null });
  });
});
