import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../shared/sql.js';
import { COUNTED_REFUND_STATUSES } from './detail.js';
import type { HeldProduct } from './resolution-plan.js';

const COUNTED = sql.raw(COUNTED_REFUND_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * Order products whose money was kept (paid or partially refunded orders), with what was refunded: those of an
 * event, or the ones named. Only products with something left to refund are "held". `forUpdate` locks the
 * products' rows (the caller locks their orders first, in id order).
 */
export async function heldProductsOf(
  tx: Executor,
  which: { eventId: number } | { orderProductIds: number[] },
): Promise<HeldProduct[]> {
  const where =
    'eventId' in which
      ? sql`op.event_id = ${which.eventId}`
      : sql`op.id = any(${`{${which.orderProductIds.map(Math.trunc).join(',')}}`}::int[])`;
  const rows = await rowsOf<HeldProduct>(
    tx,
    sql`select op.id as "orderProductId", op.order_id as "orderId", op.event_product_id as "eventProductId",
          ep.product_id as "productId", op.price,
          coalesce((select sum(r.refund_amount) from order_product_refunds r
            where r.order_product_id = op.id and r.deleted_at is null
              and r.refund_status in (${COUNTED})), 0)::int as refunded
        from order_products op
        join orders o on o.id = op.order_id and o.deleted_at is null and o.status in ('paid', 'partially_refunded')
        left join event_products ep on ep.id = op.event_product_id
        where ${where} and op.deleted_at is null
        order by op.order_id, op.id`,
  );
  return rows.filter((r) => r.price - r.refunded > 0);
}
