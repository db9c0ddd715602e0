import type { Actor } from './authorization';

/**
 * What a tracking token (the browser extension's: accounts/tracking-tokens.ts) may call, and
 * nothing else: saving a job to the tracker, reading a page's job, and what the extension shows
 * (the statuses, whether a page is tracked already). Both transports refuse every other call to
 * such a caller before it reaches a service, so a stolen extension token cannot read documents,
 * change the password, pay or mint another token. Deny by default: a call added later is refused
 * until it is listed here.
 */
export const TRACKING_TOKEN_REST_CALLS = [
  'GET /tracking_tokens/whoami',
  'GET /users/{userId}/job/statuses',
  'GET /users/{userId}/applied_jobs',
  'POST /users/{userId}/applied_jobs',
  'POST /users/{userId}/job_links/match',
  'POST /users/{userId}/job_links/preview',
] as const;

export const TRACKING_TOKEN_GRAPHQL_FIELDS = ['trackingTokenOwner', 'jobStatuses', 'appliedJobs', 'trackJob', 'markApplied', 'matchJobLink', 'previewJobLink', '__typename'] as const;

export const TRACKING_TOKEN_REFUSAL = 'A browser extension token can only save jobs to your tracker: sign in to RemoteHunt for everything else';

const restPatterns = TRACKING_TOKEN_REST_CALLS.map((call) => {
  const [method, template] = call.split(' ');
  return { method, path: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}/?$`) };
});

export const isTrackingToken = (actor: Actor | null | undefined): boolean => actor?.scope === 'tracking';

/** Whether the caller may make this REST call (under /api/v1): any call for a session, the listed ones for a tracking token. */
export function mayCallRest(actor: Actor | null | undefined, method: string, path: string): boolean {
  if (!isTrackingToken(actor)) return true;
  return restPatterns.some((p) => p.method === method.toUpperCase() && p.path.test(path));
}

/** Whether the caller may ask for these root fields of a GraphQL operation. */
export function mayCallGraphQL(actor: Actor | null | undefined, rootFields: readonly string[]): boolean {
  if (!isTrackingToken(actor)) return true;
  return rootFields.every((field) => (TRACKING_TOKEN_GRAPHQL_FIELDS as readonly string[]).includes(field));
}
