import { paths } from '../../../config/paths';

/**
 * Where a receipt's link may land (`next`), by the names the server writes into it. Only these:
 * a link must not become a way to send a freshly signed-in browser anywhere else.
 */
const LANDINGS: Record<string, () => string> = {
  'my-job-postings': () => paths.myJobPostings.getHref(),
  'remote-jobs-newsletter': () => paths.newsletter.getHref(),
  subscription: () => paths.subscription.getHref(),
};

export function landingFor(next: string | null): string {
  return (next && Object.hasOwn(LANDINGS, next) ? LANDINGS[next] : () => paths.remoteJobs.getHref())();
}
