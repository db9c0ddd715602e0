/** A price in the currency's minor unit as people read it: "$199", or "$12.50" when there are cents. */
export function formatPrice(amount: number, currency: string): string {
  const fractionDigits = amount % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount / 100);
}

/** "every 30 days", "every month"; nothing for a price paid once. */
export function billingInterval(interval: number | null, intervalType: string | null): string | null {
  if (!intervalType) return null;
  const count = interval ?? 1;
  return count === 1 ? `every ${intervalType}` : `every ${count} ${intervalType}s`;
}
