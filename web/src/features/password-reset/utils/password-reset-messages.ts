/** The product's words for password recovery (spec sections 5 and 8). */
export const PASSWORD_RESET_MESSAGES = {
  passwordHint: 'At least 8 characters',
  linkFailed: 'Sending reset password link failed, try again after some time',
  passwordChanged: 'Password changed successfully',
  passwordChangeFailed: 'Password change failed',
  askForNewLink: 'Ask for a new link',
  backToSignIn: 'Back to sign in',
} as const;
