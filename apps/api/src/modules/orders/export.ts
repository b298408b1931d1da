import { Readable } from 'node:stream';
import { startedFirst } from '../../shared/started-first.js';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { FULFILMENT_LABELS, ORDER_SOURCE_LABELS, TIME_ZONE, type OrderExportQuery } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import {
  coupons,
  customers,
  customerPlayers,
  eventProducts,
  events,
  orderProducts,
  orders,
  products,
  seasonPass,
  seasonPassProducts,
} from '../../db/schema/index.js';
import { csvLine } from '../../shared/csv.js';
import { orderByOf, orderWhere, parseSort, resolveMatches, SORT_KEYS, type OrderFilter } from './filters.js';
import { streamXlsx, type XlsxColumn } from '../../shared/xlsx.js';

const BATCH = 500;
const chicago = (col: unknown) =>
  sql<string | null>`to_char(${col} at time zone ${TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS')`;

type Kind = 'money' | 'date' | 'text' | 'int';
const COLUMNS: Array<{ header: string; kind: Kind; width: number }> = [
  { header: 'Order', kind: 'int', width: 10 },
  { header: 'Order date (Chicago)', kind: 'date', width: 20 },
  { header: 'Status', kind: 'text', width: 18 },
  { header: 'Source', kind: 'text', width: 18 },
  { header: 'Source order id', kind: 'text', width: 16 },
  { header: 'Customer', kind: 'text', width: 24 },
  { header: 'E-mail', kind: 'text', width: 28 },
  { header: 'Phone', kind: 'text', width: 16 },
  { header: 'Coupon', kind: 'text', width: 14 },
  { header: 'Products total', kind: 'money', width: 14 },
  { header: 'Discount', kind: 'money', width: 12 },
  { header: 'Tax', kind: 'money', width: 10 },
  { header: 'Shipping', kind: 'money', width: 10 },
  { header: 'Order total', kind: 'money', width: 12 },
  { header: 'Item', kind: 'int', width: 10 },
  { header: 'Event', kind: 'text', width: 40 },
  { header: 'Event date (Chicago)', kind: 'date', width: 20 },
  { header: 'Product', kind: 'text', width: 22 },
  { header: 'Season pass', kind: 'text', width: 30 },
  { header: 'Player', kind: 'text', width: 22 },
  { header: 'Price', kind: 'money', width: 10 },
  { header: 'Refunded', kind: 'money', width: 10 },
  { header: 'Fulfilment', kind: 'text', width: 16 },
  { header: 'Fulfilled at (Chicago)', kind: 'date', width: 20 },
];
export const EXPORT_HEADERS = COLUMNS.map((c) => c.header);
type Cell = string | number | null;

/** Orders of the filter in the list's order, keyset page by keyset page (never an OFFSET, never all at once). */
async function* orderBatches(db: Db, query: OrderFilter & { sort?: string }) {
  const q = await resolveMatches(db, query);
  const { key, descending } = parseSort(q.sort);
  const k = SORT_KEYS[key];
  const where = orderWhere(q);
  let after: { key: string; id: number } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? sql`(${k.column}, ${orders.id}) ${sql.raw(descending ? '<' : '>')} (${after.key}${sql.raw(k.cast)}, ${after.id})`
      : undefined;
    const rows = await db
      .select({
        sortKey: k.text,
        o: orders,
        orderDate: chicago(orders.orderDate),
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        phone: customers.phone,
        coupon: coupons.code,
      })
      .from(orders)
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .leftJoin(coupons, eq(coupons.id, orders.couponId))
      .where(and(where, cursor))
      .orderBy(...orderByOf(q.sort))
      .limit(BATCH);
    if (rows.length) yield rows;
    if (rows.length < BATCH) return;
    const last: { sortKey: string; o: { id: number } } = rows[rows.length - 1];
    after = { key: last.sortKey, id: last.o.id };
  }
}

