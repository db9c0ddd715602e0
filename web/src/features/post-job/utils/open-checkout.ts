/** Leaves the app for the card provider's checkout page (kept apart so tests can stand in for it). */
export function openCheckout(url: string): void {
  window.location.href = url;
}
