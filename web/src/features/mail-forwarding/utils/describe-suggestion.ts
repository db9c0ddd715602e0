import type { MailSuggestionFieldsFragment } from '../../../generated/graphql';

export type MailSuggestion = MailSuggestionFieldsFragment;

/** An application the person may pick when the mail matched none: the board passes its own. */
export interface ApplicationChoice {
  _id: string;
  jobInfo: { jobTitle: string; companyName: string };
}

const KIND_LABELS: Record<string, string> = {
  received: 'Application received',
  rejection: 'Rejection',
  interview: 'Interview invitation',
  offer: 'Offer',
};

/** "Rejection", "Interview invitation", …; "Reply" for a kind this page does not know yet. */
export const kindLabel = (kind: string): string => KIND_LABELS[kind] ?? 'Reply';

/** Who wrote it as people say it: the name of "Acme Recruiting <jobs@acme.com>", else the address. */
export function senderName(sender: string): string {
  const named = /^\s*"?([^"<]*?)"?\s*<[^>]*>\s*$/.exec(sender)?.[1]?.trim();
  return named || sender.replace(/^<|>$/g, '').trim() || 'an unknown sender';
}

/** "Rejection from Acme Recruiting". */
export const suggestionTitle = (suggestion: Pick<MailSuggestion, 'kind' | 'sender'>): string =>
  `${kindLabel(suggestion.kind)} from ${senderName(suggestion.sender)}`;

/** "Senior Backend Engineer at Acme", or whichever half is known. */
export function applicationName(jobTitle: string | null | undefined, companyName: string | null | undefined): string {
  if (jobTitle && companyName) return `${jobTitle} at ${companyName}`;
  return jobTitle || companyName || 'the application';
}
