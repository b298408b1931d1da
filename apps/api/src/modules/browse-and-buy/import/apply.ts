import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  BROWSE_AND_BUY_CSV_COLUMNS,
  BROWSE_AND_BUY_CSV_REQUIRED,
  CSV_IMPORT_BATCH_SIZE,
  TIME_ZONE,
  type browseAndBuyImportRequestSchema,
  type ImportResult,
  type ImportRowResult,
} from '@phlox/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../../db/client.js';
import { customers, eventProducts, menus, events, orders, products } from '../../../db/schema/index.js';
import { parseCsvUpload } from '../../../shared/csv.js';
import { rowsOf } from '../../../shared/sql.js';
import { readSaleRow, type SaleRow } from './read-row.js';

type Request = z.output<typeof browseAndBuyImportRequestSchema>;
const MENU = 'orders';
const keyOf = (s: { source: string; sourceOrderId: string }) => `${s.source}|${s.sourceOrderId}`;
/** Rows as one JSON parameter: a 500-row insert is one short statement, not thousands of bound values. */
const json = (rows: object[]) => JSON.stringify(rows);
const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

interface Planned extends SaleRow {
  /** Null: kept unmatched, for the reason given. */
  resolvedEventId: number | null;
  unmatched: string | null;
  eventProductId: number | null;
}

const unmatchedMessage = (reason: string) => `Kept unmatched (${reason}): match it to an event from the list`;

/** Events by id, or by title and Chicago calendar day; an ambiguous title + day is an error, not a guess. */
async function resolveEvents(db: Db, sales: SaleRow[]) {
  const ids = [...new Set(sales.flatMap((s) => (s.eventId ? [s.eventId] : [])))];
  const titles = [
    ...new Set(sales.flatMap((s) => (!s.eventId && s.eventTitle && s.eventDate ? [s.eventTitle.toLowerCase()] : []))),
  ];
  const byId = new Set<number>();
  for (const part of chunks(ids, 1000)) {
    const rows = await db
      .select({ id: events.id })
      .from(events)
      .where(and(inArray(events.id, part), isNull(events.deletedAt)));
    rows.forEach((r) => byId.add(r.id));
  }
  const byTitleDay = new Map<string, number[]>();
  for (const part of chunks(titles, 500)) {
    const rows = await db
      .select({
        id: events.id,
        key: sql<string>`lower(${events.title}) || '|' || to_char(${events.startTime} at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`,
      })
      .from(events)
      .where(and(inArray(sql`lower(${events.title})`, part), isNull(events.deletedAt)));
    for (const r of rows) byTitleDay.set(r.key, [...(byTitleDay.get(r.key) ?? []), r.id]);
  }
  return (s: SaleRow): number | string => {
    if (s.eventId) return byId.has(s.eventId) ? s.eventId : `no event has id ${s.eventId}`;
    if (!s.eventTitle) return 'no event given';
    if (!s.eventDate) return `no date given to find “${s.eventTitle}”`;
    const hits = byTitleDay.get(`${s.eventTitle!.toLowerCase()}|${s.eventDate}`) ?? [];
    if (hits.length === 1) return hits[0];
    return hits.length
      ? `${hits.length} events are called “${s.eventTitle}” on ${s.eventDate}`
      : `no event “${s.eventTitle}” on ${s.eventDate}`;
  };
}

/** Event products by event and product name (any case). */
async function resolveProducts(db: Db, eventIds: number[]) {
  const map = new Map<string, number>();
  for (const part of chunks(eventIds, 1000)) {
    const rows = await db
      .select({ id: eventProducts.id, eventId: eventProducts.eventId, name: products.name })
      .from(eventProducts)
      .innerJoin(products, eq(products.id, eventProducts.productId))
      .where(and(inArray(eventProducts.eventId, part), isNull(eventProducts.deletedAt)));
    for (const r of rows) map.set(`${r.eventId}|${r.name.toLowerCase()}`, r.id);
  }
  return map;
}

/** Orders already imported, by (source, source_order_id). */
async function existingOrders(db: Executor, sales: Array<{ source: string; sourceOrderId: string }>) {
  const found = new Map<string, number>();
  for (const part of chunks(sales, 1000)) {
    const rows = await db
      .select({ id: orders.id, source: orders.source, sourceOrderId: orders.sourceOrderId })
      .from(orders)
      .where(inArray(orders.sourceOrderId, [...new Set(part.map((s) => s.sourceOrderId))]));
    for (const r of rows) found.set(keyOf({ source: r.source, sourceOrderId: r.sourceOrderId! }), r.id);
  }
  return found;
}

