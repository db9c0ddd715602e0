/** What the page remembers of an order while the browser is away at the checkout. */
export interface PlacedOrder {
  jobTitle: string;
  /** Where the receipt goes. */
  email: string;
}

const KEY = 'postJob.placedOrder';

/**
 * Kept in sessionStorage: the card provider's checkout unloads the app, and the address it sends
 * the browser back to says only how the payment went.
 */
export function rememberPlacedOrder(order: PlacedOrder): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    // Storage can be disabled (privacy modes); the confirmation then does without the details.
  }
}

/** The order placed from this tab, once: a later visit to the page starts from the form. */
export function takePlacedOrder(): PlacedOrder | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (value && typeof value === 'object') {
      const { jobTitle, email } = value as Record<string, unknown>;
      if (typeof jobTitle === 'string' && typeof email === 'string') return { jobTitle, email };
    }
  } catch {
    // Unreadable or disabled storage: as if nothing was kept.
  }
  return null;
}
