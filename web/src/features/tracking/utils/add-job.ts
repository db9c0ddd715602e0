import type { ComponentType } from 'react';
import type { AppliedJob } from './status-board';

/** What the Add job form starts with: a column's status, or saved for later; nothing from the page's header. */
export interface AddJobTarget {
  status?: string;
  saved?: boolean;
}

/**
 * The track-job feature's Add job form, as a dialog that closes itself after saving. The app
 * passes it in (app/router.tsx): features do not import each other.
 */
export type AddJobDialogView = ComponentType<AddJobTarget & { onClose(): void }>;

/**
 * The mail-forwarding feature's panel of status changes read from forwarded mail, passed in by the
 * app as the Add job form is. It is given the board's jobs, to pick from when a mail matched none.
 */
export type SuggestionsPanelView = ComponentType<{ applications: readonly AppliedJob[] }>;
