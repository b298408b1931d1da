import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { SOLD_ORDER_STATUSES } from '@phlox/contract';
import { rowsOf, sqlList } from '../../shared/sql.js';
import { chicagoDayStart } from '../../shared/chicago.js';

/**
 * The daily rollups (db/schema/reports.ts) and how they stay correct.
 *
 * A Chicago day's rows are a pure function of the orders dated that day. Triggers log the day of every order
 * touched by a change to orders, order_products (a rollover repoints one), refunds or gift-card transactions in
 * report_stale_days. Before a report reads a range it recomputes the range's days that are logged or were never
 * computed. Race-free without locking writers: the refresh first deletes the log rows it sees, then recomputes
 * in a later statement (a later snapshot), so a change whose log row it did not see is either already visible
 * to the recompute or leaves its log row for the next read. Refreshers queue on an advisory lock and re-check
 * after taking it, so two never rebuild the same day twice at once. Event, category, organization and product
 * names are joined when reading, so renaming them needs no refresh.
 *
 * Payout figures roll up the same way per event-start day: triggers on payout_phlox, payout_photographers,
 * payout_boosters (and on events, when one moves or is deleted) log the event's day in report_stale_payout_days.
 */

/** Days per refresh transaction: bounded work per lock hold when a long range is computed the first time. */
const CHUNK = 31;
const SOLD = sqlList(SOLD_ORDER_STATUSES);

export const dayArray = (days: string[]) => sql`${`{${days.join(',')}}`}::date[]`;

/** Sales rollups are kept per order day, payout rollups per event-start day; each kind has its own day log. */
const KINDS = {
  sales: { days: sql.raw('report_days'), stale: sql.raw('report_stale_days'), lock: 'reports-rollup' },
  payouts: { days: sql.raw('report_payout_days'), stale: sql.raw('report_stale_payout_days'), lock: 'reports-payouts' },
} as const;
type Kind = keyof typeof KINDS;

/** The range's days needing a recompute, and the range's data version (its latest refresh time). */
async function rangeState(db: Db, kind: Kind, from: string, to: string) {
  const k = KINDS[kind];
  const [row] = await rowsOf<{ days: string[] | null; version: string | null }>(
    db,
    sql`select
      (select array_agg(to_char(g.d, 'YYYY-MM-DD') order by g.d)
        from generate_series(${from}::date, ${to}::date, interval '1 day') as g(d)
        where not exists (select 1 from ${k.days} rd where rd.day = g.d::date)
           or exists (select 1 from ${k.stale} s where s.day = g.d::date)) as days,
      (select max(rd.refreshed_at)::text from ${k.days} rd where rd.day between ${from}::date and ${to}::date)
        as version`,
  );
  return { days: row?.days ?? [], version: row?.version ?? '' };
}

async function rebuildSales(tx: Tx, d: SQL) {
  await tx.execute(sql`delete from report_daily_orders where day = any(${d})`);
  await tx.execute(sql`delete from report_daily_events where day = any(${d})`);
  await tx.execute(sql`delete from report_daily_products where day = any(${d})`);
  await tx.execute(sql`with days as (select unnest(${d}) as day),
      so as materialized (
        select days.day, o.id, o.source, o.coupon_id, o.discount_amount,
          (select coalesce(sum(g.amount), 0) from order_giftcard_transactions g
            where g.order_id = o.id and g.transaction_type = 'debit' and g.deleted_at is null) as giftcard
        from days
        join orders o on o.order_date >= ${chicagoDayStart(sql`days.day`)}
          and o.order_date < ${chicagoDayStart(sql`days.day`, 1)}
        where o.deleted_at is null and o.status in (${SOLD})
      ),
      ops as materialized (
        select so.day, so.id as order_id, op.price,
          case when op.season_pass_product_id is null then op.event_id end as event_id,
          coalesce(ep.product_id, spp.product_id) as product_id,
          least(op.price, (select coalesce(sum(r.refund_amount), 0) from order_product_refunds r
            where r.order_product_id = op.id and r.refund_status = 'succeeded' and r.deleted_at is null)) as refunded
        from so
        join order_products op on op.order_id = so.id and op.deleted_at is null
        left join event_products ep on ep.id = op.event_product_id
        left join season_pass_products spp on spp.id = op.season_pass_product_id
      ),
      per_order as (
        select so.day, so.source, so.coupon_id, so.discount_amount, so.giftcard,
          coalesce(sum(ops.price), 0) as gross, coalesce(sum(ops.refunded), 0) as refunds
        from so left join ops on ops.order_id = so.id
        group by so.day, so.id, so.source, so.coupon_id, so.discount_amount, so.giftcard
      ),
      ins_orders as (
        insert into report_daily_orders (day, source, coupon_id, orders, gross, discounts, refunds, giftcard)
        select day, source, coupon_id, count(*), sum(gross), sum(discount_amount), sum(refunds), sum(giftcard)
        from per_order group by day, source, coupon_id
      ),
      ins_events as (
        insert into report_daily_events (day, event_id, sales, refunds, items)
        select day, event_id, sum(price), sum(refunded), count(*) from ops group by day, event_id
      )
      insert into report_daily_products (day, product_id, sales, refunds, items)
      select day, product_id, sum(price), sum(refunded), count(*) from ops group by day, product_id`);
}

