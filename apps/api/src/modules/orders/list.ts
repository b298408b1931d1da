import { eq, sql } from 'drizzle-orm';
import { ORDER_COUNT_CAP, type OrderListItem, type OrderListResponse } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { coupons, customers, orders } from '../../db/schema/index.js';
import { iso } from '../../shared/dates.js';
import { offsetOf, type PageQuery } from '../../shared/list.js';
import { isFiltered, orderByOf, orderWhere, resolveMatches, type OrderFilter } from './filters.js';

/**
 * The total without counting a million rows: a filtered list counts up to ORDER_COUNT_CAP + 1 matches
 * (an index range at most); an unfiltered one that reaches the cap takes the planner's estimate.
 */
async function countOrders(db: Db, q: OrderFilter) {
  if (!isFiltered(q)) {
    const estimate = await estimatedOrders(db);
    if (estimate > ORDER_COUNT_CAP * 2) return { total: estimate, totalCapped: true };
  }
  if (onlyFulfilment(q)) return countByFulfilment(db, q.fulfilment!);
  const where = orderWhere(q);
  const [{ n }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(
    sql`(${db
      .select({ one: sql`1` })
      .from(orders)
      .where(where)
      .limit(ORDER_COUNT_CAP + 1)}) capped`,
  );
  if (n <= ORDER_COUNT_CAP) return { total: n, totalCapped: false };
  if (isFiltered(q)) return { total: ORDER_COUNT_CAP, totalCapped: true };
  return { total: Math.max(await estimatedOrders(db), n), totalCapped: true };
}

const onlyFulfilment = (q: OrderFilter) => Boolean(q.fulfilment) && !isFiltered({ ...q, fulfilment: undefined });
/** Rows of order_products read at most to count orders by fulfilment (an order has at most a few products). */
const FULFILMENT_COUNT_ROWS = ORDER_COUNT_CAP * 3;

/**
 * Orders having a product in a fulfilment status, counted from order_products' status index (O(cap), whether
 * 70,000 or 2.6 million products match); reading the row limit means "at least".
 */
async function countByFulfilment(db: Db, status: string) {
  const result = await db.execute<{ orders: number; rows: number }>(sql`
    select count(distinct order_id)::int as orders, count(*)::int as rows from (
      select op.order_id from order_products op
      where op.fullfilment_status = ${status} and op.deleted_at is null limit ${FULFILMENT_COUNT_ROWS}) t`);
  const { orders: n, rows } = result.rows[0];
  const capped = rows >= FULFILMENT_COUNT_ROWS || n > ORDER_COUNT_CAP;
  return { total: Math.min(n, ORDER_COUNT_CAP), totalCapped: capped };
}

/** The planner's row estimate for orders (kept fresh by autovacuum's analyze); -1 before the first analyze. */
async function estimatedOrders(db: Db): Promise<number> {
  const [{ estimate }] = await db
    .select({ estimate: sql<number>`reltuples::bigint`.mapWith(Number) })
    .from(sql`pg_class`)
    .where(sql`oid = 'orders'::regclass`);
  return estimate;
}

type ProductSummary = {
  orderId: number;
  productCount: number;
  fulfilledCount: number;
  events: string[] | null;
  players: string[] | null;
};

/** Products, events and players of a page of orders, in one grouped query over order_products(order_id). */
async function summaries(db: Db, ids: number[]): Promise<Map<number, ProductSummary>> {
  if (!ids.length) return new Map();
  const result = await db.execute<ProductSummary>(sql`
    select op.order_id as "orderId", count(*)::int as "productCount",
      (count(*) filter (where op.fullfilment_status = 'fulfilled'))::int as "fulfilledCount",
      array_agg(distinct e.title) filter (where e.title is not null) as "events",
      array_agg(distinct cp.first_name || ' ' || cp.last_name) filter (where cp.id is not null) as "players"
    from order_products op
    left join events e on e.id = op.event_id
    left join customer_players cp on cp.id = op.customer_player_id
    where op.order_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and op.deleted_at is null
    group by op.order_id`);
  return new Map(result.rows.map((r) => [r.orderId, r]));
}

export async function listOrders(db: Db, query: OrderFilter & PageQuery): Promise<OrderListResponse> {
  const q = await resolveMatches(db, query);
  const [rows, count] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderDate: orders.orderDate,
        status: orders.status,
        source: orders.source,
        sourceOrderId: orders.sourceOrderId,
        totalAmount: orders.totalAmount,
        discountAmount: orders.discountAmount,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        phone: customers.phone,
        couponCode: coupons.code,
      })
      .from(orders)
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .leftJoin(coupons, eq(coupons.id, orders.couponId))
      .where(orderWhere(q))
      .orderBy(...orderByOf(q.sort))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    countOrders(db, q),
  ]);
  const products = await summaries(
    db,
    rows.map((r) => r.id),
  );
  const data: OrderListItem[] = rows.map((r) => {
    const p = products.get(r.id);
    return {
      id: r.id,
      orderDate: iso(r.orderDate),
      status: r.status,
      source: r.source,
      sourceOrderId: r.sourceOrderId,
      customerName: r.firstName === null ? null : `${r.firstName} ${r.lastName}`,
      customerEmail: r.email,
      customerPhone: r.phone,
      couponCode: r.couponCode,
      totalAmount: r.totalAmount,
      discountAmount: r.discountAmount,
      productCount: p?.productCount ?? 0,
      fulfilledCount: p?.fulfilledCount ?? 0,
      events: p?.events ?? [],
      players: p?.players ?? [],
    };
  });
  return { data, meta: { page: q.page, pageSize: q.pageSize, ...count } };
}
