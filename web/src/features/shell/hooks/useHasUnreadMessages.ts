/**
 * Whether support has replied with messages the user has not read. There is
 * no API for it yet (GET /users/{userId}/messages/has_any_unread belongs to
 * the support work), so the dot stays off until that lands here.
 */
export function useHasUnreadMessages(): boolean {
  return false;
}
