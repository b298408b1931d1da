import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { FULFILMENT_LABELS, type fulfilmentInputSchema } from '@phlox/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.js';
import { events, orderProducts, updateHistory } from '../../db/schema/index.js';
import { iso } from '../../shared/dates.js';
import { badRequest } from '../../shared/errors.js';
import { ORDER_PRODUCTS_MENU } from './refunds.js';

type FulfilmentValues = z.output<typeof fulfilmentInputSchema>;

/** BUSINESS_RULES: an event's fulfilled_at is set when all its live order products are fulfilled, else cleared. */
async function syncEventFulfilled(tx: Executor, eventId: number) {
  const [row] = await tx
    .update(events)
    .set({
      fulfilledAt: sql`case when exists (select 1 from order_products op where op.event_id = ${eventId}
        and op.deleted_at is null and op.fullfilment_status <> 'fulfilled')
        or not exists (select 1 from order_products op where op.event_id = ${eventId} and op.deleted_at is null)
        then null else coalesce(${events.fulfilledAt}, now()) end`,
    })
    .where(eq(events.id, eventId))
    .returning({ id: events.id, fulfilledAt: events.fulfilledAt });
  return row ? { id: row.id, fulfilledAt: row.fulfilledAt ? iso(row.fulfilledAt) : null } : null;
}

/**
 * Marks order products (some, or every live one of an event) pending upload / in progress / fulfilled, with
 * who and when for fulfilled ones, one history row per changed product, and the events' fulfilled_at after.
 */
export async function setFulfilment(db: Db, input: FulfilmentValues, userId: number) {
  return db.transaction(async (tx) => {
    const which = input.orderProductIds?.length
      ? inArray(orderProducts.id, input.orderProductIds)
      : eq(orderProducts.eventId, input.eventId!);
    const rows = await tx
      .select({ id: orderProducts.id, eventId: orderProducts.eventId, status: orderProducts.fulfilmentStatus })
      .from(orderProducts)
      .where(and(which, isNull(orderProducts.deletedAt)))
      .orderBy(orderProducts.id)
      .for('update');
    if (input.orderProductIds?.length && rows.length !== new Set(input.orderProductIds).size)
      throw badRequest('Some products were not found. Reload the page.', { orderProductIds: 'Unknown products' });
    const changed = rows.filter((r) => r.status !== input.status);
    if (changed.length) {
      const fulfilled = input.status === 'fulfilled';
      await tx
        .update(orderProducts)
        .set({
          fulfilmentStatus: input.status,
          fulfilledAt: fulfilled ? sql`now()` : null,
          fulfilledBy: fulfilled ? userId : null,
          updatedAt: sql`now()`,
        })
        .where(
          inArray(
            orderProducts.id,
            changed.map((r) => r.id),
          ),
        );
      // One multi-row insert: "all of an event's products" may be hundreds of rows.
      await tx.insert(updateHistory).values(
        changed.map((r) => ({
          menuId: sql`(select id from menus where name = ${ORDER_PRODUCTS_MENU})`,
          userId,
          itemId: r.id,
          action: 'update' as const,
          updatedField: 'fulfilment',
          oldValue: FULFILMENT_LABELS[r.status],
          newValue: FULFILMENT_LABELS[input.status],
          valueType: 'string',
        })),
      );
    }
    const eventIds = [...new Set(rows.map((r) => r.eventId).filter((id): id is number => id !== null))];
    const touched = [];
    for (const id of eventIds) {
      const e = await syncEventFulfilled(tx, id);
      if (e) touched.push(e);
    }
    return { updated: changed.length, events: touched };
  });
}
