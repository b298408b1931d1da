import { sql } from 'drizzle-orm';
import {
  FULFILMENT_LABELS,
  ORDER_SOURCE_LABELS,
  PAYEE_ROLE_LABELS,
  SALES_LINE_LABELS,
  TIME_ZONE,
  type OrderSource,
  type ReportExport,
  type ReportRangeQuery,
  type ReportSummary,
} from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { reportSummaryFresh } from './summary.js';
import type { XlsxCell, XlsxColumn, XlsxSheet } from '../../shared/xlsx.js';
import { rowsOf, withoutJit } from '../../shared/sql.js';
import { type EventTerms, gatherSalesLines, gatherTerms, SALES_LINE_KEYS, splitPayout } from '../payouts/index.js';
import { chicagoDayStart } from '../../shared/chicago.js';

/** The three report downloads as sheets for shared/xlsx.ts; each reads its rows batch by batch. */

/** Events per batch (each runs the payouts' set-based queries) and orders per batch of the customer export. */
const BATCH = 200;
const ORDER_BATCH = 1000;
const chicagoText = (col: string) => sql.raw(`to_char(${col} at time zone '${TIME_ZONE}', 'YYYY-MM-DD HH24:MI:SS')`);
const wallClock = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' }).format(
        new Date(iso),
      )
    : null;

// ---- summary ------------------------------------------------------------------------------------------------

const breakdown = (name: string, first: string, count: string, rows: ReportSummary['byCategory']): XlsxSheet => ({
  name,
  columns: [
    { header: first, kind: 'text', width: 36 },
    { header: 'Sales', kind: 'money' },
    { header: 'Refunds', kind: 'money' },
    { header: count, kind: 'int' },
  ],
  rows: [rows.map((r) => [r.label, r.sales, r.refunds, r.count])],
});

/** The tables of the reports page, one sheet each. */
export function summarySheets(s: ReportSummary): XlsxSheet[] {
  const k = s.kpis;
  const money: Array<[string, number]> = [
    ['Gross sales', k.grossSales],
    ['Refunds', k.refunds],
    ['Discounts', k.discounts],
    ['Net sales', k.net],
    ['Average order', k.averageOrder],
    ['Gift-card use', k.giftcardUse],
    ['Payouts owed', k.payoutsOwed],
    ['Payouts projected', k.payoutsProjected],
    ['Payouts paid', k.payoutsPaid],
    ['Platform fee', k.platformFee],
    ['Platform loss', k.platformLoss],
  ];
  return [
    {
      name: 'Figures',
      columns: [
        { header: 'Figure', kind: 'text', width: 20 },
        { header: 'Amount', kind: 'money' },
        { header: 'Count', kind: 'int' },
      ],
      rows: [[['Orders', null, k.orders], ...money.map(([label, v]): XlsxCell[] => [label, v, null])]],
    },
    {
      name: 'Sales over time',
      columns: [
        { header: 'Period from', kind: 'day' },
        { header: 'Sales', kind: 'money' },
        { header: 'Refunds', kind: 'money' },
        { header: 'Orders', kind: 'int' },
      ],
      rows: [s.series.map((p) => [p.period, p.sales, p.refunds, p.orders])],
    },
    breakdown('By source', 'Source', 'Orders', s.bySource),
    breakdown('By category', 'Category', 'Items', s.byCategory),
    breakdown('By organization', 'Organization', 'Items', s.byOrganization),
    breakdown('By photographer', 'Photographer', 'Items', s.byPhotographer),
    {
      name: 'Top events',
      columns: [
        { header: 'Event', kind: 'text', width: 48 },
        { header: 'Starts (Chicago)', kind: 'date', width: 18 },
        { header: 'Sales', kind: 'money' },
        { header: 'Refunds', kind: 'money' },
        { header: 'Items', kind: 'int' },
      ],
      rows: [s.topEvents.map((e) => [e.label, wallClock(e.startTime), e.sales, e.refunds, e.count])],
    },
    breakdown('Top products', 'Product', 'Items', s.topProducts),
    {
      name: 'Coupon use',
      columns: [
        { header: 'Coupon', kind: 'text' },
        { header: 'Orders', kind: 'int' },
        { header: 'Discounts', kind: 'money' },
        { header: 'Sales', kind: 'money' },
        { header: 'Refunds', kind: 'money' },
      ],
      rows: [s.couponUse.map((c) => [c.label, c.count, c.discounts, c.sales, c.refunds])],
    },
  ];
}

// ---- event profitability ------------------------------------------------------------------------------------

