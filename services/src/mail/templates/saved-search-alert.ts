import { plural } from './handlebars-env';
import { renderJobList } from './newsletter-digest';
import type { MailTemplate } from './types';

const WHEN = { instant: 'just in', daily: 'today', weekly: 'this week' } as const;

/** A saved search's alert (issue 22): its new jobs, rendered as the digests are, with a link that stops only this search's alerts. */
export const savedSearchAlert: MailTemplate<'saved-search-alert'> = {
  bulk: true,
  render(data) {
    if (!(data.frequency in WHEN)) throw new Error('frequency must be instant, daily or weekly');
    const name = typeof data.searchName === 'string' && data.searchName.trim() ? data.searchName.trim() : 'your saved search';
    const body = renderJobList({
      intro: `New remote jobs ${WHEN[data.frequency]} for your saved search "${name}".`,
      jobs: data.jobs,
      matchCount: data.matchCount,
      empty: 'These jobs have been filled or taken down since; the search has more on RemoteHunt.',
      moreUrl: data.moreUrl,
      open: `Open "${name}" on RemoteHunt`,
      manageIntro: 'Change how often this search mails you, or its filters:',
      manage: 'Your saved searches',
      manageUrl: data.manageUrl,
      stop: { text: `Stop the alerts for "${name}"`, url: data.stopUrl },
    });
    const subject = `${plural(body.matchCount, 'new job', 'new jobs')} for "${name}"`;
    return {
      subject,
      preheader: body.jobTitles.length > 0 ? body.jobTitles.slice(0, 3).join(' · ') : subject,
      html: body.html,
      text: body.text,
    };
  },
};
