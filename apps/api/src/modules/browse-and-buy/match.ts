import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { SaleMatchInput, SaleMatchResult } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { events, orders } from '../../db/schema/index.js';
import { conflict, notFound } from '../../shared/errors.js';
import { rowsOf } from '../../shared/sql.js';

/**
 * Gives unmatched outside sales their event: one sale, or every unmatched sale its platform filed under a gallery
 * or job title. The line takes the event's product of the same name when it sells one. One statement: a sale
 * matched meanwhile (another tab, a double click) is no longer unmatched and is left as it is. The triggers on
 * order_products then bring the event's payout, reports and game-day figures up to date.
 */
export async function matchSales(db: Db, input: SaleMatchInput, userId: number): Promise<SaleMatchResult> {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({ id: events.id, title: events.title })
      .from(events)
      .where(and(eq(events.id, input.eventId), isNull(events.deletedAt)));
    if (!event) throw notFound('Event');
    const which =
      input.orderId !== undefined
        ? sql`op.order_id = ${input.orderId}`
        : sql`lower(op.outside_event_title) = lower(${input.outsideTitle!})`;
    const matched = await rowsOf<{ orderId: number; title: string | null }>(
      tx,
      sql`update order_products op set event_id = ${event.id}, updated_at = now(),
          event_product_id = (select ep.id from event_products ep join products p on p.id = ep.product_id
            where ep.event_id = ${event.id} and ep.deleted_at is null and lower(p.name) = lower(op.outside_product)
            order by ep.id limit 1)
        from orders o
        where o.id = op.order_id and o.deleted_at is null and o.source <> 'phlox'
          and op.event_id is null and op.season_pass_product_id is null and op.deleted_at is null and ${which}
        returning op.order_id as "orderId", op.outside_event_title as title`,
    );
    if (!matched.length) {
      if (input.orderId === undefined) throw conflict(`No unmatched sale is filed under “${input.outsideTitle}”`);
      const [sale] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, input.orderId), isNull(orders.deletedAt), ne(orders.source, 'phlox')));
      if (!sale) throw notFound('Sale');
      throw conflict('This sale has an event already (it was matched meanwhile?)');
    }
    // Each order's history says what it was filed under and which event it got.
    await tx.execute(sql`insert into update_history (menu_id, user_id, item_id, action, updated_field, old_value,
        new_value, value_type)
      select (select id from menus where name = 'orders'), ${userId}::int, x.o, 'update', 'event', x.t, ${event.title},
        'string'
      from json_to_recordset(${JSON.stringify(
        matched.map((m) => ({ o: m.orderId, t: `Unmatched${m.title ? ` (${m.title})` : ''}` })),
      )}::json) as x(o int, t text)`);
    return { matched: new Set(matched.map((m) => m.orderId)).size, eventTitle: event.title };
  });
}