export const PROFITABILITY_COLUMNS: XlsxColumn[] = [
  { header: 'Event id', kind: 'int', width: 9 },
  { header: 'Event', kind: 'text', width: 48 },
  { header: 'Starts (Chicago)', kind: 'date', width: 18 },
  { header: 'Status', kind: 'text', width: 11 },
  ...SALES_LINE_KEYS.map((key): XlsxColumn => ({ header: SALES_LINE_LABELS[key], kind: 'money' })),
  { header: 'Total sales', kind: 'money' },
  { header: 'Photographers', kind: 'money' },
  { header: 'Booster clubs', kind: 'money' },
  { header: 'Platform fee', kind: 'money' },
  { header: 'Margin', kind: 'percent', width: 10 },
];
const PAYEE_COLUMNS: XlsxColumn[] = [
  { header: 'Event id', kind: 'int', width: 9 },
  { header: 'Event', kind: 'text', width: 48 },
  { header: 'Starts (Chicago)', kind: 'date', width: 18 },
  { header: 'Payee', kind: 'text', width: 30 },
  { header: 'Role', kind: 'text', width: 14 },
  { header: 'Basis', kind: 'text', width: 10 },
  { header: 'Amount', kind: 'money' },
];

interface EventRow {
  id: number;
  title: string;
  start: string;
  ts: string;
  status: string;
}

/**
 * Per event starting in the range: the sales analysis lines and the payout split, computed with the payouts'
 * own queries and arithmetic (payouts/gather.ts, split.ts), so the figures match /payout to the cent; margin =
 * platform fee ÷ total sales. A second sheet lists each payee's amount (buffered: a few rows per event).
 */
export function profitabilitySheets(db: Db, q: ReportRangeQuery): XlsxSheet[] {
  const payeeRows: XlsxCell[][] = [];
  async function* events(): AsyncGenerator<XlsxCell[][]> {
    let after: { ts: string; id: number } | null = null;
    for (;;) {
      const batch: EventRow[] = await rowsOf<EventRow>(
        db,
        sql`select id, title, ${chicagoText('start_time')} as start, start_time::text as ts, status from events
          where deleted_at is null and start_time >= ${chicagoDayStart(q.from)}
            and start_time < ${chicagoDayStart(q.to, 1)}
            ${after ? sql`and (start_time, id) > (${after.ts}::timestamptz, ${after.id})` : sql``}
          order by start_time, id limit ${BATCH}`,
      );
      if (!batch.length) return;
      const ids = batch.map((e) => e.id);
      const [sales, terms] = await withoutJit(db, async (tx) => [
        await gatherSalesLines(tx, ids),
        await gatherTerms(tx, ids),
      ]);
      const names = await payeeNames(db, [...terms.values()]);
      yield batch.map((e) => {
        const lines = sales.get(e.id)!;
        const t = terms.get(e.id)!;
        const split = splitPayout(lines, t.photographers, t.boosters);
        split.photographers.forEach((p, i) => {
          const term = t.photographers[i];
          const basis = term.commissionType === 'fixed' ? 'fixed' : `${term.percentCharge ?? '0'}%`;
          payeeRows.push([
            e.id,
            e.title,
            e.start,
            names.staff.get(p.photographerId) ?? `#${p.photographerId}`,
            PAYEE_ROLE_LABELS.staff,
            basis,
            p.amount,
          ]);
        });
        split.boosters.forEach((b, i) =>
          payeeRows.push([
            e.id,
            e.title,
            e.start,
            names.booster.get(b.boosterId) ?? `#${b.boosterId}`,
            PAYEE_ROLE_LABELS.booster_club,
            `${t.boosters[i].percent}%`,
            b.amount,
          ]),
        );
        return [
          e.id,
          e.title,
          e.start,
          e.status,
          ...SALES_LINE_KEYS.map((key) => lines[key]),
          split.total,
          split.photographerAmount,
          split.boosterAmount,
          split.phloxAmount,
          split.total ? split.phloxAmount / split.total : null,
        ];
      });
      const last = batch[batch.length - 1];
      after = { ts: last.ts, id: last.id };
    }
  }
  return [
    { name: 'Events', columns: PROFITABILITY_COLUMNS, rows: events() },
    { name: 'Payees', columns: PAYEE_COLUMNS, rows: { [Symbol.iterator]: () => [payeeRows][Symbol.iterator]() } },
  ];
}

async function payeeNames(db: Db, terms: EventTerms[]) {
  const staff = [...new Set(terms.flatMap((t) => t.photographers.map((p) => p.photographerId)))];
  const boosters = [...new Set(terms.flatMap((t) => t.boosters.map((b) => b.boosterId)))];
  const ids = (xs: number[]) => sql`${`{${xs.join(',')}}`}::int[]`;
  const [u, o] = await Promise.all([
    staff.length
      ? rowsOf<{ id: number; name: string }>(
          db,
          sql`select id, trim(first_name || ' ' || last_name) as name from users where id = any(${ids(staff)})`,
        )
      : [],
    boosters.length
      ? rowsOf<{ id: number; name: string }>(
          db,
          sql`select id, name from organizations where id = any(${ids(boosters)})`,
        )
      : [],
  ]);
  return { staff: new Map(u.map((r) => [r.id, r.name])), booster: new Map(o.map((r) => [r.id, r.name])) };
}

// ---- customer information – orders ---------------------------------------------------------------------------

