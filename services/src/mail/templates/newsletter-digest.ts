import { compileHtml, compileText, plural } from './handlebars-env';
import { httpUrl } from './safe-url';
import { BRAND_COLOR, FONT_STACK, LINK, MUTED_COLOR, P, SMALL, TEXT_COLOR } from './styles';
import { DigestJob, MailTemplate, TemplateData } from './types';

// Short on purpose: it repeats for every tag of every job, and Gmail clips a message past 102 KB.
// The font is the cell's (inherited), so it is not repeated here.
const CHIP = 'display:inline-block;margin:0 4px 4px 0;padding:2px 8px;border-radius:10px;background-color:#eff6ff;font-size:12px;line-height:16px;color:#1e40af;';

// The job rows repeat up to DIGEST_JOB_LIMIT times: their styles stay short, the font is the table's.
const JOB_CELL = `padding:16px 0;border-bottom:1px solid #e5e7eb;`;
const JOB_TITLE = `font-size:17px;line-height:24px;font-weight:600;color:${BRAND_COLOR};text-decoration:none;`;
const JOB_META = `margin:2px 0 0;font-size:15px;line-height:22px;color:${TEXT_COLOR};`;
const JOB_POSTED = `margin:6px 0 0;font-size:13px;line-height:18px;color:${MUTED_COLOR};`;

const HTML = compileHtml(`
<p style="${P}">{{intro}}</p>
{{#if jobs.length}}
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="width:100%;margin:0 0 16px;border-top:1px solid #e5e7eb;font-family:${FONT_STACK};">
  {{#each jobs}}
  <tr><td style="${JOB_CELL}">
    <a href="{{url}}" style="${JOB_TITLE}">{{title}}</a>
    <div style="${JOB_META}">{{meta}}</div>
    {{#if tags.length}}<div style="margin:8px 0 0;">{{#each tags}}<span style="${CHIP}">{{this}}</span> {{/each}}</div>{{/if}}
    {{#if postedOn}}<div style="${JOB_POSTED}">Posted {{postedOn}}</div>{{/if}}
  </td></tr>
  {{/each}}
</table>
{{else}}
<p style="${P}">{{empty}}</p>
{{/if}}
{{#if more}}
<p style="${P}"><a href="{{moreUrl}}" target="_blank" rel="noopener" style="${LINK}font-weight:600;">{{more}}</a></p>
{{else if open}}
<p style="${P}"><a href="{{moreUrl}}" target="_blank" rel="noopener" style="${LINK}font-weight:600;">{{open}}</a></p>
{{/if}}
<p style="${SMALL}">{{manageIntro}} <a href="{{manageUrl}}" target="_blank" rel="noopener" style="${LINK}">{{manage}}</a></p>
{{#if stopUrl}}
<p style="${SMALL}"><a href="{{stopUrl}}" target="_blank" rel="noopener" style="${LINK}">{{stop}}</a></p>
{{/if}}
`);

const TEXT = compileText(`
{{intro}}

{{#each jobs}}
{{title}}
{{#if meta}}
{{meta}}
{{/if}}
{{#if tagList}}
Tags: {{tagList}}
{{/if}}
{{#if postedOn}}
Posted {{postedOn}}
{{/if}}
{{url}}

{{else}}
{{empty}}

{{/each}}
{{#if more}}
{{more}}: {{moreUrl}}

{{else if open}}
{{open}}: {{moreUrl}}

{{/if}}
{{manage}}: {{manageUrl}}
{{#if stopUrl}}
{{stop}}: {{stopUrl}}
{{/if}}
`);

type DigestData = TemplateData['newsletter-digest'];

/**
 * A mail listing jobs (the digests and the saved-search alerts): an intro, up to
 * DIGEST_JOB_LIMIT jobs with their facts and tags, a link to the rest, and the links to change
 * or stop what sends it. Everything but the jobs is the caller's words.
 */
export interface JobListMail {
  intro: string;
  jobs: DigestJob[];
  matchCount: number;
  /** What the mail says when no job is listed. */
  empty: string;
  moreUrl: string;
  /** A link to moreUrl when every match is listed (otherwise "and N more jobs" links it). */
  open?: string;
  manageIntro: string;
  manage: string;
  manageUrl: string;
  /** A link that stops this kind of mail without signing in. */
  stop?: { text: string; url: string };
}

export function renderJobList(mail: JobListMail): { html: string; text: string; jobTitles: string[]; matchCount: number } {
  if (!Array.isArray(mail.jobs)) throw new Error('jobs must be a list');
  const matchCount = matchCountOf(mail);
  const jobs = mail.jobs.map(jobView);
  const moreCount = matchCount - jobs.length;
  const view = {
    intro: mail.intro,
    jobs,
    empty: mail.empty,
    more: moreCount > 0 ? `and ${plural(moreCount, 'more job', 'more jobs')} on RemoteHunt` : '',
    moreUrl: httpUrl(mail.moreUrl, 'moreUrl'),
    open: mail.open,
    manageIntro: mail.manageIntro,
    manage: mail.manage,
    manageUrl: httpUrl(mail.manageUrl, 'manageUrl'),
    stop: mail.stop?.text,
    stopUrl: mail.stop ? httpUrl(mail.stop.url, 'stopUrl') : undefined,
  };
  return { html: HTML(view), text: TEXT(view), jobTitles: jobs.map((job) => job.title), matchCount };
}

function jobView(job: DigestJob, index: number) {
  const field = `jobs[${index}]`;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const tags = Array.isArray(job.tags) ? job.tags.map(text).filter(Boolean) : [];
  return {
    title: text(job.title) || 'Remote job',
    url: httpUrl(job.url, `${field}.url`),
    meta: [text(job.companyName), text(job.location)].filter(Boolean).join(' · '),
    tags,
    tagList: tags.join(', '),
    postedOn: text(job.postedOn),
  };
}

function matchCountOf(data: { matchCount: unknown; jobs: unknown[] }): number {
  const { matchCount } = data;
  if (typeof matchCount !== 'number' || !Number.isInteger(matchCount) || matchCount < 0) {
    throw new Error('matchCount must be a whole number, 0 or more');
  }
  // The count can never be fewer than the jobs listed.
  return Math.max(matchCount, data.jobs.length);
}

export const newsletterDigest: MailTemplate<'newsletter-digest'> = {
  bulk: true,
  render(data: DigestData) {
    if (data.frequency !== 'daily' && data.frequency !== 'weekly') throw new Error('frequency must be daily or weekly');
    if (!Array.isArray(data.jobs)) throw new Error('jobs must be a list');
    const matchCount = matchCountOf(data);
    const period = data.frequency === 'weekly' ? 'this week' : 'today';
    const subject = `${plural(matchCount, 'new remote job', 'new remote jobs')} for you ${period}`;
    const body = renderJobList({
      intro:
        matchCount === 0
          ? `Your ${data.frequency} remote jobs newsletter found nothing new ${period}.`
          : `Here ${matchCount === 1 ? 'is the newest remote job' : 'are the newest remote jobs'} matching your ${data.frequency} newsletter.`,
      jobs: data.jobs,
      matchCount: data.matchCount,
      empty: 'No new jobs matched your newsletter this time.',
      moreUrl: data.moreUrl,
      manageIntro: 'Too many, too few, or not quite right?',
      manage: 'Change your preferences',
      manageUrl: data.manageUrl,
    });
    return {
      subject,
      preheader: body.jobTitles.length > 0 ? body.jobTitles.slice(0, 3).join(' · ') : subject,
      html: body.html,
      text: body.text,
    };
  },
};