/** Writes a batch of new sales: customers (reused by e-mail), orders, their product and payment, history. */
async function writeBatch(
  tx: Executor,
  batch: Planned[],
  audit: { userId: number; menuId: number | null },
  fileName: string | undefined,
) {
  const emails = [...new Set(batch.flatMap((s) => (s.email ? [s.email] : [])))];
  const customerByEmail = new Map<string, number>();
  if (emails.length) {
    const rows = await tx
      .select({ id: customers.id, email: sql<string>`lower(${customers.email})` })
      .from(customers)
      .where(and(inArray(sql`lower(${customers.email})`, emails), isNull(customers.deletedAt)));
    for (const r of rows) if (!customerByEmail.has(r.email)) customerByEmail.set(r.email, r.id);
  }
  const newCustomers = batch.filter((s) => !s.email || !customerByEmail.has(s.email));
  const seenEmail = new Set<string>();
  const toInsert = newCustomers.filter((s) => !s.email || (!seenEmail.has(s.email) && seenEmail.add(s.email)));
  const customerOfSale = new Map<Planned, number>();
  if (toInsert.length) {
    const ids = await rowsOf<{ id: number }>(
      tx,
      sql`insert into customers (first_name, last_name, email, phone)
        select x.f, x.l, x.e, x.p from json_to_recordset(${json(
          toInsert.map((s, i) => ({ i, f: s.firstName, l: s.lastName, e: s.email, p: s.phone })),
        )}::json) as x(i int, f text, l text, e text, p text)
        order by x.i returning id`,
    );
    // Serial ids are drawn in the select's order, so the sorted ids line up with the rows.
    const sorted = ids.map((r) => r.id).sort((x, y) => x - y);
    toInsert.forEach((s, i) => {
      customerOfSale.set(s, sorted[i]);
      if (s.email) customerByEmail.set(s.email, sorted[i]);
    });
  }
  for (const s of batch) if (!customerOfSale.has(s)) customerOfSale.set(s, customerByEmail.get(s.email!)!);

  // The unique index decides when two imports of the same file race: the loser's rows are skipped.
  const inserted = await rowsOf<{ id: number; source: string; sourceOrderId: string }>(
    tx,
    sql`insert into orders (customer_id, order_date, order_total, total_amount, status, source, source_order_id,
        source_order_details)
      select x.c, x.d, x.a, x.a, 'paid', x.s::order_source, x.o,
        jsonb_build_object('importedFrom', x.s, 'file', ${fileName ?? null}::text, 'line', x.n)
      from json_to_recordset(${json(
        batch.map((s) => ({
          c: customerOfSale.get(s)!,
          d: s.orderDate,
          a: s.amount,
          s: s.source,
          o: s.sourceOrderId,
          n: s.line,
        })),
      )}::json) as x(c int, d timestamptz, a int, s text, o text, n int)
      on conflict (source, source_order_id) where source_order_id is not null do nothing
      returning id, source, source_order_id as "sourceOrderId"`,
  );
  const idOf = new Map(inserted.map((r) => [keyOf(r), r.id]));
  const written = batch.filter((s) => idOf.has(keyOf(s)));
  if (!written.length) return idOf;
  const rows = json(
    written.map((s) => ({
      o: idOf.get(keyOf(s))!,
      e: s.resolvedEventId,
      p: s.eventProductId,
      a: s.amount,
      d: s.orderDate,
      s: s.source,
      t: s.eventTitle,
      td: s.eventDate,
      pr: s.product,
      h: JSON.stringify({
        source: s.source,
        sourceOrderId: s.sourceOrderId,
        orderDate: s.orderDate.toISOString(),
        customer: `${s.firstName} ${s.lastName}`,
        eventId: s.resolvedEventId,
        ...(s.unmatched ? { unmatched: s.unmatched } : {}),
        totalAmount: s.amount,
        importedFrom: fileName ?? 'CSV import',
      }),
    })),
  );
  const recordset = sql`json_to_recordset(${rows}::json)
    as x(o int, e int, p int, a int, d timestamptz, s text, t text, td text, pr text, h text)`;
  // The outside platform already delivered the photos: the products are fulfilled.
  await tx.execute(sql`insert into order_products (order_id, event_id, event_product_id, price, fullfilment_status,
      fulfilled_at, outside_event_title, outside_event_date, outside_product)
      select x.o, x.e, x.p, x.a, 'fulfilled', x.d, x.t, x.td, x.pr from ${recordset}`);
  await tx.execute(sql`insert into order_payments (order_id, paid_date, payment_method, amount_paid)
      select x.o, x.d, x.s, x.a from ${recordset}`);
  await tx.execute(sql`insert into update_history (menu_id, user_id, item_id, action, new_value, value_type)
      select ${audit.menuId}::int, ${audit.userId}::int, x.o, 'create', x.h, 'json' from ${recordset}`);
  return idOf;
}

