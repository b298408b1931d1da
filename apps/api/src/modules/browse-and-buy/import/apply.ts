import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  BROWSE_AND_BUY_CSV_COLUMNS,
  BROWSE_AND_BUY_CSV_REQUIRED,
  CSV_IMPORT_BATCH_SIZE,
  formatUsd,
  TIME_ZONE,
  type browseAndBuyImportRequestSchema,
  type ImportResult,
  type ImportRowResult,
} from '@phlox/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../../db/client.js';
import { customers, eventProducts, menus, events, orders, products } from '../../../db/schema/index.js';
import { parseCsvUpload } from '../../../shared/csv.js';
import { idArray, rowsOf } from '../../../shared/sql.js';
import { readSaleRow, type SaleRow } from './read-row.js';

type Request = z.output<typeof browseAndBuyImportRequestSchema>;
const MENU = 'orders';
/** An order on its platform. Item-level exports list it once per item: the lines share this key. */
const orderKeyOf = (s: { source: string; sourceOrderId: string }) => `${s.source}|${s.sourceOrderId}`;
/** A line of a platform's order: its product (any case), its price and how many identical lines come before it. */
const itemOf = (s: { product: string | null; amount: number }) => `${(s.product ?? '').toLowerCase()}|${s.amount}`;
/** Rows as one JSON parameter: a 500-row insert is one short statement, not thousands of bound values. */
const json = (rows: object[]) => JSON.stringify(rows);
const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

interface SaleLine extends SaleRow {
  lineKey: string;
}

interface Planned extends SaleLine {
  /** Null: kept unmatched, for the reason given. */
  resolvedEventId: number | null;
  unmatched: string | null;
  eventProductId: number | null;
  /** The order imported before (an earlier file or part) that this new line joins. */
  existingOrderId: number | null;
}

const unmatchedMessage = (reason: string) => `Kept unmatched (${reason}): match it to an event from the list`;

/** What a later line of an order says differently from its first line: an order has one date and one customer. */
function differsFrom(first: SaleRow, s: SaleRow): string | null {
  if (first.orderDate.getTime() !== s.orderDate.getTime()) return 'another order_date';
  const name = (x: SaleRow) => `${x.firstName} ${x.lastName}`.toLowerCase();
  if (name(first) !== name(s) || (first.email && s.email && first.email !== s.email)) return 'another customer';
  return null;
}

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
  const found = new Map<string, { id: number; status: string }>();
  for (const part of chunks(sales, 1000)) {
    const rows = await db
      .select({ id: orders.id, status: orders.status, source: orders.source, sourceOrderId: orders.sourceOrderId })
      .from(orders)
      .where(inArray(orders.sourceOrderId, [...new Set(part.map((s) => s.sourceOrderId))]));
    for (const r of rows)
      found.set(orderKeyOf({ source: r.source, sourceOrderId: r.sourceOrderId! }), { id: r.id, status: r.status });
  }
  return found;
}

/**
 * The lines those orders already hold, as `orderId|lineKey`. A line written before lines were keyed (or by the
 * demo data) gets its key from its product and price here, as the import would have given it.
 */
async function existingLines(db: Executor, orderIds: number[]) {
  const found = new Set<string>();
  for (const part of chunks(orderIds, 1000)) {
    const rows = await rowsOf<{ key: string }>(
      db,
      sql`select l.order_id || '|' || coalesce(l.outside_line_key,
          l.item || '|' || l.price || '|' || row_number() over (partition by l.order_id, l.item, l.price order by l.id))
          as key
        from (select op.id, op.order_id, op.price, op.outside_line_key, lower(coalesce(op.outside_product, p.name, ''))
            as item
          from order_products op
          left join event_products ep on ep.id = op.event_product_id
          left join products p on p.id = ep.product_id
          where op.order_id = any(${idArray(part)})) l`,
    );
    for (const r of rows) found.add(r.key);
  }
  return found;
}

