/** Full page navigation, kept apart so tests can stand in for it (jsdom cannot reload). */
export function reloadAt(hash: string): void {
  window.location.hash = hash;
  window.location.reload();
}
