export const MIN_PASSWORD_LENGTH = 8;

export const PASSWORD_MESSAGES = {
  blank: 'Current & Previous passwords are not matching, Please provide valid passwords.',
  tooShort: 'Password length should not be less than 8 characters',
  confirm: 'Your login password is going to be modified with the new one is it fine ?',
  success: 'Updated user password successfully',
  failure: 'Updating user password failed due to technical problem, please try again after some time',
} as const;

/**
 * The product's checks before asking the server. The length message appears
 * only when both passwords are short, as the product always did; a short new
 * password alone is refused by the server with the same text.
 */
export function checkPasswordChange(password: string, newPassword: string): string | null {
  if (!password.trim() || !newPassword.trim()) return PASSWORD_MESSAGES.blank;
  if (password.length < MIN_PASSWORD_LENGTH && newPassword.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  return null;
}