async function productsOf(db: Db, orderIds: number[]) {
  return db
    .select({
      id: orderProducts.id,
      orderId: orderProducts.orderId,
      price: orderProducts.price,
      status: orderProducts.fulfilmentStatus,
      fulfilledAt: chicago(orderProducts.fulfilledAt),
      event: events.title,
      eventDate: chicago(events.startTime),
      product: products.name,
      pass: seasonPass.name,
      player: sql<string | null>`${customerPlayers.firstName} || ' ' || ${customerPlayers.lastName}`,
      refunded: sql<number>`(select coalesce(sum(r.refund_amount), 0) from order_product_refunds r
        where r.order_product_id = ${orderProducts.id} and r.refund_status = 'succeeded' and r.deleted_at is null)`.mapWith(
        Number,
      ),
    })
    .from(orderProducts)
    .leftJoin(events, eq(events.id, orderProducts.eventId))
    .leftJoin(eventProducts, eq(eventProducts.id, orderProducts.eventProductId))
    .leftJoin(seasonPassProducts, eq(seasonPassProducts.id, orderProducts.seasonPassProductId))
    .leftJoin(seasonPass, eq(seasonPass.id, seasonPassProducts.seasonPassId))
    .leftJoin(products, eq(products.id, sql`coalesce(${eventProducts.productId}, ${seasonPassProducts.productId})`))
    .leftJoin(customerPlayers, eq(customerPlayers.id, orderProducts.customerPlayerId))
    .where(and(inArray(orderProducts.orderId, orderIds), isNull(orderProducts.deletedAt)))
    .orderBy(asc(orderProducts.orderId), asc(orderProducts.id));
}

/** One row per order product (an order without products still gets its row), in the list's order. */
async function* exportRows(
  db: Db,
  q: OrderFilter & { sort?: string },
  onOrders?: (count: number) => void,
): AsyncGenerator<Cell[][]> {
  for await (const batch of orderBatches(db, q)) {
    onOrders?.(batch.length);
    const items = await productsOf(
      db,
      batch.map((r) => r.o.id),
    );
    const byOrder = new Map<number, typeof items>();
    for (const it of items) byOrder.set(it.orderId, [...(byOrder.get(it.orderId) ?? []), it]);
    const out: Cell[][] = [];
    for (const r of batch) {
      const o = r.o;
      const head: Cell[] = [
        o.id,
        r.orderDate,
        o.status.replace(/_/g, ' '),
        ORDER_SOURCE_LABELS[o.source],
        o.sourceOrderId,
        r.firstName === null ? null : `${r.firstName} ${r.lastName}`,
        r.email,
        r.phone,
        r.coupon,
        o.orderTotal,
        o.discountAmount,
        o.taxAmount,
        o.shippingAmount,
        o.totalAmount,
      ];
      const lines = byOrder.get(o.id) ?? [];
      if (!lines.length) out.push([...head, ...Array<Cell>(10).fill(null)]);
      for (const p of lines)
        out.push([
          ...head,
          p.id,
          p.event,
          p.eventDate,
          p.product,
          p.pass,
          p.player,
          p.price,
          p.refunded,
          FULFILMENT_LABELS[p.status],
          p.fulfilledAt,
        ]);
    }
    yield out;
  }
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** `onOrders`: called with each batch's number of orders as it is read (a background export's progress). */
export async function exportOrdersCsv(
  db: Db,
  q: OrderExportQuery & OrderFilter,
  onOrders?: (count: number) => void,
): Promise<Readable> {
  const batches = await startedFirst(exportRows(db, q, onOrders));
  async function* lines() {
    yield `\uFEFF${csvLine(EXPORT_HEADERS)}`;
    for await (const rows of batches)
      yield rows
        .map((row) =>
          csvLine(row.map((v, i) => (v !== null && COLUMNS[i].kind === 'money' ? dollars(v as number) : v))),
        )
        .join('');
  }
  return Readable.from(lines());
}

/**
 * The filtered orders as .xlsx, streamed (see xlsx-writer.ts): the next batch of orders is read only once the
 * response has taken the previous one (backpressure), so memory stays flat whatever the size.
 */
export async function exportOrdersXlsx(
  db: Db,
  q: OrderExportQuery & OrderFilter,
  onError: (err: unknown) => void,
  onOrders?: (count: number) => void,
): Promise<Readable> {
  const columns: XlsxColumn[] = COLUMNS.map((c) => ({ header: c.header, width: c.width, kind: c.kind }));
  return streamXlsx([{ name: 'Orders', columns, rows: exportRows(db, q, onOrders) }], onError);
}
