/** What the Saved Searches page says. */
export const SAVED_SEARCH_MESSAGES = {
  none: 'You have no saved searches yet. Choose filters on Remote Jobs and press “Save this search”.',
  renamed: (name: string) => `Renamed the search to "${name}"`,
  updated: (name: string) => `"${name}" now uses your current filters`,
  deleted: (name: string) => `Deleted the search "${name}"`,
  confirmDelete: (name: string) => `Delete the saved search "${name}"?`,
  failed: 'Something went wrong, Please try again after sometime',
  openFailed: 'The saved search could not be opened',
  alertsSaved: (name: string, alerts: string) => `Saved the alerts of "${name}": ${alerts}`,
  alertsOff: (name: string) => `Alerts for "${name}" are off`,
  stopLinkIncomplete: 'This link is incomplete: open it again from the alert email.',
  stopLinkInvalid: 'This link stops no alerts: it is not the one from the alert email, or its saved search was deleted.',
} as const;
