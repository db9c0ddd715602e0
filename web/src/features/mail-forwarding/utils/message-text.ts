/**
 * A refusal as it reads on the page: the API names the field ("address: this email is invalid"),
 * the page shows the words after it, starting with a capital ("This email is invalid").
 */
export function messageText(message: string): string {
  const text = message.replace(/^[\w.]+: /, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