/**
 * Imports outside sales (Zenfolio, PhotoDay). Idempotent by (source, source_order_id): a sale already
 * imported is skipped, so importing the same export twice adds nothing. Rows are checked first; new ones are
 * written in transactions of CSV_IMPORT_BATCH_SIZE with multi-row inserts (50,000 rows in seconds).
 */
export async function importBrowseAndBuy(db: Db, req: Request, userId: number): Promise<ImportResult> {
  const parsed = parseCsvUpload(
    req.csv,
    { known: BROWSE_AND_BUY_CSV_COLUMNS, required: BROWSE_AND_BUY_CSV_REQUIRED },
    req.firstLine,
  );
  const results: ImportRowResult[] = [];
  const failed = (line: number, label: string, messages: string[], values: Record<string, string>) =>
    results.push({ line, outcome: 'failed', label, id: null, messages, values });

  const sales: SaleRow[] = [];
  const firstLineOf = new Map<string, number>();
  for (const row of parsed.rows) {
    const { sale, messages } = readSaleRow(row);
    const label =
      `${row.cells.source_order_id || '?'} (${row.cells.first_name ?? ''} ${row.cells.last_name ?? ''})`.trim();
    if (!sale) {
      failed(row.line, label, messages, row.cells);
      continue;
    }
    const earlier = firstLineOf.get(keyOf(sale));
    if (earlier) {
      failed(sale.line, label, [`The same sale is on line ${earlier}`], row.cells);
      continue;
    }
    firstLineOf.set(keyOf(sale), sale.line);
    sales.push(sale);
  }
  const valuesOf = new Map(parsed.rows.map((r) => [r.line, r.cells]));
  const labelOf = (s: SaleRow) => `${s.sourceOrderId} (${s.firstName} ${s.lastName})`;

  const [eventOf, existing] = await Promise.all([resolveEvents(db, sales), existingOrders(db, sales)]);
  const planned: Planned[] = [];
  const resolved = sales.map((s) => ({ s, event: eventOf(s) }));
  const productOf = await resolveProducts(db, [
    ...new Set(resolved.flatMap((r) => (typeof r.event === 'number' ? [r.event] : []))),
  ]);
  let skipped = 0;
  for (const { s, event } of resolved) {
    const already = existing.get(keyOf(s));
    if (already) {
      skipped++;
      results.push({
        line: s.line,
        outcome: 'skipped',
        label: labelOf(s),
        id: already,
        messages: ['Already imported'],
      });
      continue;
    }
    const eventId = typeof event === 'number' ? event : null;
    const eventProductId = s.product && eventId ? productOf.get(`${eventId}|${s.product.toLowerCase()}`) : null;
    if (s.product && eventId && !eventProductId) {
      failed(s.line, labelOf(s), [`The event does not sell “${s.product}”`], valuesOf.get(s.line) ?? {});
      continue;
    }
    planned.push({
      ...s,
      resolvedEventId: eventId,
      unmatched: typeof event === 'string' ? event : null,
      eventProductId: eventProductId ?? null,
    });
  }
  /** An unmatched sale is imported, and said so on its line. */
  const keptUnmatched = (s: Planned, id: number | null) => {
    if (s.unmatched)
      results.push({
        line: s.line,
        outcome: 'created',
        label: labelOf(s),
        id,
        messages: [unmatchedMessage(s.unmatched)],
      });
  };
  let created = planned.length;
  if (req.dryRun) planned.forEach((s) => keptUnmatched(s, null));
  else {
    created = 0;
    const [menu] = await db.select({ id: menus.id }).from(menus).where(eq(menus.name, MENU));
    const audit = { userId, menuId: menu?.id ?? null };
    for (const batch of chunks(planned, CSV_IMPORT_BATCH_SIZE)) {
      const idOf = await db.transaction((tx) => writeBatch(tx, batch, audit, req.fileName));
      for (const s of batch) {
        if (idOf.has(keyOf(s))) {
          created++;
          keptUnmatched(s, idOf.get(keyOf(s))!);
        } else {
          skipped++;
          results.push({
            line: s.line,
            outcome: 'skipped',
            label: labelOf(s),
            id: null,
            messages: ['Already imported'],
          });
        }
      }
    }
  }
  results.sort((a, b) => a.line - b.line);
  const failedCount = results.filter((r) => r.outcome === 'failed').length;
  return {
    dryRun: req.dryRun,
    summary: { total: parsed.rows.length, created, updated: 0, skipped, failed: failedCount },
    rows: results,
  };
}
