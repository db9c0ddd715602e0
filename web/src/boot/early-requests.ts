/**
 * The requests a signed-in reload starts before the app's JavaScript has arrived. The boot
 * script (boot/main.ts, its own small chunk loaded by an async script tag, see
 * vite-plugins/early-requests.ts) asks for the session's bootstrap and, on the remote-jobs
 * list, for its first page of jobs while the app downloads; the app's Apollo client takes
 * these answers instead of asking again (lib/early-response-link.ts).
 *
 * This module and what it imports end up in the boot chunk, which the app shares: keep them
 * small and free of libraries, or the boot script would wait for the app's vendor chunk (the
 * build fails if it imports a library).
 */
import { isRemoteJobsListHash, landingJobsVariables } from '../features/jobs/utils/landing-jobs';
import type { BootstrapQuery } from '../generated/graphql';
import { addEarlyRequest } from '../lib/early-responses';
import { requestHeaders } from '../lib/request-headers';
import { readStoredSession } from '../lib/session-storage';
import { hasAppAccess } from '../lib/session/app-access';

export interface EarlyOperations {
  /** The Bootstrap and Jobs documents as the server should get them (with __typename). */
  bootstrap: string;
  jobs: string;
}

async function post(query: string, operationName: string, variables: Record<string, unknown>): Promise<unknown | null> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', ...requestHeaders('POST') },
      body: JSON.stringify({ operationName, variables, query }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: unknown; errors?: unknown };
    return body.errors || !body.data ? null : body.data;
  } catch {
    return null;
  }
}

function start(operationName: string, query: string, variables: Record<string, unknown>): Promise<unknown | null> {
  const data = post(query, operationName, variables);
  addEarlyRequest(operationName, variables, data);
  return data;
}

/** Starts the early requests that fit the stored session and the address; nothing for visitors. */
export function startEarlyRequests(operations: EarlyOperations, hash: string): void {
  const { token, userInfo } = readStoredSession();
  if (!token || !userInfo) return;
  const bootstrap = start('Bootstrap', operations.bootstrap, {});
  if (!isRemoteJobsListHash(hash)) return;
  void bootstrap.then((data) => {
    // The jobs only for the user the subscription guard will let in, as the app would ask.
    const session = (data as BootstrapQuery | null)?.bootstrap;
    if (!session || session.me.userId !== userInfo.userId || !hasAppAccess(session)) return;
    start('Jobs', operations.jobs, { ...landingJobsVariables(session.me.session, session.me.country) });
  });
}
