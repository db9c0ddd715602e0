/** The Forwarded mail section of Account Settings (MailForwardingSection). */
export const FORWARDING_MESSAGES = {
  intro:
    'Forward employers’ replies to this address and we’ll update your applications. A reply we are not sure about waits on your Applied Jobs board for you to confirm.',
  notReceiving: 'This server is not receiving mail yet (INBOUND_MAIL_PORT is not set), so forwarded mail will not arrive.',
  accountAddress: (address: string) => `Mail you forward from your account’s address, ${address}, is always accepted.`,
  othersIntro: 'Other addresses you forward from are read once you confirm them from the link we mail them.',
  noOthers: 'No other addresses yet.',
  waiting: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  copied: 'Copied the forwarding address',
  confirmReplace: 'Replace your forwarding address? The old address will stop working: mail forwarded to it is refused from then on.',
  replaced: 'Replaced your forwarding address: the old one no longer works',
  sent: (address: string) => `We sent a confirmation link to ${address}. Open it to start reading mail you forward from there.`,
  alreadyConfirmed: (address: string) => `${address} is confirmed already.`,
  confirmRemove: (address: string) => `Stop reading mail forwarded from ${address}?`,
  removed: (address: string) => `Mail forwarded from ${address} is no longer read`,
  failure: 'That did not work: please try again in a moment',
} as const;

/** The page a confirmation mail's link opens (VerifyMailSenderPage). */
export const VERIFY_MESSAGES = {
  confirmed: (address: string) => `${address} is confirmed: mail you forward from it will update your applications.`,
  incomplete: 'This link is incomplete: open it again from the confirmation email.',
  failed: 'That did not work: please open the link again in a moment.',
  confirming: 'Confirming the address',
  ask: 'Someone asked RemoteHunt to read the job-search mail forwarded from this address to their private forwarding address. If it was you, confirm it; if not, close this page and nothing happens.',
  confirm: 'Confirm this address',
} as const;

/** The suggestions read from forwarded mail, on the Applied Jobs board (MailSuggestionsPanel). */
export const SUGGESTION_MESSAGES = {
  heading: 'From your forwarded mail',
  intro: 'These replies may change an application. Confirm to move it, or dismiss what we read wrong.',
  pickApplication: 'Which application?',
  pickHint: 'We could not tell which application this mail is about.',
  confirmed: (jobTitle: string, statusTitle: string) => `Moved ${jobTitle} to ${statusTitle}`,
  dismissed: 'Dismissed the suggestion',
  failure: 'That did not work: please try again in a moment',
} as const;
