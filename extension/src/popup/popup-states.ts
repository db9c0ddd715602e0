import { type AlreadyTracked, type AppliedJob, webAppLinks } from '../api/remotehunt-api';
import { externalLink, h } from '../ui/dom';

/** The popup's answers other than the form: each one replaces whatever the popup showed. */

export const loadingState = (text: string): HTMLElement => h('p', { class: 'muted', role: 'status' }, text);

/** No token yet, or one the server no longer accepts: the way out is the options page. */
export function connectState(reason: 'missing' | 'rejected', openOptions: () => void): HTMLElement {
  const button = h('button', { type: 'button', class: 'primary' }, 'Open the extension’s settings');
  button.addEventListener('click', openOptions);
  const message =
    reason === 'missing'
      ? 'Connect RemoteHunt first: make a tracking token in Account Settings and paste it in the extension’s settings.'
      : 'Connect RemoteHunt again: your token was revoked or has expired';
  return h('section', { class: 'notice', role: 'alert' }, h('h1', {}, reason === 'missing' ? 'Connect RemoteHunt' : 'Not connected'), h('p', {}, message), button);
}

export function failureState(message: string): HTMLElement {
  return h('section', { class: 'notice error', role: 'alert' }, h('h1', {}, 'Something went wrong'), h('p', {}, message));
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The job on this page is tracked already: say how, and lead to it in the tracker. */
export function alreadyTrackedState(serverUrl: string, tracked: AlreadyTracked): HTMLElement {
  const heading = tracked.appliedAt ? `Applied on ${dateFormat.format(new Date(tracked.appliedAt))}` : 'Saved';
  const link = tracked.appliedJobId
    ? externalLink(webAppLinks.appliedJob(serverUrl, tracked.appliedJobId), 'Open it in RemoteHunt')
    : externalLink(webAppLinks.shortlistedJobs(serverUrl), 'Open your shortlist in RemoteHunt');
  return h('section', { class: 'notice tracked' }, h('h1', {}, heading), h('p', {}, 'You already track this job.'), link);
}

export function savedState(serverUrl: string, appliedJob: AppliedJob, statusTitle: string | null): HTMLElement {
  const how = appliedJob.saved ? 'Saved for later.' : `Applied${statusTitle ? `, status ${statusTitle}` : ''}.`;
  return h(
    'section',
    { class: 'notice tracked', role: 'status' },
    h('h1', {}, 'Saved to RemoteHunt'),
    h('p', {}, how),
    externalLink(webAppLinks.appliedJob(serverUrl, appliedJob._id), 'Open it in RemoteHunt'),
  );
}
