import { sql } from 'drizzle-orm';
import {
  ORDER_SOURCES,
  ORDER_SOURCE_LABELS,
  REPORT_TOP_N,
  type OrderSource,
  type ReportInterval,
  type ReportSummary,
  type ReportSummaryQuery,
} from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { rowsOf, withoutJit } from '../../shared/sql.js';
import { chicagoDayStart } from '../../shared/chicago.js';
import { summaryAmounts } from '../payouts/index.js';
import { ensureFresh, type BuildProgress } from './rollup.js';

/**
 * The reports summary (README "Reports"). Sales figures come from the daily rollups (rollup.ts): sold orders
 * (paid, partially_refunded, refunded — as in the payouts' sales analysis) dated by their Chicago order day.
 * gross = Σ product prices; refunds = succeeded refunds of those products (counted on the order's day, as the
 * sales analysis nets them); net = gross − discounts − refunds. Payouts owed/paid and the platform fee are those
 * of the events that start in the range (a payout belongs to its event), rolled up per event-start day.
 */

/** How long a cached summary may show renamed events or organizations (sales changes invalidate it at once). */
const CACHE_SECONDS = 60;

interface OrderRow {
  day: string;
  source: OrderSource;
  couponId: number | null;
  orders: number;
  gross: string;
  discounts: string;
  refunds: string;
  giftcard: string;
}

interface BreakdownRow {
  id: number | null;
  label: string;
  sales: number | string;
  refunds: number | string;
  count: number | string;
  startTime?: string | null;
}

const DAY_MS = 86_400_000;
const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first day of the bucket holding `day`: itself, its week's Monday, or the first of its month. */
export function periodOf(day: string, interval: ReportInterval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const ms = dayMs(day);
  return dayOf(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS);
}

/** Every bucket of the range in order, so the chart shows empty periods as 0. */
function periodsOf(from: string, to: string, interval: ReportInterval): string[] {
  const out: string[] = [];
  for (let ms = dayMs(from); ms <= dayMs(to); ms += DAY_MS) {
    const p = periodOf(dayOf(ms), interval);
    if (out[out.length - 1] !== p) out.push(p);
  }
  return out;
}

const n = (v: number | string | null | undefined) => Number(v ?? 0);
const rowOf = (r: BreakdownRow) => ({
  id: r.id === null ? null : Number(r.id),
  label: r.label,
  sales: n(r.sales),
  refunds: n(r.refunds),
  count: n(r.count),
});

async function ordersPart(db: Db, q: ReportSummaryQuery) {
  const rows = await rowsOf<OrderRow>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, source, coupon_id as "couponId", orders, gross, discounts,
        refunds, giftcard
      from report_daily_orders where day between ${q.from}::date and ${q.to}::date`,
  );
  const kpis = { grossSales: 0, refunds: 0, net: 0, orders: 0, averageOrder: 0, discounts: 0, giftcardUse: 0 };
  const series = new Map(
    periodsOf(q.from, q.to, q.interval).map((p) => [p, { period: p, sales: 0, refunds: 0, orders: 0 }]),
  );
  const sources = new Map(ORDER_SOURCES.map((s) => [s, { sales: 0, refunds: 0, count: 0 }]));
  const coupons = new Map<number, { sales: number; refunds: number; count: number; discounts: number }>();
  for (const r of rows) {
    const [gross, refunds, discounts] = [n(r.gross), n(r.refunds), n(r.discounts)];
    kpis.grossSales += gross;
    kpis.refunds += refunds;
    kpis.discounts += discounts;
    kpis.orders += r.orders;
    kpis.giftcardUse += n(r.giftcard);
    const point = series.get(periodOf(r.day, q.interval))!;
    point.sales += gross;
    point.refunds += refunds;
    point.orders += r.orders;
    const src = sources.get(r.source)!;
    src.sales += gross;
    src.refunds += refunds;
    src.count += r.orders;
    if (r.couponId !== null) {
      const c = coupons.get(r.couponId) ?? { sales: 0, refunds: 0, count: 0, discounts: 0 };
      c.sales += gross;
      c.refunds += refunds;
      c.count += r.orders;
      c.discounts += discounts;
      coupons.set(r.couponId, c);
    }
  }
  kpis.net = kpis.grossSales - kpis.discounts - kpis.refunds;
  kpis.averageOrder = kpis.orders ? Math.round(kpis.grossSales / kpis.orders) : 0;
  const names = coupons.size
    ? await rowsOf<{ id: number; code: string }>(
        db,
        sql`select id, code from coupons where id = any(${`{${[...coupons.keys()].join(',')}}`}::int[])`,
      )
    : [];
  const codeOf = new Map(names.map((c) => [c.id, c.code]));
  return {
    kpis,
    series: [...series.values()],
    bySource: ORDER_SOURCES.map((s) => ({ id: null, source: s, label: ORDER_SOURCE_LABELS[s], ...sources.get(s)! })),
    couponUse: [...coupons.entries()]
      .map(([id, c]) => ({ id, label: codeOf.get(id) ?? `#${id}`, ...c }))
      .sort((a, b) => b.count - a.count || b.discounts - a.discounts || a.id - b.id),
  };
}

