/** "every 30 days", "every month"; nothing for a price paid once. */
export function billingInterval(interval: number | null, intervalType: string | null): string | null {
  if (!intervalType) return null;
  const count = interval ?? 1;
  return count === 1 ? `every ${intervalType}` : `every ${count} ${intervalType}s`;
}
