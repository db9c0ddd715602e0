import type { ComponentType } from 'react';

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
