/** What a board without an icon of its own in the web build shows. */
export const DEFAULT_BOARD_ICON = '/boards/default.svg';

/**
 * A board's icon or logo as pages may show it: a path on our own origin (the seeded boards' icons
 * ship with the web build, `web/public/boards/`), never another site's address, which would tell
 * that site who is looking at our pages.
 */
export function boardIcon(stored: string | null | undefined): string {
  return stored && stored.startsWith('/') && !stored.startsWith('//') ? stored : DEFAULT_BOARD_ICON;
}
