import { sql } from 'drizzle-orm';
import { SOLD_ORDER_STATUSES, tierAllows, type AuthUser, type EventTracker } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { rowsOf, sqlList } from '../../shared/sql.js';
import { isScopedPhotographer } from './scope.js';

/** Order money on the tracker is for staff who see orders; a photographer who sees only its events gets counts. */
export const seesOrderMoney = (user: AuthUser) =>
  tierAllows(user.permissions.orders, 'view') && !isScopedPhotographer(user);

/**
 * The event's tracker in one statement: its sold lines (the order live and sold, the line live) once, then the
 * orders fulfilled (every one of their lines of this event left to deliver, i.e. not refunded in full, fulfilled), the crew's uploads and the orders by the
 * players' teams with what they came to (less refunds that went through).
 */
export async function loadTracker(db: Executor, eventId: number, user: AuthUser): Promise<EventTracker> {
  const [r] = await rowsOf<{
    orders: { total: number; fulfilled: number };
    uploads: { uploaded: number; crew: number };
    teams: Array<{ teamId: number | null; teamName: string | null; orders: number; amount: number }> | null;
  }>(
    db,
    sql`with lines as materialized (
        select op.order_id, op.fullfilment_status, cp.team_id,
          op.price - coalesce((select sum(rf.refund_amount) from order_product_refunds rf
            where rf.order_product_id = op.id and rf.refund_status = 'succeeded' and rf.deleted_at is null), 0) as net
        from order_products op
        join orders o on o.id = op.order_id and o.deleted_at is null
          and o.status in (${sqlList(SOLD_ORDER_STATUSES)})
        left join customer_players cp on cp.id = op.customer_player_id
        where op.event_id = ${eventId} and op.deleted_at is null)
      select
        (select json_build_object('total', count(*), 'fulfilled', count(*) filter (where done))
          from (select bool_and(fullfilment_status = 'fulfilled') as done from lines where net > 0
            group by order_id) x) as orders,
        (select json_build_object('uploaded', count(*) filter (where ep.upload_status = 'uploaded'), 'crew', count(*))
          from event_photographers ep where ep.event_id = ${eventId} and ep.deleted_at is null) as uploads,
        (select json_agg(json_build_object('teamId', t.team_id, 'teamName', org.name, 'orders', t.orders,
            'amount', t.amount) order by org.name nulls last)
          from (select team_id, count(distinct order_id) as orders, sum(net)::int as amount from lines group by team_id) t
          left join organizations org on org.id = t.team_id) as teams`,
  );
  const money = seesOrderMoney(user);
  return {
    orders: r.orders,
    uploads: r.uploads,
    teams: (r.teams ?? []).map((t) => ({
      teamId: t.teamId,
      teamName: t.teamName ?? 'No team',
      orders: t.orders,
      amount: money ? t.amount : null,
    })),
    showsMoney: money,
  };
}
