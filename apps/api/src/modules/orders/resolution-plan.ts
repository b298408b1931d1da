import { rolloverDifference } from '@phlox/contract';

/**
 * What resolving a canceled event does to the order products it holds, as pure functions (issue 13): the
 * service writes these plans, and the property tests apply them to random sales to check that every cent still
 * lands once. A held product is one of the event's products in an order whose money was kept (paid or
 * partially refunded) with something left to refund.
 */
export interface HeldProduct {
  orderProductId: number;
  orderId: number;
  eventProductId: number | null;
  productId: number | null;
  /** What it sold for. */
  price: number;
  /** Succeeded and in-flight refunds: what can no longer be refunded. */
  refunded: number;
}

/** A product the target event sells. */
export interface TargetProduct {
  eventProductId: number;
  productId: number;
  price: number;
}

export interface RolloverMove {
  orderProductId: number;
  orderId: number;
  toEventProductId: number;
  /** rolloverDifference: above 0 the customer owes it, below 0 it is refunded by hand. */
  difference: number;
}

export type RolloverPlan =
  | { moves: RolloverMove[] }
  /** Products of the canceled event the target does not sell and the mapping leaves unchosen. */
  | { unmapped: number[] };

/** What the customer still holds of a product: its price less every refund counted against it. */
export const heldValue = (p: HeldProduct) => Math.max(p.price - p.refunded, 0);

/**
 * Each held product goes to the same product at the target when the target sells it, otherwise to the event
 * product the mapping names (by the canceled event's event product id). A mapping entry wins over "same product".
 */
export function planRollover(
  held: HeldProduct[],
  target: TargetProduct[],
  mapping: ReadonlyMap<number, number>,
): RolloverPlan {
  const byEventProduct = new Map(target.map((t) => [t.eventProductId, t]));
  const byProduct = new Map(target.map((t) => [t.productId, t]));
  const unmapped = new Set<number>();
  const moves: RolloverMove[] = [];
  for (const p of held) {
    const chosen = p.eventProductId !== null ? mapping.get(p.eventProductId) : undefined;
    const to =
      (chosen !== undefined ? byEventProduct.get(chosen) : undefined) ??
      (p.productId !== null ? byProduct.get(p.productId) : undefined);
    if (!to) {
      unmapped.add(p.eventProductId ?? 0);
      continue;
    }
    moves.push({
      orderProductId: p.orderProductId,
      orderId: p.orderId,
      toEventProductId: to.eventProductId,
      difference: rolloverDifference(p, to.price),
    });
  }
  return unmapped.size ? { unmapped: [...unmapped] } : { moves };
}

/** Refund everything: each held product's refundable rest, in full. */
export function planRefundAll(held: HeldProduct[]): Array<{ orderProductId: number; orderId: number; amount: number }> {
  return held
    .map((p) => ({ orderProductId: p.orderProductId, orderId: p.orderId, amount: heldValue(p) }))
    .filter((r) => r.amount > 0);
}