export const CUSTOMER_ORDER_COLUMNS: XlsxColumn[] = [
  { header: 'Order', kind: 'int', width: 10 },
  { header: 'Order date (Chicago)', kind: 'date', width: 18 },
  { header: 'Order status', kind: 'text', width: 18 },
  { header: 'Source', kind: 'text', width: 18 },
  { header: 'Customer', kind: 'text' },
  { header: 'E-mail', kind: 'text', width: 28 },
  { header: 'Phone', kind: 'text', width: 16 },
  { header: 'Player', kind: 'text' },
  { header: 'Team', kind: 'text' },
  { header: 'Event', kind: 'text', width: 40 },
  { header: 'Event date (Chicago)', kind: 'date', width: 18 },
  { header: 'Product', kind: 'text' },
  { header: 'Season pass', kind: 'text', width: 28 },
  { header: 'Price', kind: 'money' },
  { header: 'Refunded', kind: 'money' },
  { header: 'Price paid', kind: 'money' },
  { header: 'Fulfilment', kind: 'text', width: 16 },
];

interface CustomerOrderRow {
  orderId: number;
  orderDate: string;
  sortDate: string;
  status: string;
  source: OrderSource;
  customer: string | null;
  email: string | null;
  phone: string | null;
  player: string | null;
  team: string | null;
  event: string | null;
  eventDate: string | null;
  product: string | null;
  pass: string | null;
  price: number;
  refunded: string;
  fulfilment: keyof typeof FULFILMENT_LABELS;
  itemId: number;
}

/** Every order product of the orders dated in the range (any status), oldest first, keyset batches. */
export function customerOrderSheets(db: Db, q: ReportRangeQuery): XlsxSheet[] {
  async function* rows(): AsyncGenerator<XlsxCell[][]> {
    let after: { date: string; id: number } | null = null;
    for (;;) {
      const orderIds: Array<{ id: number; d: string }> = await rowsOf<{ id: number; d: string }>(
        db,
        sql`select id, order_date::text as d from orders
          where deleted_at is null and order_date >= ${chicagoDayStart(q.from)}
            and order_date < ${chicagoDayStart(q.to, 1)}
            ${after ? sql`and (order_date, id) > (${after.date}::timestamptz, ${after.id})` : sql``}
          order by order_date, id limit ${ORDER_BATCH}`,
      );
      if (!orderIds.length) return;
      const ids = `{${orderIds.map((o) => o.id).join(',')}}`;
      const items = await rowsOf<CustomerOrderRow>(
        db,
        sql`select o.id as "orderId", ${chicagoText('o.order_date')} as "orderDate", o.status, o.source,
            trim(c.first_name || ' ' || c.last_name) as customer, c.email, c.phone,
            trim(cp.first_name || ' ' || cp.last_name) as player, team.name as team,
            e.title as event, ${chicagoText('e.start_time')} as "eventDate", p.name as product, sp.name as pass,
            op.price, op.id as "itemId", op.fullfilment_status as fulfilment,
            least(op.price, (select coalesce(sum(r.refund_amount), 0) from order_product_refunds r
              where r.order_product_id = op.id and r.refund_status = 'succeeded' and r.deleted_at is null))
              as refunded
          from orders o
          join order_products op on op.order_id = o.id and op.deleted_at is null
          left join customers c on c.id = o.customer_id
          left join customer_players cp on cp.id = op.customer_player_id
          left join organizations team on team.id = cp.team_id
          left join events e on e.id = op.event_id
          left join event_products ep on ep.id = op.event_product_id
          left join season_pass_products spp on spp.id = op.season_pass_product_id
          left join season_pass sp on sp.id = spp.season_pass_id
          left join products p on p.id = coalesce(ep.product_id, spp.product_id)
          where o.id = any(${ids}::int[])
          order by o.order_date, o.id, op.id`,
      );
      yield items.map((r) => [
        r.orderId,
        r.orderDate,
        r.status.replace(/_/g, ' '),
        ORDER_SOURCE_LABELS[r.source],
        r.customer || null,
        r.email,
        r.phone,
        r.player || null,
        r.team,
        r.event,
        r.eventDate,
        r.product,
        r.pass,
        r.price,
        Number(r.refunded),
        r.price - Number(r.refunded),
        FULFILMENT_LABELS[r.fulfilment],
      ]);
      const last = orderIds[orderIds.length - 1];
      after = { date: last.d, id: last.id };
    }
  }
  return [{ name: 'Customer orders', columns: CUSTOMER_ORDER_COLUMNS, rows: rows() }];
}

/** The sheets of one report download (the summary builds its range's figures first: a job or a short range). */
export async function reportSheets(db: Db, kind: ReportExport, q: ReportRangeQuery): Promise<XlsxSheet[]> {
  if (kind === 'summary') return summarySheets(await reportSummaryFresh(db, { ...q, interval: 'day' }));
  return kind === 'event-profitability' ? profitabilitySheets(db, q) : customerOrderSheets(db, q);
}
