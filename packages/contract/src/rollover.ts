/**
 * What a rollover leaves to settle when a line sold at `price`, with `refunded` already refunded (succeeded or in
 * flight), moves to a product costing `targetPrice`. Above 0 the customer owes it (recorded, never charged
 * silently); below 0 it is refunded by hand. A dearer product is owed only its price increase: a refund already
 * given (goodwill, a partial refund) stays given and never turns into a debt. A cheaper one refunds what the
 * customer still holds above the new price, so past refunds count towards it.
 */
export function rolloverDifference(line: { price: number; refunded: number }, targetPrice: number): number {
  if (targetPrice >= line.price) return targetPrice - line.price;
  return Math.min(targetPrice - (line.price - line.refunded), 0);
}
