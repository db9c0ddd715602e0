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
