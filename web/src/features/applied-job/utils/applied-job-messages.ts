import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-errors';

/** The product's words for one applied job (spec sections 4, 5 and 8). */
export const APPLIED_JOB_MESSAGES = {
  notFound: 'This applied job could not be found. It may have been deleted from your list.',
  loadFailed: GENERIC_ERROR_MESSAGE,
  statusUpdated: (statusTitle: string) => `Successfully updated the job status to ${statusTitle}`,
  statusUpdateFailed: GENERIC_ERROR_MESSAGE,
  /** Ours (issue 47): a job saved for later, now applied to. */
  markedApplied: 'Marked as applied',
} as const;

/** What each kind of item says after a change; `useItemEditor` reads them. */
export interface ItemMessages {
  added: string;
  addFailed: string;
  updated: string;
  updateFailed: string;
  deleted: string;
  deleteFailed: string;
  deleteConfirm: string;
}

export const TASK_MESSAGES = {
  added: 'Task added successfully',
  addFailed: 'Adding task failed',
  updated: 'Task updated successfully',
  updateFailed: 'Updating task failed',
  markedDone: 'Task marked as done',
  markedNotDone: 'Task marked as not done',
  deleted: 'Task deleted successfully',
  deleteFailed: 'Task deletion failed',
  deleteConfirm: 'Do you really want to delete this task ?',
  empty: 'No tasks yet. Add the next step of this application.',
  overdue: 'overdue',
} as const satisfies ItemMessages & Record<string, string>;

export const CONTACT_MESSAGES = {
  added: 'Contact saved successfully',
  addFailed: 'Contact saving failed',
  updated: 'Contact updated successfully',
  updateFailed: 'Contact updation failed',
  deleted: 'Contact deleted successfully',
  deleteFailed: 'Contact deletion failed',
  deleteConfirm: 'Do you really want to delete this contact ?',
  empty: 'No contacts yet. Add the people you talk to about this job.',
} as const satisfies ItemMessages & Record<string, string>;

// The spec gives notes no failure text of their own for saving: they use the generic one.
export const NOTE_MESSAGES = {
  added: 'Note saved successfully',
  addFailed: GENERIC_ERROR_MESSAGE,
  updated: 'Note updated successfully',
  updateFailed: GENERIC_ERROR_MESSAGE,
  deleted: 'Note deleted successfully',
  deleteFailed: 'Note deletion failed',
  deleteConfirm: 'Do you really want to delete this note ?',
  empty: 'No notes yet.',
} as const satisfies ItemMessages & Record<string, string>;

/** What the Interviews tab says; changes name the event ("Added the phone screen on Tue 3 Dec"). */
export const EVENT_MESSAGES = {
  added: (what: string, day: string) => `Added the ${what} on ${day}`,
  updated: (what: string, day: string) => `Updated the ${what} on ${day}`,
  deleted: (what: string, day: string) => `Deleted the ${what} on ${day}`,
  deleteConfirm: (what: string, day: string) => `Delete the ${what} on ${day}?`,
  addFailed: 'Adding the interview failed',
  updateFailed: 'Updating the interview failed',
  deleteFailed: 'Deleting the interview failed',
  downloadFailed: 'The calendar file could not be downloaded',
  startRequired: 'Say when it starts',
  endBeforeStart: 'It must end after it starts',
  zoneRequired: 'Pick a time zone',
  empty: 'No interviews yet. Add one when it is booked.',
} as const;
