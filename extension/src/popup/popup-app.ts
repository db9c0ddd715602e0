import { ApiError, RemoteHuntApi } from '../api/remotehunt-api';
import type { SettingsStore } from '../connection/connection';
import type { PageRead } from '../page/page-read';
import { jobForm } from './job-form';
import { alreadyTrackedState, connectState, failureState, loadingState, savedState } from './popup-states';

export interface PopupDeps {
  settings: SettingsStore;
  /** The tab's job as the content script read it; null when the browser keeps extensions off the page. */
  readPage: () => Promise<PageRead | null>;
  openOptions: () => void;
  fetch?: typeof fetch;
}

/**
 * The popup: read the tab, ask RemoteHunt whether the job is tracked already, then say so or
 * show the form. A token the server refuses, at any step, sends the user back to the settings.
 */
export async function startPopup(root: HTMLElement, deps: PopupDeps): Promise<void> {
  const show = (el: HTMLElement) => root.replaceChildren(el);
  show(loadingState('Reading this page…'));
  const { connection } = await deps.settings.get();
  if (!connection) return show(connectState('missing', deps.openOptions));

  const { serverUrl, owner } = connection;
  const api = new RemoteHuntApi(serverUrl, connection.token, deps.fetch);
  const failed = (error: unknown) =>
    show(
      error instanceof ApiError && error.needsNewToken
        ? connectState('rejected', deps.openOptions)
        : failureState(error instanceof Error ? error.message : String(error)),
    );

  try {
    const page = await deps.readPage();
    const match = page ? await api.match(owner.userId, matchQueryOf(page)) : { matchedJobId: null, alreadyTracked: null };
    if (match.alreadyTracked) return show(alreadyTrackedState(serverUrl, match.alreadyTracked));
    const statuses = await api.statuses(owner.userId);
    show(
      jobForm({
        page,
        statuses,
        matchedJobId: match.matchedJobId,
        async onSave(request, statusTitle) {
          try {
            show(savedState(serverUrl, await api.track(owner.userId, request), statusTitle));
          } catch (error) {
            if (error instanceof ApiError && error.needsNewToken) return failed(error);
            throw error;
          }
        },
      }),
    );
  } catch (error) {
    failed(error);
  }
}

/** Every address the page gives for itself: the one in the tab, its canonical link and where to apply. */
function matchQueryOf({ url, draft }: PageRead): { url: string; canonicalUrl?: string; applyUrl?: string } {
  return { url, ...(draft.canonicalUrl ? { canonicalUrl: draft.canonicalUrl } : {}), ...(draft.applyUrl ? { applyUrl: draft.applyUrl } : {}) };
}
