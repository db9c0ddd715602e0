import { decodeHTML } from 'entities';
import {
  isBulkTemplate,
  isMailTemplateId,
  MAIL_TEMPLATE_IDS,
  MailContext,
  MailTemplateId,
  MARKETING_TEMPLATES,
  previewMail,
  renderMail,
  TemplateData,
} from '../render-mail';

const APP_URL = 'http://localhost:4000';
const UNSUBSCRIBE_URL = 'http://localhost:4000/#/unsubscribe/5b0f?token=abc&sig=x';
const ctx = (overrides: Partial<MailContext> = {}): MailContext => ({
  appUrl: APP_URL,
  recipientName: 'Sam',
  unsubscribeUrl: UNSUBSCRIBE_URL,
  ...overrides,
});

/** Every link target of the HTML part, as the mail client resolves it. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => decodeHTML(m[1]));
}

/** The words a recipient reads in the HTML part: no head, no tags, entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  const body = html.replace(/<head>[\s\S]*?<\/head>/, '').replace(/<!--[\s\S]*?-->/g, '');
  return decodeHTML(body.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

const digest = (overrides: Partial<TemplateData['newsletter-digest']> = {}): TemplateData['newsletter-digest'] => ({
  frequency: 'weekly',
  jobs: [
    {
      title: 'Senior Backend Engineer',
      companyName: 'Acme',
      url: 'https://jobs.example.com/acme/backend?ref=rh&utm=mail',
      tags: ['node', 'postgres'],
      location: 'Europe',
      postedOn: '2 Dec 2025',
    },
    {
      title: 'Product Designer',
      companyName: 'Globex',
      url: 'https://jobs.example.com/globex/designer',
      tags: [],
      location: 'Worldwide',
      postedOn: '1 Dec 2025',
    },
  ],
  matchCount: 2,
  moreUrl: `${APP_URL}/#/remote-jobs`,
  manageUrl: `${APP_URL}/#/remote-jobs-newsletter`,
  ...overrides,
});

const alert = (overrides: Partial<TemplateData['saved-search-alert']> = {}): TemplateData['saved-search-alert'] => ({
  searchName: 'Rust <jobs> & more',
  frequency: 'daily',
  jobs: digest().jobs,
  matchCount: 4,
  moreUrl: `${APP_URL}/#/saved-searches/abc/open`,
  manageUrl: `${APP_URL}/#/saved-searches`,
  stopUrl: `${APP_URL}/#/saved-searches/abc/stop-alerts?token=tok&x=1`,
  ...overrides,
});

const SAMPLE_DATA: { [K in MailTemplateId]: TemplateData[K] } = {
  'password-reset': { resetUrl: `${APP_URL}/#/reset-password/tok123?x=1&y=2`, expiresInMinutes: 60 },
  'newsletter-login': { loginUrl: `${APP_URL}/#/remote-jobs-newsletter?token=tok456`, expiresInMinutes: 30 },
  'newsletter-digest': digest(),
  'saved-search-alert': alert(),
  welcome: {},
  'trial-ending': {},
  'newsletter-promo': {},
  'subscription-offer': {},
  'support-reply': { query: 'Can I <b>export</b> my jobs?', reply: 'Yes:\nApplied Jobs, then Export.' },
  'purchase-receipt': {
    kind: 'newsletter',
    item: 'Remote jobs newsletter (Monthly)',
    amount: '$2.00',
    paidOn: '2 Dec 2025',
    renewsOn: '2 Jan 2026',
    renewal: 'every month',
    email: 'nia@example.com',
    signInUrl: `${APP_URL}/#/sign-in-link?token=tok789&next=remote-jobs-newsletter`,
    signInExpiresInHours: 24,
  },
  'interview-reminder': {
    when: 'hour-before',
    eventKind: 'phone-screen',
    startsAt: '2026-10-25T13:30:00.000Z',
    timeZone: 'America/New_York',
    jobTitle: 'Engineer <Platform>',
    companyName: 'Acme & Co',
    meetingUrl: 'https://meet.example.com/a?b=1&c=2',
    appliedJobId: '00000000-0000-4000-8000-000000000001',
  },
  'verify-mail-sender': { verifyUrl: 'https://app.example.com/#/verify-mail-sender?token=abc', address: 'sam+<jobs>@example.com', expiresInMinutes: 1440 },
  'tasks-due-reminder': {
    date: '2026-10-25',
    timeZone: 'Europe/Berlin',
    tasks: [{ content: 'Write <b>back</b>', dueAt: '2026-10-25T14:00:00.000Z', jobTitle: 'Engineer', companyName: 'Acme' }],
    taskCount: 3,
  },
};

function render<T extends MailTemplateId>(id: T, context: MailContext = ctx()) {
  return renderMail(id, SAMPLE_DATA[id], context);
}

const BULK: MailTemplateId[] = ['newsletter-digest', 'saved-search-alert', 'interview-reminder', 'tasks-due-reminder', 'welcome', 'trial-ending', 'newsletter-promo', 'subscription-offer'];
const NOT_BULK: MailTemplateId[] = ['password-reset', 'newsletter-login', 'support-reply', 'purchase-receipt'];

describe('mail template ids', () => {
  it('lists the marketing templates of the email_templates table', () => {
    expect([...MARKETING_TEMPLATES].sort()).toEqual(['newsletter-promo', 'subscription-offer', 'trial-ending', 'welcome']);
  });

  it('marks marketing templates and the digest as bulk, the account mails not', () => {
    for (const id of BULK) expect(isBulkTemplate(id)).toBe(true);
    for (const id of NOT_BULK) expect(isBulkTemplate(id)).toBe(false);
    for (const id of MARKETING_TEMPLATES) expect(isBulkTemplate(id)).toBe(true);
  });

  it('recognises template ids', () => {
    for (const id of MAIL_TEMPLATE_IDS) expect(isMailTemplateId(id)).toBe(true);
    for (const value of ['nope', '', 'WELCOME', 3, null, undefined, {}]) expect(isMailTemplateId(value)).toBe(false);
  });
});

describe('renderMail', () => {
  it('writes an interview reminder on the recipient’s clock, its words escaped', () => {
    const mail = render('interview-reminder');
    expect(mail.subject).toBe('Reminder: phone screen with Acme & Co in an hour');
    expect(mail.text).toContain('Your phone screen with Acme & Co for Engineer <Platform> is in an hour: Sunday 25 October at 09:30 GMT-4.');
    expect(mail.text).toContain('Meeting link: https://meet.example.com/a?b=1&c=2');
    expect(mail.text).toContain(`Open the application: ${APP_URL}/#/applied-jobs/00000000-0000-4000-8000-000000000001`);
    expect(mail.html).toContain('Engineer &lt;Platform&gt;');
  });

  it('lists the tasks due today in the morning mail, on the recipient’s clock, with how many more', () => {
    const mail = render('tasks-due-reminder');
    expect(mail.subject).toBe('3 tasks due today');
    expect(mail.text).toContain('Due today, Sunday 25 October:');
    expect(mail.text).toContain('- 15:00 · Write <b>back</b> (Engineer at Acme)');
    expect(mail.text).toContain('And 2 more.');
    expect(mail.html).toContain('Write &lt;b&gt;back&lt;/b&gt;');
  });

  it.each(MAIL_TEMPLATE_IDS)('renders %s with a subject, an HTML part and a text part', (id) => {
    const mail = render(id);
    expect(mail.subject.trim()).not.toBe('');
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(visibleText(mail.html)).toContain('RemoteHunt');
    expect(mail.text.trim()).not.toBe('');
    expect(mail.text).toMatch(/^RemoteHunt\n/);
    // Nothing left over from the templates, no external images or fonts.
    expect(mail.html + mail.text).not.toMatch(/\{\{|\}\}|undefined|\[object Object\]/);
    expect(mail.html).not.toMatch(/<img|<link|@import|url\(/i);
  });

  it('uses the subjects of the email_templates table for the marketing mails', () => {
    expect(render('welcome').subject).toBe('Welcome to RemoteHunt');
    expect(render('trial-ending').subject).toBe('Your RemoteHunt trial ends soon');
    expect(render('newsletter-promo').subject).toBe('Remote jobs in your inbox, daily or weekly');
    expect(render('subscription-offer').subject).toBe('Track your whole job search with RemoteHunt');
  });

  it('greets the recipient by name, or with "Hi there" without one', () => {
    const named = render('welcome', ctx({ recipientName: 'Sam' }));
    expect(visibleText(named.html)).toContain('Hi Sam,');
    expect(named.text).toContain('Hi Sam,');
    for (const recipientName of ['', '   ']) {
      const anonymous = render('welcome', ctx({ recipientName }));
      expect(visibleText(anonymous.html)).toContain('Hi there,');
      expect(anonymous.text).toContain('Hi there,');
    }
  });

  it('escapes the recipient name in the HTML part', () => {
    const mail = render('password-reset', ctx({ recipientName: '<b>Eve</b>' }));
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.html).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.text).toContain('Hi <b>Eve</b>,');
  });

  describe('password reset', () => {
    const mail = render('password-reset');
    const resetUrl = SAMPLE_DATA['password-reset'].resetUrl;

    it('links the reset page from both parts', () => {
      expect(mail.subject).toBe('Reset your RemoteHunt password');
      expect(hrefs(mail.html)).toContain(resetUrl);
      expect(mail.text).toContain(resetUrl);
      expect(visibleText(mail.html)).toContain('Choose a new password');
      expect(mail.text).toContain('Choose a new password');
    });

    it('says the link works once, when it expires, and what to do if it was not asked for', () => {
      for (const part of [visibleText(mail.html), mail.text]) {
        expect(part).toContain('works once');
        expect(part).toContain('expires in 60 minutes');
        expect(part).toContain("If you didn't ask for this, you can ignore this email — your password stays the same.");
      }
    });

    it('does not need an unsubscribe link and shows none', () => {
      const withoutLink = render('password-reset', ctx({ unsubscribeUrl: undefined }));
      expect(visibleText(withoutLink.html)).not.toContain('Unsubscribe');
      expect(withoutLink.text).not.toContain('Unsubscribe');
      // A transactional mail does not offer it even when given one.
      expect(mail.text).not.toContain(UNSUBSCRIBE_URL);
    });
  });

  describe('newsletter login', () => {
    it('links the newsletter page from both parts, valid once for a while', () => {
      const mail = render('newsletter-login', ctx({ unsubscribeUrl: undefined }));
      const loginUrl = SAMPLE_DATA['newsletter-login'].loginUrl;
      expect(mail.subject).toBe('Your RemoteHunt newsletter link');
      expect(hrefs(mail.html)).toContain(loginUrl);
      expect(mail.text).toContain(`Manage my newsletter: ${loginUrl}`);
      expect(visibleText(mail.html)).toContain('Manage my newsletter');
      for (const part of [visibleText(mail.html), mail.text]) {
        expect(part).toContain('works once and expires in 30 minutes');
        expect(part).toContain("If you didn't ask for this, you can ignore this email");
      }
    });
  });

  describe('saved-search alert', () => {
    it('renders like a digest, names the search, links the rest and stops only this search', () => {
      const mail = render('saved-search-alert');
      expect(mail.subject).toBe('4 new jobs for "Rust <jobs> & more"');
      const seen = visibleText(mail.html);
      expect(seen).toContain('New remote jobs today for your saved search "Rust <jobs> & more".');
      expect(mail.html).not.toContain('<jobs>');
      for (const job of SAMPLE_DATA['saved-search-alert'].jobs) {
        expect(seen).toContain(job.title);
        expect(hrefs(mail.html)).toContain(job.url);
        expect(mail.text).toContain(job.url);
      }
      expect(seen).toContain('and 2 more jobs on RemoteHunt');
      expect(hrefs(mail.html)).toContain(`${APP_URL}/#/saved-searches/abc/open`);
      expect(seen).toContain('Stop the alerts for "Rust <jobs> & more"');
      expect(hrefs(mail.html)).toContain(`${APP_URL}/#/saved-searches/abc/stop-alerts?token=tok&x=1`);
      expect(mail.text).toContain(`Stop the alerts for "Rust <jobs> & more": ${APP_URL}/#/saved-searches/abc/stop-alerts?token=tok&x=1`);
      expect(mail.text).toContain(`Your saved searches: ${APP_URL}/#/saved-searches`);
    });

    it('says when it is for instant and weekly alerts, and "job" for one', () => {
      expect(renderMail('saved-search-alert', alert({ frequency: 'weekly' }), ctx()).text).toContain('New remote jobs this week for your saved search');
      const one = renderMail('saved-search-alert', alert({ frequency: 'instant', jobs: digest().jobs.slice(0, 1), matchCount: 1 }), ctx());
      expect(one.subject).toBe('1 new job for "Rust <jobs> & more"');
      expect(one.text).toContain('New remote jobs just in for your saved search');
      // Every match listed: the search is still one click away.
      expect(one.text).toContain(`Open "Rust <jobs> & more" on RemoteHunt: ${APP_URL}/#/saved-searches/abc/open`);
      expect(one.text).not.toContain('more job');
    });

    it('refuses a stop link that is not a web address', () => {
      expect(() => renderMail('saved-search-alert', alert({ stopUrl: 'javascript:alert(1)' }), ctx())).toThrow(/stopUrl/);
    });
  });

  describe('newsletter digest', () => {
    it('lists every job with its title, link, company, location, tags and date', () => {
      const mail = render('newsletter-digest');
      const seen = visibleText(mail.html);
      for (const job of SAMPLE_DATA['newsletter-digest'].jobs) {
        expect(seen).toContain(job.title);
        expect(seen).toContain(job.companyName);
        expect(seen).toContain(job.location);
        expect(seen).toContain(`Posted ${job.postedOn}`);
        expect(hrefs(mail.html)).toContain(job.url);
        expect(mail.text).toContain(job.title);
        expect(mail.text).toContain(job.url);
      }
      expect(seen).toContain('node postgres');
      expect(mail.text).toContain('Tags: node, postgres');
    });

    it('counts the jobs in the subject, per week or per day', () => {
      expect(render('newsletter-digest').subject).toBe('2 new remote jobs for you this week');
      const daily = renderMail('newsletter-digest', digest({ frequency: 'daily', matchCount: 7 }), ctx());
      expect(daily.subject).toBe('7 new remote jobs for you today');
    });

    it('says "job" for a single match', () => {
      const jobs = digest().jobs.slice(0, 1);
      const mail = renderMail('newsletter-digest', digest({ frequency: 'daily', jobs, matchCount: 1 }), ctx());
      expect(mail.subject).toBe('1 new remote job for you today');
      expect(visibleText(mail.html)).not.toContain('more job');
    });

    it('links the rest when more jobs matched than it lists', () => {
      const mail = renderMail('newsletter-digest', digest({ matchCount: 5 }), ctx());
      expect(mail.subject).toBe('5 new remote jobs for you this week');
      expect(visibleText(mail.html)).toContain('and 3 more jobs on RemoteHunt');
      expect(mail.text).toContain(`and 3 more jobs on RemoteHunt: ${APP_URL}/#/remote-jobs`);
      expect(hrefs(mail.html)).toContain(`${APP_URL}/#/remote-jobs`);
      expect(visibleText(renderMail('newsletter-digest', digest({ matchCount: 3 }), ctx()).html)).toContain(
        'and 1 more job on RemoteHunt',
      );
    });

    it('shows no "more" line when it lists every match', () => {
      const mail = render('newsletter-digest');
      expect(visibleText(mail.html)).not.toContain('more job');
      expect(mail.text).not.toContain('more job');
    });

    it('links the preferences', () => {
      const mail = render('newsletter-digest');
      expect(visibleText(mail.html)).toContain('Change your preferences');
      expect(hrefs(mail.html)).toContain(`${APP_URL}/#/remote-jobs-newsletter`);
      expect(mail.text).toContain(`Change your preferences: ${APP_URL}/#/remote-jobs-newsletter`);
    });

    it('escapes what job boards send in the HTML part and keeps it as is in the text part', () => {
      const nasty = '<script>alert(1)</script> & Co';
      const jobs = [{ ...digest().jobs[0], title: nasty, companyName: '"Evil" <Corp>', tags: ['<b>tag</b>'] }];
      const mail = renderMail('newsletter-digest', digest({ jobs, matchCount: 1 }), ctx());
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<b>tag</b>');
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
      expect(visibleText(mail.html)).toContain(nasty);
      expect(visibleText(mail.html)).toContain('"Evil" <Corp>');
      expect(mail.text).toContain(nasty);
      expect(mail.subject).toBe('1 new remote job for you this week');
    });

    it('keeps a quote in a job URL from breaking out of its href', () => {
      const url = 'https://jobs.example.com/a"onmouseover="alert(1)';
      const jobs = [{ ...digest().jobs[0], url }];
      const mail = renderMail('newsletter-digest', digest({ jobs, matchCount: 1 }), ctx());
      expect(mail.html).not.toContain('"onmouseover');
      expect(hrefs(mail.html)).toContain(url);
    });
  });

  describe('marketing mails', () => {
    it.each([
      ['welcome', `${APP_URL}`],
      ['trial-ending', `${APP_URL}/#/subscription`],
      ['newsletter-promo', `${APP_URL}/#/remote-jobs-newsletter`],
      ['subscription-offer', `${APP_URL}/#/pricing`],
    ] as const)('%s leads to %s', (id, url) => {
      const mail = render(id);
      expect(hrefs(mail.html)).toContain(url);
      expect(mail.text).toContain(url);
    });

    it('tells what RemoteHunt offers in the welcome mail', () => {
      const seen = visibleText(render('welcome').html);
      expect(seen).toContain('Browse remote jobs');
      expect(seen).toContain('Track your applications');
      expect(seen).toContain('newsletter');
    });

    it('gives the newsletter price', () => {
      const mail = render('newsletter-promo');
      expect(visibleText(mail.html)).toContain('as little as $2 per month');
      expect(mail.text).toContain('as little as $2 per month');
    });

    it('builds links from an app URL with a trailing slash', () => {
      const mail = render('trial-ending', ctx({ appUrl: 'https://remotehunt.example/' }));
      expect(hrefs(mail.html)).toContain('https://remotehunt.example/#/subscription');
    });
  });

  describe('unsubscribe link', () => {
    it.each(BULK)('%s carries it in both parts', (id) => {
      const mail = render(id);
      expect(hrefs(mail.html)).toContain(UNSUBSCRIBE_URL);
      expect(visibleText(mail.html)).toContain('You receive this because you subscribed to RemoteHunt emails. Unsubscribe');
      expect(mail.text).toContain(`You receive this because you subscribed to RemoteHunt emails. Unsubscribe: ${UNSUBSCRIBE_URL}`);
    });

    it.each(BULK)('%s refuses to render without it', (id) => {
      expect(() => render(id, ctx({ unsubscribeUrl: undefined }))).toThrow(/unsubscribe/i);
      expect(() => render(id, ctx({ unsubscribeUrl: '' }))).toThrow(/unsubscribe/i);
    });

    it.each(NOT_BULK)('%s renders without it', (id) => {
      const mail = render(id, ctx({ unsubscribeUrl: undefined }));
      expect(mail.text).not.toContain('Unsubscribe');
    });
  });

  describe('the purchase receipt', () => {
    const receipt = SAMPLE_DATA['purchase-receipt'];

    it('says what was bought, the amount, when it renews and where to manage it, through the sign-in link when it has one', () => {
      const mail = render('purchase-receipt');
      expect(mail.subject).toBe('Your RemoteHunt receipt: Remote jobs newsletter (Monthly)');
      for (const part of [visibleText(mail.html), mail.text]) {
        expect(part).toContain('Remote jobs newsletter (Monthly)');
        expect(part).toContain('$2.00');
        expect(part).toContain('2 Jan 2026 (every month)');
        expect(part).toContain('The sign-in link works once and expires in 24 hours.');
      }
      expect(hrefs(mail.html)).toEqual(expect.arrayContaining([receipt.signInUrl, `${APP_URL}/#/remote-jobs-newsletter`]));
    });

    it('without a renewal or a sign-in link (rebuilt from its row, or a signed-in purchase) links the page to manage it', () => {
      const mail = renderMail('purchase-receipt', { ...receipt, kind: 'job-posting', renewsOn: null, signInUrl: undefined }, ctx());
      expect(mail.text).not.toContain('Next renewal');
      expect(mail.text).not.toContain('sign-in');
      expect(mail.text).toContain(`Manage my job posting: ${APP_URL}/#/my-job-postings`);
    });

    it('refuses a sign-in link that is not http(s)', () => {
      expect(() => renderMail('purchase-receipt', { ...receipt, signInUrl: 'javascript:alert(1)' }, ctx())).toThrow(/http/);
    });
  });

  describe('links other than http(s)', () => {
    const evil = 'javascript:alert(document.cookie)';

    it('refuses a javascript: URL wherever a link goes', () => {
      expect(() => renderMail('password-reset', { resetUrl: evil, expiresInMinutes: 60 }, ctx())).toThrow(/http/);
      expect(() => renderMail('newsletter-login', { loginUrl: evil, expiresInMinutes: 60 }, ctx())).toThrow(/http/);
      const jobs = [{ ...digest().jobs[0], url: evil }];
      expect(() => renderMail('newsletter-digest', digest({ jobs }), ctx())).toThrow(/http/);
      expect(() => renderMail('newsletter-digest', digest({ moreUrl: evil }), ctx())).toThrow(/http/);
      expect(() => renderMail('newsletter-digest', digest({ manageUrl: evil }), ctx())).toThrow(/http/);
      expect(() => render('welcome', ctx({ unsubscribeUrl: evil }))).toThrow(/http/);
      expect(() => render('welcome', ctx({ appUrl: evil }))).toThrow(/http/);
    });

    it.each([
      'data:text/html,<script>alert(1)</script>',
      ' javascript:alert(1)',
      'java\nscript:alert(1)',
      '/#/reset-password/abc',
      'mailto:someone@example.com',
      '',
    ])('refuses %p', (resetUrl) => {
      expect(() => renderMail('password-reset', { resetUrl, expiresInMinutes: 60 }, ctx())).toThrow();
    });
  });

  it('refuses an unknown template', () => {
    expect(() => renderMail('nope' as MailTemplateId, {} as never, ctx())).toThrow(/Unknown mail template/);
  });
});

describe('previewMail', () => {
  it.each(MAIL_TEMPLATE_IDS)('previews %s with sample data', (id) => {
    const mail = previewMail(id, APP_URL);
    expect(mail.subject.trim()).not.toBe('');
    expect(mail.html).toContain('RemoteHunt');
    expect(mail.text).toContain('Hi Alex,');
    if (isBulkTemplate(id)) expect(mail.text).toContain('Unsubscribe: http://localhost:4000/');
  });

  it('shows a digest with more matches than listed', () => {
    const mail = previewMail('newsletter-digest', APP_URL);
    expect(mail.subject).toBe('14 new remote jobs for you this week');
    expect(visibleText(mail.html)).toContain('Fable & Co');
    expect(visibleText(mail.html)).toContain('and 11 more jobs on RemoteHunt');
  });
});
