import { and, eq, isNull, sql } from 'drizzle-orm';
import type { rolloverInputSchema } from '@phlox/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { eventProducts, events, orderProductRollovers, orderProducts } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { badRequest, businessRule, notFound } from '../../shared/errors.js';
import { ORDER_PRODUCTS_MENU } from './refunds.js';
import { lockOrder, ORDERS_MENU } from './update.js';

type RolloverValues = z.output<typeof rolloverInputSchema>;

/**
 * Moves an order product to another event (a rained-out game): records order_product_rollovers and repoints
 * the product's event and event product; the price stays (BUSINESS_RULES).
 */
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
    const [target] = await tx
      .select({ title: events.title, eventId: eventProducts.eventId })
      .from(eventProducts)
      .innerJoin(events, eq(events.id, eventProducts.eventId))
      .where(
        and(eq(eventProducts.id, input.eventProductId), isNull(eventProducts.deletedAt), isNull(events.deletedAt)),
      );
    if (!target || target.eventId !== input.eventId)
      throw badRequest('Choose a product the event sells', { eventProductId: 'The event does not sell this product' });

    await tx.insert(orderProductRollovers).values({
      orderProductId: productId,
      userId,
      eventId: product.op.eventId,
      eventProductId: product.op.eventProductId,
      rolledoverEventId: input.eventId,
      rolledoverEventProductId: input.eventProductId,
      rolloverReason: input.reason,
      rolledoverAt: sql`now()`,
    });
    await tx
      .update(orderProducts)
      .set({ eventId: input.eventId, eventProductId: input.eventProductId, updatedAt: sql`now()` })
      .where(eq(orderProducts.id, productId));
    const field = `Item #${productId} event`;
    const before = { [field]: `${product.fromTitle ?? product.op.eventId}` };
    const after = { [field]: `${target.title} (rolled over: ${input.reason})` };
    for (const [menu, itemId] of [
      [ORDERS_MENU, orderId],
      [ORDER_PRODUCTS_MENU, productId],
    ] as const)
      await writeHistory(tx, { menu, userId, itemId, action: 'update', before, after });
  });
}
