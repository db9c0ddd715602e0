import { compileHtml, compileText } from './handlebars-env';
import { localDateTime } from './reminder-times';
import { httpUrl } from './safe-url';
import { P } from './styles';
import type { MailTemplate } from './types';

const KIND_LABELS: Record<string, string> = {
  'phone-screen': 'phone screen',
  technical: 'technical interview',
  onsite: 'onsite interview',
  'offer-call': 'offer call',
  other: 'event',
};

const HTML = compileHtml(`
<p style="{{pStyle}}">Your {{kind}} with {{companyName}} for {{jobTitle}} is {{soon}}: {{when}}.</p>
{{#if meetingUrl}}<p style="{{pStyle}}">Meeting link: <a href="{{meetingUrl}}">{{meetingUrl}}</a></p>{{/if}}
{{> button url=openUrl label="Open the application"}}
`);

const TEXT = compileText(`
Your {{kind}} with {{companyName}} for {{jobTitle}} is {{soon}}: {{when}}.
{{#if meetingUrl}}
Meeting link: {{meetingUrl}}
{{/if}}

Open the application: {{openUrl}}
`);

/** An interview's reminder (issue 48, item 4): the evening before, and an hour before it starts. */
export const interviewReminder: MailTemplate<'interview-reminder'> = {
  bulk: true,
  unsubscribeKind: 'reminders',
  render(data, { appUrl }) {
    if (data.when !== 'day-before' && data.when !== 'hour-before') throw new Error('when must be day-before or hour-before');
    const kind = KIND_LABELS[data.eventKind] ?? 'event';
    const when = localDateTime(data.startsAt, data.timeZone);
    const soon = data.when === 'day-before' ? 'tomorrow' : 'in an hour';
    const company = data.companyName?.trim() || 'the company';
    const view = {
      pStyle: P,
      kind,
      companyName: company,
      jobTitle: data.jobTitle?.trim() || 'the job',
      soon,
      when,
      meetingUrl: data.meetingUrl ? httpUrl(data.meetingUrl, 'meetingUrl') : null,
      openUrl: `${appUrl}/#/applied-jobs/${encodeURIComponent(data.appliedJobId)}`,
    };
    const subject = `Reminder: ${kind} with ${company} ${soon}`;
    return { subject, preheader: when, html: HTML(view), text: TEXT(view) };
  },
};
