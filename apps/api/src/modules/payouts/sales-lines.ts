import { SOLD_ORDER_STATUSES, type OrderSource, type SalesLines } from '@phlox/contract';
import { spreadEvenly } from './split.js';

/**
 * Which order products count towards sales, as a pure model of the SQL in gather.ts (the property tests and
 * a cross-check test run both on the same random data).
 */

export interface SalesFacts {
  orders: Array<{ id: number; source: OrderSource; status: string }>;
  /** eventId after any rollover (a rollover repoints the product). */
  orderProducts: Array<{
    id: number;
    orderId: number;
    eventId: number | null;
    passProductId: number | null;
    price: number;
  }>;
  refunds: Array<{ orderProductId: number; amount: number; status: string }>;
  manualSales: Array<{ eventId: number; amount: number }>;
  /** a season-pass product's active events, in the pass's order (start time, then id) */
  passEvents: Map<number, number[]>;
}

const LINE_OF_SOURCE: Record<OrderSource, keyof SalesLines> = {
  phlox: 'preOrder',
  zenfolio_bb: 'zenfolioBb',
  zenfolio_sl: 'zenfolioSl',
  photoday: 'photoday',
};

export const emptySalesLines = (): SalesLines => ({
  preOrder: 0,
  offline: 0,
  zenfolioBb: 0,
  zenfolioSl: 0,
  photoday: 0,
  seasonPass: 0,
});

/** Every event's sales lines from the facts. */
export function salesLinesByEvent(facts: SalesFacts): Map<number, SalesLines> {
  const out = new Map<number, SalesLines>();
  const at = (eventId: number) => {
    let l = out.get(eventId);
    if (!l) out.set(eventId, (l = emptySalesLines()));
    return l;
  };
  const refunded = new Map<number, number>();
  for (const r of facts.refunds)
    if (r.status === 'succeeded') refunded.set(r.orderProductId, (refunded.get(r.orderProductId) ?? 0) + r.amount);
  const orderById = new Map(facts.orders.map((o) => [o.id, o]));
  for (const op of facts.orderProducts) {
    const order = orderById.get(op.orderId);
    if (!order || !(SOLD_ORDER_STATUSES as readonly string[]).includes(order.status)) continue;
    const net = Math.max(0, op.price - (refunded.get(op.id) ?? 0));
    if (op.passProductId !== null) {
      const events = facts.passEvents.get(op.passProductId) ?? [];
      if (!events.length) continue;
      spreadEvenly(net, events.length).forEach((part, i) => (at(events[i]).seasonPass += part));
    } else if (op.eventId !== null) {
      at(op.eventId)[LINE_OF_SOURCE[order.source]] += net;
    }
  }
  for (const m of facts.manualSales) at(m.eventId).offline += m.amount;
  return out;
}
