import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatUsd, rolloverDifference, type rolloverInputSchema } from '@phlox/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.js';
import {
  eventProducts,
  events,
  orderProductRefunds,
  orderProductRollovers,
  orderProducts,
} from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { badRequest, businessRule, notFound } from '../../shared/errors.js';
import { COUNTED_REFUND_STATUSES } from './detail.js';
import { ORDER_PRODUCTS_MENU, syncRefundStatus } from './refunds.js';
import { lockOrder, ORDERS_MENU } from './update.js';

type RolloverValues = z.output<typeof rolloverInputSchema>;

export interface Move {
  orderId: number;
  orderProductId: number;
  fromEventId: number;
  fromEventProductId: number | null;
  fromTitle: string;
  toEventId: number;
  toEventProductId: number;
  toTitle: string;
  difference: number;
}

/**
 * Moves an order product to another event (a rained-out game): records order_product_rollovers and repoints
 * the product's event and event product. What was paid never changes silently: a cheaper target refunds the
 * difference by hand, a dearer one records what the customer owes (priceDifference). The caller holds the
 * order's lock.
 */
export async function writeMove(tx: Executor, m: Move, reason: string, userId: number) {
  await tx.insert(orderProductRollovers).values({
    orderProductId: m.orderProductId,
    userId,
    eventId: m.fromEventId,
    eventProductId: m.fromEventProductId,
    rolledoverEventId: m.toEventId,
    rolledoverEventProductId: m.toEventProductId,
    rolloverReason: reason,
    rolledoverAt: sql`now()`,
    priceDifference: m.difference,
  });
  await tx
    .update(orderProducts)
    .set({ eventId: m.toEventId, eventProductId: m.toEventProductId, updatedAt: sql`now()` })
    .where(eq(orderProducts.id, m.orderProductId));
  if (m.difference < 0)
    await tx.insert(orderProductRefunds).values({
      orderProductId: m.orderProductId,
      userId,
      refundAmount: -m.difference,
      refundReason: `Price difference after the rollover to ${m.toTitle}`,
      refundInitiatedAt: sql`now()`,
      refundedAt: sql`now()`,
      isManualRefund: true,
      refundStatus: 'succeeded',
    });
  const field = `Item #${m.orderProductId} event`;
  const money =
    m.difference > 0
      ? `; the customer owes ${formatUsd(m.difference)}`
      : m.difference < 0
        ? `; ${formatUsd(-m.difference)} refunded by hand`
        : '';
  const before = { [field]: m.fromTitle };
  const after = { [field]: `${m.toTitle} (rolled over: ${reason}${money})` };
  for (const [menu, itemId] of [
    [ORDERS_MENU, m.orderId],
    [ORDER_PRODUCTS_MENU, m.orderProductId],
  ] as const)
    await writeHistory(tx, { menu, userId, itemId, action: 'update', before, after });
  if (m.difference < 0) await syncRefundStatus(tx, m.orderId);
}

/** The target event product with its event's title, if the event is live and sells it. */
export async function targetOf(tx: Executor, eventId: number) {
  return tx
    .select({
      eventProductId: eventProducts.id,
      productId: eventProducts.productId,
      price: eventProducts.totalPrice,
      title: events.title,
      status: events.status,
    })
    .from(eventProducts)
    .innerJoin(events, eq(events.id, eventProducts.eventId))
    .where(and(eq(eventProducts.eventId, eventId), isNull(eventProducts.deletedAt), isNull(events.deletedAt)));
}

/** One order product to the event product the user chose. */
export async function rollOver(db: Db, orderId: number, productId: number, input: RolloverValues, userId: number) {
  await db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const [product] = await tx
      .select({ op: orderProducts, fromTitle: events.title })
      .from(orderProducts)
      .leftJoin(events, eq(events.id, orderProducts.eventId))
      .where(and(eq(orderProducts.id, productId), eq(orderProducts.orderId, orderId), isNull(orderProducts.deletedAt)))
      .for('update', { of: orderProducts });
    if (!product) throw notFound('Order product');
    if (!product.op.eventId) throw businessRule('Only a product bought for an event can be rolled over');
    if (product.op.eventId === input.eventId)
      throw badRequest('Choose another event', { eventId: 'The product is already for this event' });
    const targets = await targetOf(tx, input.eventId);
    const target = targets.find((t) => t.eventProductId === input.eventProductId);
    if (!target)
      throw badRequest('Choose a product the event sells', { eventProductId: 'The event does not sell this product' });
    // Its refunds so far, succeeded or in flight (a fully refunded line included: it holds nothing to refund).
    const [{ refunded }] = await tx
      .select({ refunded: sql<number>`coalesce(sum(${orderProductRefunds.refundAmount}), 0)::int` })
      .from(orderProductRefunds)
      .where(
        and(
          eq(orderProductRefunds.orderProductId, productId),
          isNull(orderProductRefunds.deletedAt),
          inArray(orderProductRefunds.refundStatus, [...COUNTED_REFUND_STATUSES]),
        ),
      );
    const line = { price: product.op.price, refunded: Number(refunded) };
    await writeMove(
      tx,
      {
        orderId,
        orderProductId: productId,
        fromEventId: product.op.eventId,
        fromEventProductId: product.op.eventProductId,
        fromTitle: product.fromTitle ?? `Event #${product.op.eventId}`,
        toEventId: input.eventId,
        toEventProductId: input.eventProductId,
        toTitle: target.title,
        difference: rolloverDifference(line, target.price),
      },
      input.reason,
      userId,
    );
  });
}
