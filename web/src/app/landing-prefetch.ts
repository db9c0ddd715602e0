import type { ApolloClient } from '@apollo/client';
import { prefetchJobs } from '../features/jobs/hooks/prefetch-jobs';
import { isRemoteJobsListHash, landingJobsVariables } from '../features/jobs/utils/landing-jobs';
import { readStoredSession } from '../lib/session-storage';
import { hasAppAccess } from '../lib/session/app-access';
import { prefetchBootstrap } from '../lib/session/prefetch-bootstrap';

/** Lets the browser run other work (a paint, input) between two pieces of ours. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Puts into the cache, before the first render, what a signed-in reload would otherwise fetch
 * one request after another as the screens mount: the bootstrap, then (on the remote-jobs list,
 * for a user the subscription guard lets in) the first page of jobs with the filters the server
 * saved. The boot script usually has both answers already (boot/early-requests.ts). Settles
 * when done, whatever the outcome; the screens' own queries show any failure. `rendered` tells
 * whether the app went ahead without waiting.
 */
export async function prefetchLandingData(client: ApolloClient, hash: string, rendered: () => boolean): Promise<void> {
  const { token, userInfo } = readStoredSession();
  if (!token || !userInfo) return;
  // Writing an answer into the cache is a good piece of work each: every one gets a task of its
  // own rather than running on, in one long task, from the end of the scripts' evaluation.
  await nextTask();
  const data = await prefetchBootstrap(client, userInfo.userId);
  const session = data?.bootstrap;
  if (!isRemoteJobsListHash(hash) || !session || session.me.userId !== userInfo.userId || !hasAppAccess(session)) return;
  await nextTask();
  // Too late: the list is already up and asked for itself.
  if (rendered()) return;
  await prefetchJobs(client, landingJobsVariables(session.me.session, session.me.country));
}
