/** The largest minimum pay the API takes. */
export const MAX_MIN_PAY = 100_000_000;

/**
 * A typed minimum pay: "60000", "60,000", "60.000" or "60k" ("62.5k"); null for none (blank,
 * zero, or not an amount).
 */
export function parseMinPay(text: string): number | null {
  const match = /^(\d[\d,. ]*?)\s*(k)?$/i.exec(text.trim());
  if (!match) return null;
  // Before a k a point is a decimal one; otherwise points, commas and spaces group thousands.
  const amount = match[2] ? Math.round(Number(match[1].replace(/[, ]/g, '')) * 1000) : Number(match[1].replace(/[,. ]/g, ''));
  return Number.isSafeInteger(amount) && amount > 0 ? Math.min(amount, MAX_MIN_PAY) : null;
}
