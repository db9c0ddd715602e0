/**
 * Text boards append to every description that is about the board, not the
 * job, and that would mislead our readers.
 */

// RemoteOK: "<br/><br/>Please mention the word **WORD** and tag RM...== when applying ... see they're human."
// Applicants of our site are not RemoteOK's; the word would only mark them as bots.
const REMOTEOK_ANTI_SPAM = /(?:\s*<br\s*\/?>)*\s*Please mention the word\s+\*\*[^*]*\*\*[\s\S]*$/i;
// RemoteOK 2026 scraped listings start with the scrape time: "Posted 8:03:59 AM. ...".
const REMOTEOK_POSTED_PREFIX = /^\s*Posted \d{1,2}:\d{2}(?::\d{2})?\s*[AP]M\.\s*/i;

export function stripRemoteOkBoilerplate(html: string): string {
  return html.replace(REMOTEOK_ANTI_SPAM, '').replace(REMOTEOK_POSTED_PREFIX, '');
}