/**
 * Paid payout rows, platform fee and platform loss of the live events starting each day (each event's fee is
 * its split's remainder when ≥ 0, its loss the shortfall otherwise). What is owed depends on the time (events
 * end) and is read live (summary.ts).
 */
async function rebuildPayouts(tx: Tx, d: SQL) {
  await tx.execute(sql`delete from report_daily_payouts where day = any(${d})`);
  await tx.execute(sql`with days as (select unnest(${d}) as day),
      ev as materialized (
        select days.day, e.id from days
        join events e on e.start_time >= ${chicagoDayStart(sql`days.day`)}
          and e.start_time < ${chicagoDayStart(sql`days.day`, 1)}
        where e.deleted_at is null
      ),
      payees as (
        select ev.day, sum(x.amount) as paid
        from ev join (
          select event_id, amount from payout_photographers where deleted_at is null and payment_status = 'Paid'
          union all
          select event_id, amount from payout_boosters where deleted_at is null and payment_status = 'Paid'
        ) x on x.event_id = ev.id
        group by ev.day
      ),
      fees as (
        select ev.day, sum(greatest(p.phlox_amount, 0)) as fee, sum(greatest(-p.phlox_amount, 0)) as loss
        from ev join payout_phlox p on p.event_id = ev.id and p.deleted_at is null group by ev.day
      )
      insert into report_daily_payouts (day, paid, fee, loss)
      select days.day, coalesce(payees.paid, 0), coalesce(fees.fee, 0), coalesce(fees.loss, 0)
      from days left join payees on payees.day = days.day left join fees on fees.day = days.day`);
}

async function refreshDays(db: Db, kind: Kind, wanted: string[]): Promise<void> {
  const k = KINDS[kind];
  await db.transaction(async (tx) => {
    // Estimates over the day join are pessimistic; JIT would cost more than the query (see withoutJit in shared/sql.ts).
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${k.lock}))`);
    const [{ days }] = await rowsOf<{ days: string[] | null }>(
      tx,
      sql`select array_agg(to_char(d, 'YYYY-MM-DD')) as days from unnest(${dayArray(wanted)}) as w(d)
        where not exists (select 1 from ${k.days} rd where rd.day = w.d)
           or exists (select 1 from ${k.stale} s where s.day = w.d)`,
    );
    if (!days?.length) return; // another request computed them while we waited
    const d = dayArray(days);
    // First consume the log, then rebuild in later statements (later snapshots): see the comment at the top.
    await tx.execute(sql`delete from ${k.stale} where day = any(${d})`);
    await (kind === 'sales' ? rebuildSales(tx, d) : rebuildPayouts(tx, d));
    await tx.execute(sql`insert into ${k.days} (day, refreshed_at)
      select unnest(${d}), clock_timestamp()
      on conflict (day) do update set refreshed_at = excluded.refreshed_at`);
  });
}

/** How far a build got: days still to compute (of both kinds) and days in the range. */
export interface BuildProgress {
  daysLeft: number;
  days: number;
}

/** A build that may stop early: after `deadline` (ms since epoch) no new chunk starts. */
interface BuildOptions {
  deadline?: number;
  /** After each chunk of days is computed (a job reports its progress). */
  onChunk?: () => Promise<void>;
}

async function ensureKind(db: Db, kind: Kind, from: string, to: string, opts: BuildOptions) {
  const state = await rangeState(db, kind, from, to);
  let done = 0;
  for (let i = 0; i < state.days.length; i += CHUNK) {
    if (opts.deadline !== undefined && Date.now() >= opts.deadline) break;
    await refreshDays(db, kind, state.days.slice(i, i + CHUNK));
    done = Math.min(i + CHUNK, state.days.length);
    await opts.onChunk?.();
  }
  if (!done) return { version: state.version, daysLeft: state.days.length };
  const after = await rangeState(db, kind, from, to);
  return { version: after.version, daysLeft: after.days.length };
}

/**
 * Brings the rollups of [from, to] up to date and returns the range's data version, which changes whenever any
 * of its days is recomputed (the summary cache's key). With a deadline it may stop early: `daysLeft` > 0 then.
 */
export async function ensureFresh(
  db: Db,
  from: string,
  to: string,
  opts: BuildOptions = {},
): Promise<{ version: string; daysLeft: number; days: number }> {
  // One kind after the other: a build's progress reads as one count, and a deadline stops both.
  const sales = await ensureKind(db, 'sales', from, to, opts);
  const payouts = await ensureKind(db, 'payouts', from, to, opts);
  const days = dayCount(from, to) * 2;
  return { version: `${sales.version}|${payouts.version}`, daysLeft: sales.daysLeft + payouts.daysLeft, days };
}

const dayCount = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