/** Category, organization, photographer and top-event breakdowns from one pass over the range's event rows. */
async function eventsPart(db: Db, q: ReportSummaryQuery) {
  const [row] = await withoutJit(db, (tx) =>
    rowsOf<Record<'byCategory' | 'byOrganization' | 'byPhotographer' | 'topEvents', BreakdownRow[] | null>>(
      tx,
      sql`with pe as materialized (
        select event_id, sum(sales) as sales, sum(refunds) as refunds, sum(items) as items
        from report_daily_events where day between ${q.from}::date and ${q.to}::date group by event_id
      )
      select
        (select json_agg(x) from (
          select c.id, case when pe.event_id is null then 'Season passes' else coalesce(c.category, 'No category') end
              as label, sum(pe.sales) as sales, sum(pe.refunds) as refunds, sum(pe.items) as count
          from pe left join events e on e.id = pe.event_id left join event_categories c on c.id = e.event_category_id
          group by c.id, 2 order by sales desc, 2) x) as "byCategory",
        (select json_agg(x) from (
          select o.id, o.name as label, sum(pe.sales) as sales, sum(pe.refunds) as refunds, sum(pe.items) as count
          from pe
          join (select distinct eo.event_id, eo.organization_id from event_organizations eo
                where eo.deleted_at is null and not eo.is_venue) eo on eo.event_id = pe.event_id
          join organizations o on o.id = eo.organization_id
          group by o.id, o.name order by sales desc, o.id limit ${REPORT_TOP_N}) x) as "byOrganization",
        (select json_agg(x) from (
          select u.id, trim(u.first_name || ' ' || u.last_name) as label, sum(pe.sales) as sales,
            sum(pe.refunds) as refunds, sum(pe.items) as count
          from pe
          join (select distinct ep.event_id, ep.photographer_id from event_photographers ep
                where ep.deleted_at is null) ep on ep.event_id = pe.event_id
          join users u on u.id = ep.photographer_id
          group by u.id order by sales desc, u.id limit ${REPORT_TOP_N}) x) as "byPhotographer",
        (select json_agg(x) from (
          select e.id, e.title as label, to_json(e.start_time)#>>'{}' as "startTime", pe.sales, pe.refunds,
            pe.items as count
          from pe join events e on e.id = pe.event_id
          order by pe.sales desc, e.id limit ${REPORT_TOP_N}) x) as "topEvents"`,
    ),
  );
  return {
    byCategory: (row.byCategory ?? []).map(rowOf),
    byOrganization: (row.byOrganization ?? []).map(rowOf),
    byPhotographer: (row.byPhotographer ?? []).map(rowOf),
    topEvents: (row.topEvents ?? []).map((r) => ({
      ...rowOf(r),
      startTime: r.startTime ? new Date(r.startTime).toISOString() : null,
    })),
  };
}

async function productsPart(db: Db, q: ReportSummaryQuery) {
  const rows = await rowsOf<BreakdownRow>(
    db,
    sql`select p.id, coalesce(p.name, 'No product') as label, sum(r.sales) as sales, sum(r.refunds) as refunds,
        sum(r.items) as count
      from report_daily_products r left join products p on p.id = r.product_id
      where r.day between ${q.from}::date and ${q.to}::date
      group by p.id, p.name order by sales desc, p.id limit ${REPORT_TOP_N}`,
  );
  return rows.map(rowOf);
}

/**
 * Payout rows and platform fee of the events starting in the range: paid, fee and loss from the rollups (per
 * event-start day, rollup.ts); owed and projected depend on the time, so they are read from payout_phlox's
 * per-event sums at `now` as the payouts list reads them (one narrow scan of the range's events).
 */
