import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-errors';
import { formatDay } from '../../../lib/format-day';

/** The words of the Add job form (issue 47). */
export const TRACK_JOB_MESSAGES = {
  title: 'Add job',
  added: (jobTitle: string, companyName: string) => `Added ${jobTitle} at ${companyName}`,
  failed: GENERIC_ERROR_MESSAGE,
  /** The link is one the user tracks already: saving again keeps that one entry. */
  alreadyTracked: (appliedAt: string | null) => `You already track this job (${appliedAt ? `Applied on ${formatDay(appliedAt)}` : 'Saved'})`,
  openTracked: 'Open the tracked job',
  onRemoteHunt: 'This job is on RemoteHunt',
  onRemoteHuntDetail: 'Saving marks it applied on RemoteHunt rather than copying it.',
  readingLink: 'Reading the job from the link…',
  linkUnread: 'We could not read the job from this link: please fill it in below.',
  descriptionHint: 'Plain text or simple HTML (paragraphs, lists, links)',
} as const;