/** Lines in batches of about CSV_IMPORT_BATCH_SIZE, an order's new lines always in one batch. */
function batchesOf(planned: Planned[]): Planned[][] {
  const byOrder = new Map<string, Planned[]>();
  for (const s of planned) {
    const lines = byOrder.get(orderKeyOf(s));
    if (lines) lines.push(s);
    else byOrder.set(orderKeyOf(s), [s]);
  }
  const batches: Planned[][] = [];
  let batch: Planned[] = [];
  for (const lines of byOrder.values()) {
    if (batch.length && batch.length + lines.length > CSV_IMPORT_BATCH_SIZE) {
      batches.push(batch);
      batch = [];
    }
    batch.push(...lines);
  }
  if (batch.length) batches.push(batch);
  return batches;
}

/** Customers of new orders, reused by e-mail (one new customer per e-mail in the batch). */
async function customersOf(tx: Executor, firsts: Planned[]) {
  const emails = [...new Set(firsts.flatMap((s) => (s.email ? [s.email] : [])))];
  const customerByEmail = new Map<string, number>();
  if (emails.length) {
    const rows = await tx
      .select({ id: customers.id, email: sql<string>`lower(${customers.email})` })
      .from(customers)
      .where(and(inArray(sql`lower(${customers.email})`, emails), isNull(customers.deletedAt)));
    for (const r of rows) if (!customerByEmail.has(r.email)) customerByEmail.set(r.email, r.id);
  }
  const newCustomers = firsts.filter((s) => !s.email || !customerByEmail.has(s.email));
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
  for (const s of firsts) if (!customerOfSale.has(s)) customerOfSale.set(s, customerByEmail.get(s.email!)!);
  return customerOfSale;
}

/**
 * Writes a batch of new lines: new orders (their customer, the lines, one payment of their sum, history), and new
 * lines of orders imported before (added to the order's total and paid by one more payment, the total's change in
 * its history). Answers the order each written line went to; a line another import wrote meanwhile is left out.
 */
