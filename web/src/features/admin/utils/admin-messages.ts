/** The product's words for the admin panel (spec section 8, and the panel's own additions). */
export const ADMIN_MESSAGES = {
  adminsOnly: 'This page is for admins',
  adminsOnlyDetail: 'Your account has no admin rights. Ask an admin if you need them.',
  jsonCopied: 'Copied json to the clipboard',
  templateSent: (templateName: string) => `Sent ${templateName} email successfully`,
  templateSendFailed: (templateName: string) => `Sending ${templateName} email failed`,
  unsubscribedFromMarketing: 'Unsubscribed from marketing email',
  noUsers: 'No users found',
  accessSaved: 'Access switches saved',
  accessSaveFailed: 'Saving access switches failed',
  boardSaved: (boardName: string) => `${boardName}: settings saved`,
  runQueued: (boardName: string) => `${boardName}: run queued`,
  intervalTooShort: (minMinutes: number) => `At least ${minMinutes} minutes`,
  noBoards: 'No job boards yet',
  noRuns: 'No ingestion runs yet',
  neverRun: 'Never',
  choosePreview: 'Choose a template to see its preview.',
} as const;
