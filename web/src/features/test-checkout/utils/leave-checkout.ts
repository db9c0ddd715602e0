/** Goes where the checkout's outcome sends the browser (kept apart so tests can stand in for it). */
export function leaveCheckout(url: string): void {
  window.location.assign(url);
}