async function payoutKpis(db: Db, q: ReportSummaryQuery, now: Date) {
  const a = summaryAmounts(now);
  const [row] = await rowsOf<{ owed: string; projected: string; paid: string; fee: string; loss: string }>(
    db,
    sql`select u.owed, u.projected, r.paid, r.fee, r.loss
      from (select coalesce(sum(paid), 0) as paid, coalesce(sum(fee), 0) as fee, coalesce(sum(loss), 0) as loss
        from report_daily_payouts where day between ${q.from}::date and ${q.to}::date) r,
      (select coalesce(sum(${a.owed}), 0) as owed, coalesce(sum(${a.projected}), 0) as projected
        from payout_phlox p where p.deleted_at is null and not p.event_deleted
          and p.event_start_time >= ${chicagoDayStart(q.from)} and p.event_start_time < ${chicagoDayStart(q.to, 1)}) u`,
  );
  return {
    payoutsOwed: n(row?.owed),
    payoutsProjected: n(row?.projected),
    payoutsPaid: n(row?.paid),
    platformFee: n(row?.fee),
    platformLoss: n(row?.loss),
  };
}

async function compute(db: Db, q: ReportSummaryQuery, now: Date): Promise<ReportSummary> {
  const [orders, events, topProducts, payouts] = await Promise.all([
    ordersPart(db, q),
    eventsPart(db, q),
    productsPart(db, q),
    payoutKpis(db, q, now),
  ]);
  return { ...orders, ...events, topProducts, kpis: { ...orders.kpis, ...payouts } };
}

/**
 * "Payouts paid" also counts the adjustments of the payments made in the range (by Chicago day): they belong to a
 * payment, not an event, and without them the figure differed from what was actually paid. Read live on every
 * call (an indexed range of settlements), as no rollup version follows them.
 */
async function withPaymentAdjustments(db: Db, q: ReportSummaryQuery, body: ReportSummary): Promise<ReportSummary> {
  const [row] = await rowsOf<{ amount: string }>(
    db,
    sql`select coalesce(sum(a.amount), 0) as amount from settlements st
      join adjustment_settlements a on a.settlement_id = st.id and a.deleted_at is null
      where st.deleted_at is null
        and st.settled_at >= ${chicagoDayStart(q.from)} and st.settled_at < ${chicagoDayStart(q.to, 1)}`,
  );
  return { ...body, kpis: { ...body.kpis, payoutsPaid: body.kpis.payoutsPaid + n(row?.amount) } };
}

/**
 * From the cache while the range's data version is unchanged (and for CACHE_SECONDS at most), else computed and
 * cached. The cache is a table, so every API process shares it.
 */
export async function reportSummary(
  db: Db,
  q: ReportSummaryQuery,
  opts: { deadline?: number; now?: Date } = {},
): Promise<ReportSummary | { building: BuildProgress }> {
  const now = opts.now ?? new Date();
  const { version, daysLeft, days } = await ensureFresh(db, q.from, q.to, { deadline: opts.deadline });
  // Not all built within the request's time: the caller queues the rest and answers 202.
  if (daysLeft > 0) return { building: { daysLeft, days } };
  const key = `${q.from}|${q.to}|${q.interval}`;
  const [hit] = await rowsOf<{ body: ReportSummary }>(
    db,
    sql`select body from report_summary_cache where key = ${key} and version = ${version}
      and computed_at > now() - make_interval(secs => ${CACHE_SECONDS})`,
  );
  if (hit) return withPaymentAdjustments(db, q, hit.body);
  const body = await compute(db, q, now);
  await db.execute(sql`insert into report_summary_cache (key, version, body, computed_at)
    values (${key}, ${version}, ${JSON.stringify(body)}::jsonb, now())
    on conflict (key) do update set version = excluded.version, body = excluded.body, computed_at = excluded.computed_at`);
  await db.execute(sql`delete from report_summary_cache where computed_at < now() - interval '1 day'`);
  return withPaymentAdjustments(db, q, body);
}

/** Uncached, for the summary export (a download reads the current data). */
export async function reportSummaryFresh(
  db: Db,
  q: ReportSummaryQuery,
  now: Date = new Date(),
): Promise<ReportSummary> {
  await ensureFresh(db, q.from, q.to);
  return withPaymentAdjustments(db, q, await compute(db, q, now));
}
