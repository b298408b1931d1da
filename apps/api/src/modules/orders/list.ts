import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { ORDER_COUNT_CAP, type OrderListItem, type OrderListResponse } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { coupons, customers, orders } from '../../db/schema/index.js';
import { iso } from '../../shared/dates.js';
import { offsetOf, type PageQuery } from '../../shared/list.js';
import { executeNamed, rowsOfPrepared, runPrepared } from '../../shared/prepared.js';
import { TtlCache } from '../../shared/ttlCache.js';
import { qualified } from '../../shared/sql.js';
import type { OrderSearchCache } from '../../shared/search-cache.js';
import {
  isFiltered,
  MAX_MATCHES,
  nameSearchWords,
  orderByOf,
  orderWhere,
  parseSort,
  resolveMatches,
  tooManyMatches,
  wordMatches,
  type OrderFilter,
} from './filters.js';

/**
 * Filters whose count reached the cap, remembered for 30 s: "10,000+" stays true while a few orders change, and
 * reaching the cap reads 10,000 index entries, the largest part of such a list's cost. Counts under the cap
 * (which a change can move) are never remembered.
 */
const capped = new TtlCache<true>(30_000, 1000);

/** The filter as a key: every field that narrows the list (not the page or the sort). */
function filterKey(q: OrderFilter & Partial<PageQuery>): string {
  const {
    page: _page,
    pageSize: _size,
    sort: _sort,
    matchIds: _ids,
    ...filter
  } = q as OrderFilter & Partial<PageQuery> & { sort?: string };
  return JSON.stringify(filter, Object.keys(filter).sort());
}

/**
 * The total without counting a million rows: a filtered list counts up to ORDER_COUNT_CAP + 1 matches
 * (an index range at most); an unfiltered one that reaches the cap takes the planner's estimate.
 */
export async function countOrders(db: Db, q: OrderFilter) {
  if (!isFiltered(q)) {
    const estimate = await estimatedOrders(db);
    if (estimate > ORDER_COUNT_CAP * 2) return { total: estimate, totalCapped: true };
  }
  const key = filterKey(q);
  if (capped.get(key)) return { total: ORDER_COUNT_CAP, totalCapped: true };
  const count = await countUpToCap(db, q);
  if (count.totalCapped && isFiltered(q)) capped.set(key, true);
  return count;
}