async function writeBatch(
  tx: Executor,
  batch: Planned[],
  audit: { userId: number; menuId: number | null },
  fileName: string | undefined,
): Promise<Map<Planned, number>> {
  const linesOf = new Map<string, Planned[]>();
  for (const s of batch) {
    const lines = linesOf.get(orderKeyOf(s));
    if (lines) lines.push(s);
    else linesOf.set(orderKeyOf(s), [s]);
  }
  const sum = (lines: Planned[]) => lines.reduce((n, s) => n + s.amount, 0);
  const firsts = [...linesOf.values()].map((lines) => lines[0]).filter((s) => !s.existingOrderId);
  const customerOfSale = firsts.length ? await customersOf(tx, firsts) : new Map<Planned, number>();

  // The unique index decides when two imports of the same file race: the loser's lines join the winner's order.
  const inserted = firsts.length
    ? await rowsOf<{ id: number; source: string; sourceOrderId: string }>(
        tx,
        sql`insert into orders (customer_id, order_date, order_total, total_amount, status, source, source_order_id,
          source_order_details)
        select x.c, x.d, x.a, x.a, 'paid', x.s::order_source, x.o,
          jsonb_build_object('importedFrom', x.s, 'file', ${fileName ?? null}::text, 'line', x.n)
        from json_to_recordset(${json(
          firsts.map((s) => ({
            c: customerOfSale.get(s)!,
            d: s.orderDate,
            a: sum(linesOf.get(orderKeyOf(s))!),
            s: s.source,
            o: s.sourceOrderId,
            n: s.line,
          })),
        )}::json) as x(c int, d timestamptz, a int, s text, o text, n int)
        on conflict (source, source_order_id) where source_order_id is not null do nothing
        returning id, source, source_order_id as "sourceOrderId"`,
      )
    : [];
  const createdOrders = new Map(inserted.map((r) => [orderKeyOf(r), r.id]));
  const lost = firsts.filter((s) => !createdOrders.has(orderKeyOf(s)));
  const racedOrders = lost.length ? await existingOrders(tx, lost) : new Map<string, { id: number }>();
  const orderOf = (s: Planned) =>
    s.existingOrderId ?? createdOrders.get(orderKeyOf(s)) ?? racedOrders.get(orderKeyOf(s))!.id;

  // The outside platform already delivered the photos: the products are fulfilled.
  const written = await rowsOf<{ orderId: number; lineKey: string }>(
    tx,
    sql`insert into order_products (order_id, event_id, event_product_id, price, fullfilment_status,
        fulfilled_at, outside_event_title, outside_event_date, outside_product, outside_line_key)
      select x.o, x.e, x.p, x.a, 'fulfilled', x.d, x.t, x.td, x.pr, x.k
      from json_to_recordset(${json(
        batch.map((s) => ({
          o: orderOf(s),
          e: s.resolvedEventId,
          p: s.eventProductId,
          a: s.amount,
          d: s.orderDate,
          t: s.eventTitle,
          td: s.eventDate,
          pr: s.product,
          k: s.lineKey,
        })),
      )}::json) as x(o int, e int, p int, a int, d timestamptz, t text, td text, pr text, k text)
      on conflict (order_id, outside_line_key) where outside_line_key is not null do nothing
      returning order_id as "orderId", outside_line_key as "lineKey"`,
  );
  const writtenKeys = new Set(written.map((r) => `${r.orderId}|${r.lineKey}`));
  const orderOfWritten = new Map<Planned, number>();
  for (const s of batch) if (writtenKeys.has(`${orderOf(s)}|${s.lineKey}`)) orderOfWritten.set(s, orderOf(s));

  // Per order: the lines this batch wrote, the new orders' and the added lines' apart.
  const newLines = new Map<number, Planned[]>();
  for (const [s, orderId] of orderOfWritten) {
    const lines = newLines.get(orderId);
    if (lines) lines.push(s);
    else newLines.set(orderId, [s]);
  }
  const createdIds = new Set(createdOrders.values());
  const added = [...newLines].filter(([orderId]) => !createdIds.has(orderId));
  if (added.length) {
    await tx.execute(sql`update orders o set order_total = o.order_total + x.a, total_amount = o.total_amount + x.a,
        updated_at = now()
      from json_to_recordset(${json(added.map(([o, lines]) => ({ o, a: sum(lines) })))}::json) as x(o int, a int)
      where o.id = x.o`);
  }
  if (!newLines.size) return orderOfWritten;
  await tx.execute(sql`insert into order_payments (order_id, paid_date, payment_method, amount_paid)
      select x.o, x.d, x.s, x.a from json_to_recordset(${json(
        [...newLines].map(([o, lines]) => ({ o, d: lines[0].orderDate, s: lines[0].source, a: sum(lines) })),
      )}::json) as x(o int, d timestamptz, s text, a int)`);
  const history = [...newLines].map(([o, lines]) => {
    const s = lines[0];
    if (!createdIds.has(o))
      return {
        o,
        a: 'update',
        f: 'products',
        h:
          lines.map((l) => `${l.product ?? 'Item'} ${formatUsd(l.amount)}`).join(', ') +
          ` added from ${fileName ?? 'CSV import'}`,
        t: 'string',
      };
    return {
      o,
      a: 'create',
      f: null,
      h: JSON.stringify({
        source: s.source,
        sourceOrderId: s.sourceOrderId,
        orderDate: s.orderDate.toISOString(),
        customer: `${s.firstName} ${s.lastName}`,
        eventId: s.resolvedEventId,
        ...(s.unmatched ? { unmatched: s.unmatched } : {}),
        ...(lines.length > 1 ? { items: lines.map((l) => ({ product: l.product, amount: l.amount })) } : {}),
        totalAmount: sum(lines),
        importedFrom: fileName ?? 'CSV import',
      }),
      t: 'json',
    };
  });
  await tx.execute(sql`insert into update_history (menu_id, user_id, item_id, action, updated_field, new_value,
      value_type)
    select ${audit.menuId}::int, ${audit.userId}::int, x.o, x.a::audit_action, x.f, x.h, x.t
    from json_to_recordset(${json(history)}::json) as x(o int, a text, f text, h text, t text)`);
  return orderOfWritten;
}

