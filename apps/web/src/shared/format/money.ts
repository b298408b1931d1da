const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money travels as integer cents; it becomes dollars only here, for display. */
export function formatCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '—';
  return usd.format(cents / 100);
}

const usdCompact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** "$12.3K": for chart axes, where the full amount would not fit. */
export function formatCentsCompact(cents: number): string {
  return usdCompact.format(cents / 100);
}