async function countUpToCap(db: Db, q: OrderFilter) {
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

/**
 * Orders having a product in a fulfilment status, counted up to the cap from order_products' (status, order_id)
 * index: its order ids come sorted, so the distinct ones are read in order and the count stops at cap + 1.
 */
async function countByFulfilment(db: Db, status: string) {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (select distinct op.order_id from order_products op
      where op.fullfilment_status = ${status} and op.deleted_at is null limit ${ORDER_COUNT_CAP + 1}) t`);
  const { n } = result.rows[0];
  return { total: Math.min(n, ORDER_COUNT_CAP), totalCapped: n > ORDER_COUNT_CAP };
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
  productCount: number;
  fulfilledCount: number;
  events: string[] | null;
  players: string[] | null;
  unmatched: { title: string | null; date: string | null } | null;
};

/**
 * Each listed order's products, events and players, as one select-list subquery over order_products(order_id):
 * PostgreSQL evaluates it after the sort and limit, for the page's rows only, in the same statement.
 */
const productSummary = sql<ProductSummary>`(select json_build_object('productCount', count(*),
    'fulfilledCount', count(*) filter (where op.fullfilment_status = 'fulfilled'),
    'events', array_agg(distinct e.title) filter (where e.title is not null),
    'players', array_agg(distinct cp.first_name || ' ' || cp.last_name) filter (where cp.id is not null),
    'unmatched', (array_agg(json_build_object('title', op.outside_event_title, 'date', op.outside_event_date))
      filter (where op.event_id is null and op.season_pass_product_id is null))[1])
  from order_products op
  left join events e on e.id = op.event_id
  left join customer_players cp on cp.id = op.customer_player_id
  where op.order_id = ${qualified(orders.id)} and op.deleted_at is null)`;

/**
 * Lists whose plan does not hinge on the values: unfiltered, by dates or by fulfilment. They run as named
 * statements (planned once per connection). A status, source or refund state is planned for its values: a
 * generic plan guesses a fifth of the orders for "refunded" and walks the date order past 80,000 recent orders
 * to find a page, where "refunded" has its own (status, order_date) index range. A coupon, an event, a bundle or
 * a search can match four orders among a million.
 */
const walksDateOrder = (q: OrderFilter) =>
  !q.couponId && !q.matchIds && !q.sources && !q.q && !q.status && !q.source && !q.refund;

/** The list's columns and joins, filtered by `where`; the caller orders and cuts it. */
function selectRows(db: Db, where: SQL | undefined) {
  return db
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
      products: productSummary,
    })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(where);
}
type ListRow = Awaited<ReturnType<typeof selectRows>>[number];

function toItem(r: ListRow): OrderListItem {
  const p = r.products;
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
    // Only an outside sale is ever kept without an event (a Phlox order's line always has one, or a pass).
    unmatched: r.source !== 'phlox' ? (p?.unmatched ?? null) : null,
  };
}

/**
 * The orders list. A search goes through `searchCache` when given (see OrderSearchCache): its matches are
 * gathered and sorted once, and each request reads only its page's rows.
 */
export async function listOrders(
  db: Db,
  query: OrderFilter & PageQuery,
  searchCache?: OrderSearchCache,
): Promise<OrderListResponse> {
  if (query.q?.trim() && searchCache) return listSearch(db, query, searchCache);
  const q = await resolveMatches(db, query);
  const list = selectRows(db, orderWhere(q))
    .orderBy(...orderByOf(q.sort))
    // The page size written into the text (a validated small integer), and no offset on the first page: a
    // generic plan with `limit $1` is priced as if a tenth of the table came back.
    .limit(sql.raw(String(Math.trunc(q.pageSize))) as unknown as number)
    .offset(offsetOf(q) > 0 ? offsetOf(q) : (sql.raw('0') as unknown as number));
  const [rows, count] = await Promise.all([
    walksDateOrder(q) ? executeNamed(list) : list.execute(),
    countOrders(db, q),
  ]);
  return { data: rows.map(toItem), meta: { page: q.page, pageSize: q.pageSize, ...count } };
}

/**
 * A search by name alone, in date order: the order ids straight from order_search_terms' (term, order_date)
 * index, never touching orders. An order with two words of one start ("smith" and "smithson") comes twice, side
 * by side (same date, same id): kept once. A short start that begins 100,000 orders' words ("ben") keeps the
 * newest 100,000 and lists as "10,000+", like any list past the count cap, rather than refusing.
 */
async function byWords(db: Db, words: string[], descending: boolean): Promise<Int32Array> {
  const dir = sql.raw(descending ? 'desc' : 'asc');
  // One text value, not thousands of rows: parsing rows was most of a broad search's cost in Node. The aggregate
  // reads its sorted, limited subquery in order. A named statement: its plan (index ranges, a sort) is the same
  // for every word, and planning cost as much as running it.
  const [row] = await rowsOfPrepared<{ ids: string | null }>(
    db,
    sql`select string_agg(x.order_id::text, ',') as ids
      from (select m.order_id from (${wordMatches(words)}) m
        order by m.order_date ${dir}, m.order_id ${dir} limit ${sql.raw(String(MAX_MATCHES))}) x`,
  );
  const ids: number[] = [];
  for (const part of row.ids ? row.ids.split(',') : []) {
    const id = Number(part);
    if (ids[ids.length - 1] !== id) ids.push(id);
  }
  return Int32Array.from(ids);
}

async function listSearch(db: Db, query: OrderFilter & PageQuery, cache: OrderSearchCache): Promise<OrderListResponse> {
  const ids = await cache.get(`${filterKey(query)}|${query.sort ?? ''}`, async () => {
    const words = nameSearchWords(query.q);
    const { key, descending } = parseSort(query.sort);
    if (words && key === 'orderDate' && !isFiltered({ ...query, q: undefined })) return byWords(db, words, descending);
    const q = await resolveMatches(db, query);
    const matched = await db
      .select({ id: orders.id })
      .from(orders)
      .where(orderWhere(q))
      .orderBy(...orderByOf(q.sort))
      .limit(MAX_MATCHES + 1);
    if (matched.length > MAX_MATCHES) throw tooManyMatches();
    return Int32Array.from(matched, (r) => r.id);
  });
  const offset = offsetOf(query);
  const pageIds = Array.from(ids.subarray(offset, offset + query.pageSize));
  // The page's rows by id: one shape for every search, built and planned once per connection.
  const rows = pageIds.length
    ? await runPrepared(
        db,
        'orders-search-page',
        () => selectRows(db, and(isNull(orders.deletedAt), sql`${orders.id} = any(${sql.placeholder('ids')}::int[])`)),
        { ids: `{${pageIds.join(',')}}` },
      )
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  // In the search's order; an order deleted since the search was gathered is left out.
  const data = pageIds.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toItem(r)] : [];
  });
  const total = Math.min(ids.length, ORDER_COUNT_CAP);
  return {
    data,
    meta: { page: query.page, pageSize: query.pageSize, total, totalCapped: ids.length > ORDER_COUNT_CAP },
  };
}