/**
 * Imports outside sales (Zenfolio, PhotoDay). A row is one line of an order: item-level exports repeat the order
 * on each of its items, and they all become that one order (its total the sum of its lines). Idempotent by
 * (source, source_order_id) and the line's key: a line already imported is skipped, so importing the same export
 * twice adds nothing, and a later export of the order adds only its new items. Rows are checked first; new lines
 * are written in transactions of about CSV_IMPORT_BATCH_SIZE with multi-row inserts (50,000 rows in seconds).
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

  const sales: SaleLine[] = [];
  const linesOfOrder = new Map<string, SaleLine[]>();
  for (const row of parsed.rows) {
    const { sale, messages } = readSaleRow(row);
    const label =
      `${row.cells.source_order_id || '?'} (${row.cells.first_name ?? ''} ${row.cells.last_name ?? ''})`.trim();
    if (!sale) {
      failed(row.line, label, messages, row.cells);
      continue;
    }
    const earlier = linesOfOrder.get(orderKeyOf(sale)) ?? [];
    const conflict = earlier.length ? differsFrom(earlier[0], sale) : null;
    if (conflict) {
      failed(
        sale.line,
        label,
        [`Order ${sale.sourceOrderId} is on line ${earlier[0].line} with ${conflict}`],
        row.cells,
      );
      continue;
    }
    const repeat = earlier.filter((s) => itemOf(s) === itemOf(sale)).length + 1;
    const line = { ...sale, lineKey: `${itemOf(sale)}|${repeat}` };
    if (earlier.length) earlier.push(line);
    else linesOfOrder.set(orderKeyOf(sale), [line]);
    sales.push(line);
  }
  const valuesOf = new Map(parsed.rows.map((r) => [r.line, r.cells]));
  const labelOf = (s: SaleRow) => `${s.sourceOrderId} (${s.firstName} ${s.lastName})`;

  const [eventOf, existing] = await Promise.all([resolveEvents(db, sales), existingOrders(db, sales)]);
  const stored = await existingLines(db, [...new Set([...existing.values()].map((o) => o.id))]);
  const planned: Planned[] = [];
  const resolved = sales.map((s) => ({ s, event: eventOf(s) }));
  const productOf = await resolveProducts(db, [
    ...new Set(resolved.flatMap((r) => (typeof r.event === 'number' ? [r.event] : []))),
  ]);
  let skipped = 0;
  const alreadyImported = (s: SaleRow, id: number | null) => {
    skipped++;
    results.push({ line: s.line, outcome: 'skipped', label: labelOf(s), id, messages: ['Already imported'] });
  };
  for (const { s, event } of resolved) {
    const order = existing.get(orderKeyOf(s));
    if (order && stored.has(`${order.id}|${s.lineKey}`)) {
      alreadyImported(s, order.id);
      continue;
    }
    // A refund or a cancellation settled the order as it was: a new item is added by hand, knowingly.
    if (order && order.status !== 'paid') {
      const status = order.status.replace(/_/g, ' ');
      failed(
        s.line,
        labelOf(s),
        [`Order ${s.sourceOrderId} is ${status} here: add this item to it by hand`],
        valuesOf.get(s.line) ?? {},
      );
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
      existingOrderId: order?.id ?? null,
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
  // Created and kept unmatched are told apart: an unmatched sale is in no event's figures until it is matched.
  let created = 0;
  let unmatched = 0;
  const count = (s: Planned) => (s.unmatched ? unmatched++ : created++);
  if (req.dryRun)
    planned.forEach((s) => {
      count(s);
      keptUnmatched(s, null);
    });
  else {
    const [menu] = await db.select({ id: menus.id }).from(menus).where(eq(menus.name, MENU));
    const audit = { userId, menuId: menu?.id ?? null };
    for (const batch of batchesOf(planned)) {
      const orderOf = await db.transaction((tx) => writeBatch(tx, batch, audit, req.fileName));
      for (const s of batch) {
        const orderId = orderOf.get(s);
        if (orderId) {
          count(s);
          keptUnmatched(s, orderId);
        } else alreadyImported(s, null);
      }
    }
  }
  results.sort((a, b) => a.line - b.line);
  const failedCount = results.filter((r) => r.outcome === 'failed').length;
  return {
    dryRun: req.dryRun,
    summary: { total: parsed.rows.length, created, unmatched, updated: 0, skipped, failed: failedCount },
    rows: results,
  };
}
