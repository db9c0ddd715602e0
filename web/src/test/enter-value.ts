import type { UserEvent } from '@testing-library/user-event';

/**
 * Replaces a field's text as a person would, pasting rather than typing (the shared rules' cases
 * include texts of thousands of characters, slow to type key by key).
 */
export async function enterValue(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (!value) return;
  await user.click(field);
  await user.paste(value);
}
