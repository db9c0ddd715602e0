export const SETTINGS_MESSAGES = {
  unavailable: 'Unable to show settings right now, please try again after some time',
  detailsUpdated: 'Updated user details successfully',
  detailsFailed: 'Updating user details failed due to technical problem, please try again after some time',
  workPlaceUpdated: 'Saved where you work from',
  adminAccess: 'As an admin you can open every screen without a plan.',
  freeAccess: 'Free access is on: every screen is open without a plan for now.',
  noHiddenCompanies: 'You have not hidden any companies. Hide one from any job card to keep its jobs out of your lists.',
  deleteAvatarConfirm: 'Do you really want to delete the Avatar ?',
  avatarDeleted: 'Deleted user avatar successfully',
  avatarDeleteFailed: 'Avatar deletion failed due to technical problem, please try again after some time',
} as const;

/** What the change-password form says around the change; its refusals come from the shared schema. */
export const PASSWORD_MESSAGES = {
  confirm: 'Your login password is going to be modified with the new one is it fine ?',
  success: 'Updated user password successfully',
  failure: 'Updating user password failed due to technical problem, please try again after some time',
} as const;

/** The browser extension's tokens (BrowserExtensionSection). */
export const EXTENSION_MESSAGES = {
  intro:
    'The "Save to RemoteHunt" browser extension saves a job from any page to your tracker. Make a token for each browser, paste it into the extension’s options, and revoke it here when you stop using it. A token can only save jobs: it cannot sign in or see anything else.',
  none: 'No tokens yet. Make one to connect the browser extension.',
  madeOnce: (name: string) => `Token "${name}" made. Copy it now and paste it into the extension: it is not shown again.`,
  copied: 'Copied the token',
  confirmRevoke: (name: string) => `Revoke "${name}"? The extension using it will have to be connected again.`,
  revoked: (name: string) => `Revoked "${name}"`,
  failure: 'That did not work: please try again in a moment',
} as const;

/** The default follow-up tasks (FollowUpRemindersSection). */
export const FOLLOW_UP_MESSAGES = {
  intro:
    'When an application moves to Applied, we add the task "Follow up with {company}"; after a phone screen or interview, "Send a thank-you note to {company}". Each is due at 09:00 in your time zone, and goes away if the application moves on before you tick it.',
  appliedHint: '"Follow up with …"; 0 for none',
  interviewHint: '"Send a thank-you note to …"; 0 for none',
  saved: 'Saved your follow-up reminders',
  failure: 'Saving your follow-up reminders failed, please try again in a moment',
} as const;

/** The private calendar address (CalendarSection). */
export const CALENDAR_MESSAGES = {
  intro:
    'Subscribe to your interviews from your calendar app with a private address. Anyone who has it can read your interviews, so keep it to yourself; replace or revoke it here whenever you like.',
  none: 'You have no calendar address yet.',
  active: (day: string) => `You made a calendar address on ${day}. It is only shown once: replace it to see a new one.`,
  madeOnce: 'Your calendar address. Copy it now: it is not shown again.',
  copied: 'Copied the calendar address',
  made: 'Made your calendar address',
  replaced: 'Replaced your calendar address: the old one no longer works',
  confirmReplace: 'Replace your calendar address? Calendars subscribed to the old one stop getting updates.',
  confirmRevoke: 'Revoke your calendar address? Calendars subscribed to it stop getting updates.',
  revoked: 'Revoked your calendar address',
  includeTasks: 'Include tasks due',
  includeTasksOn: 'Tasks due are in your calendar',
  includeTasksOff: 'Tasks due are left out of your calendar',
  google: 'Google Calendar: Other calendars, +, From URL, paste the address.',
  apple: 'Apple Calendar: File, New Calendar Subscription, paste the address.',
  outlook: 'Outlook: Add calendar, Subscribe from web, paste the address.',
  failure: 'That did not work: please try again in a moment',
} as const;
