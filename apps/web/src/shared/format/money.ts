const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money travels as integer cents; it becomes dollars only here, for display. */
export function formatCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '—';
  return usd.format(cents / 100);
}
