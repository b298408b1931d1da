import { sql, type SQL } from 'drizzle-orm';
import { SOLD_ORDER_STATUSES, type SalesLines } from '@phlox/contract';
import type { Executor, Tx } from '../../db/client.js';
import { idArray, rowsOf, sqlList } from '../../shared/sql.js';
import { emptySalesLines } from './sales-lines.js';
import type { BoosterTerms, PhotographerTerms } from './split.js';

/**
 * The facts a payout is computed from, for many events at once: a fixed number of set-based queries whatever
 * the number of events (no per-event round trips). sales-lines.ts is the same rule as a pure model.
 */

const eventIdsCte = (ids: number[]) => sql`ev as (select unnest(${idArray(ids)}) as id)`;

/** The product's amount less its succeeded refunds (never below 0). */
const netOfProduct = sql`greatest(op.price - coalesce((
    select sum(r.refund_amount) from order_product_refunds r
    where r.order_product_id = op.id and r.refund_status = 'succeeded' and r.deleted_at is null), 0), 0)`;
/**
 * The product's order when it was sold (paid, later refunded or not), as a lateral lookup: `limit 1` keeps it a
 * primary-key probe per product. A plain join lets the planner, misled by the few pass products among millions,
 * hash-join a sequential scan of every order (seconds instead of milliseconds).
 */
const soldOrderOf = (alias: string) => sql`cross join lateral (select o.source from orders o
    where o.id = op.order_id and o.deleted_at is null and o.status in (${sqlList(SOLD_ORDER_STATUSES)})
    limit 1) ${sql.raw(alias)}`;

/**
 * Each season-pass order product's part for each of our events (BUSINESS_RULES: spread evenly over the pass's
 * active events in start order, spreadEvenly): rows (event_id, order_product_id, amount). This is what
 * prepaid_payout holds. Needs the `ev` relation.
 */
const passPartsSql = sql`select pe.event_id, op.id as order_product_id,
      (floor(x.net / pe.n) + case when pe.rank < mod(x.net, pe.n) then 1 else 0 end)::int as amount
    from (
      select spe.season_pass_id, spe.event_id,
        (row_number() over w) - 1 as rank, count(*) over (partition by spe.season_pass_id) as n
      from season_pass_events spe
      join events e on e.id = spe.event_id and e.deleted_at is null and e.status <> 'canceled'
      where spe.deleted_at is null and spe.status
        and spe.season_pass_id in (select x.season_pass_id from season_pass_events x join ev on ev.id = x.event_id
                                   where x.deleted_at is null and x.status)
      window w as (partition by spe.season_pass_id order by e.start_time, e.id)
    ) pe
    join ev on ev.id = pe.event_id
    join season_pass_products spp on spp.season_pass_id = pe.season_pass_id
    -- offset 0 keeps this a per-product index probe the planner counts as such: joined plainly, the few pass
    -- products among millions of nulls are estimated at ~500k rows, which tips the statement into JIT compiling.
    cross join lateral (select op.id, op.price, op.order_id from order_products op
      where op.season_pass_product_id = spp.id and op.deleted_at is null offset 0) op
    ${soldOrderOf('so')}
    cross join lateral (select ${netOfProduct} as net) x`;

/** Each Zenfolio order product of our events with what it sold for: what zenfolio_payout holds. Needs `ev`. */
const zenfolioSalesSql = sql`select op.event_id, op.id as order_product_id, so.source::text as sale_type,
      ${netOfProduct} as amount
    from ev
    join order_products op on op.event_id = ev.id and op.deleted_at is null and op.season_pass_product_id is null
    ${soldOrderOf('so')}
    where so.source in ('zenfolio_bb', 'zenfolio_sl')`;

const SOURCE_LINE = {
  phlox: 'preOrder',
  zenfolio_bb: 'zenfolioBb',
  zenfolio_sl: 'zenfolioSl',
  photoday: 'photoday',
} as const;

interface LineRow {
  eventId: number;
  line: keyof typeof SOURCE_LINE | 'offline' | 'seasonPass';
  amount: string | number;
}

function linesOf(eventIds: number[], rows: LineRow[]): Map<number, SalesLines> {
  const out = new Map<number, SalesLines>(eventIds.map((id) => [id, emptySalesLines()]));
  for (const r of rows) {
    const key = r.line in SOURCE_LINE ? SOURCE_LINE[r.line as keyof typeof SOURCE_LINE] : (r.line as keyof SalesLines);
    out.get(r.eventId)![key] += Number(r.amount);
  }
  return out;
}

/** Pre-order and PhotoDay sales (and, live, Zenfolio's), grouped by event and source, plus offline sales. */
const directLinesSql = (sources: SQL) => sql`select op.event_id as "eventId", so.source::text as line,
      sum(${netOfProduct}) as amount
    from ev
    join order_products op on op.event_id = ev.id and op.deleted_at is null and op.season_pass_product_id is null
    ${soldOrderOf('so')}
    where so.source in ${sources}
    group by op.event_id, so.source
    union all
    select m.event_id, 'offline', sum(m.sale_amount)
    from ev join event_manual_sales m on m.event_id = ev.id and m.deleted_at is null
    group by m.event_id`;

/** Every event's sales lines, live from the orders (the payout detail's sales analysis). */
export async function gatherSalesLines(db: Executor, eventIds: number[]): Promise<Map<number, SalesLines>> {
  if (!eventIds.length) return new Map();
  const rows = await rowsOf<LineRow>(db, sql`with ${eventIdsCte(eventIds)} ${liveLinesSql}`);
  return linesOf(eventIds, rows);
}

/**
 * Brings prepaid_payout (the season-pass share, one row per pass order product and event) and zenfolio_payout
 * (the Zenfolio B&B and Spotlights sales, one row per order product, sale_type = its source) of the events up to
 * date: rows are updated in place, added or soft-deleted, so a second run changes nothing. A rollover moves a
 * Zenfolio row to the product's new event when both are recomputed. Then reads every event's sales lines, the
 * season-pass and Zenfolio lines summed from those two ledgers. Call inside the recompute's transaction (after
 * its per-event lock); one statement per ledger.
 */
export async function syncLedgersAndGatherLines(
  tx: Tx,
  eventIds: number[],
): Promise<{ lines: Map<number, SalesLines>; terms: Map<number, EventTerms> }> {
  if (!eventIds.length) return { lines: new Map(), terms: new Map() };
  // Both ledgers in one statement: p_* and z_* are the same steps for prepaid_payout and zenfolio_payout.
  const steps = (p: string, table: string, want: SQL, insertCols: SQL, insertVals: SQL) => {
    const t = sql.identifier(table);
    const [w, h] = [sql.identifier(`${p}want`), sql.identifier(`${p}have`)];
    return sql`${w} as materialized (${want}),
    ${h} as materialized (select t.id, t.event_id, t.order_product_id, t.amount from ${t} t
      where t.event_id in (select id from ev) and t.deleted_at is null),
    ${sql.identifier(`${p}gone`)} as (update ${t} t set deleted_at = now(), updated_at = now() from ${h} h
      where t.id = h.id and not exists (select 1 from ${w} w
        where w.event_id = h.event_id and w.order_product_id = h.order_product_id and w.amount > 0) returning 1),
    ${sql.identifier(`${p}changed`)} as (update ${t} t set amount = w.amount, updated_at = now() from ${h} h
      join ${w} w on w.event_id = h.event_id and w.order_product_id = h.order_product_id
      where t.id = h.id and w.amount > 0 and w.amount <> h.amount returning 1),
    ${sql.identifier(`${p}added`)} as (insert into ${t} (event_id, order_product_id, amount_type, amount${insertCols})
      select w.event_id, w.order_product_id, ${insertVals} from ${w} w
      where w.amount > 0 and not exists (select 1 from ${h} h
        where h.event_id = w.event_id and h.order_product_id = w.order_product_id) returning 1)`;
  };
  await tx.execute(sql`with ${eventIdsCte(eventIds)},
    ${steps('p_', 'prepaid_payout', passPartsSql, sql``, sql`'season_pass', w.amount`)},
    ${steps('z_', 'zenfolio_payout', zenfolioSalesSql, sql`, sale_type`, sql`'sale', w.amount, w.sale_type`)}
    select (select count(*) from p_gone) + (select count(*) from p_changed) + (select count(*) from p_added)
      + (select count(*) from z_gone) + (select count(*) from z_changed) + (select count(*) from z_added) as n`);
  // Then the lines (season-pass and Zenfolio ones from the ledgers just written) and the terms, in one statement.
  const json = (q: SQL) => sql`(select coalesce(json_agg(x), '[]') from (${q}) x)`;
  const [facts] = await rowsOf<{
    lines: LineRow[];
    crew: Array<{ eventId: number } & PhotographerTerms>;
    boosters: Array<{ eventId: number } & BoosterTerms>;
  }>(
    tx,
    sql`with ${eventIdsCte(eventIds)} select ${json(sql`${directLinesSql(sql`('phlox', 'photoday')`)}
    union all
    select t.event_id, 'seasonPass', sum(t.amount) from prepaid_payout t
    where t.event_id in (select id from ev) and t.deleted_at is null group by t.event_id
    union all
    select t.event_id, t.sale_type, sum(t.amount) from zenfolio_payout t
    where t.event_id in (select id from ev) and t.deleted_at is null group by t.event_id, t.sale_type`)} as lines,
    ${json(crewSql)} as crew, ${json(boostersSql)} as boosters`,
  );
  return { lines: linesOf(eventIds, facts.lines), terms: termsOf(eventIds, facts.crew, facts.boosters) };
}

export interface EventTerms {
  photographers: PhotographerTerms[];
  boosters: BoosterTerms[];
}

/** The crew's terms of the events in `ev`: rows (eventId, PhotographerTerms). */
export const crewSql = sql`select ep.event_id as "eventId", ep.photographer_id as "photographerId",
    ep.commission_type as "commissionType", ep.charge, ep.percent_charge::text as "percentCharge"
  from ev join event_photographers ep on ep.event_id = ev.id and ep.deleted_at is null
  order by ep.event_id, ep.id`;

/**
 * The booster clubs of the events in `ev`: a booster club tied to the event through event_organizations, with
 * its booster_commissions percent for the event's category, else the parent's. Rows (eventId, BoosterTerms).
 */
export const boostersSql = sql`select distinct on (eo.event_id, o.id) eo.event_id as "eventId", o.id as "boosterId",
    o.parent_id as "organizationId", coalesce(bc.percent, bp.percent)::text as percent
  from ev
  join event_organizations eo on eo.event_id = ev.id and eo.deleted_at is null
  join organizations o on o.id = eo.organization_id and o.is_boosetr_club and o.deleted_at is null
  join events e on e.id = eo.event_id
  left join event_categories c on c.id = e.event_category_id
  left join booster_commissions bc
    on bc.organization_id = o.id and bc.event_category_id = e.event_category_id and bc.deleted_at is null
  left join booster_commissions bp
    on bp.organization_id = o.id and bp.event_category_id = c.parent_id and bp.deleted_at is null
  order by eo.event_id, o.id`;

/** Live sales lines of the events in `ev`: rows (eventId, line, amount). */
export const liveLinesSql = sql`${directLinesSql(sql`('phlox', 'photoday', 'zenfolio_bb', 'zenfolio_sl')`)}
  union all
  select p.event_id, 'seasonPass', sum(p.amount) from (${passPartsSql}) p group by p.event_id`;

export { eventIdsCte, linesOf, type LineRow };

export function termsOf(
  eventIds: number[],
  crew: Array<{ eventId: number } & PhotographerTerms>,
  boosters: Array<{ eventId: number } & BoosterTerms>,
): Map<number, EventTerms> {
  const out = new Map<number, EventTerms>(eventIds.map((id) => [id, { photographers: [], boosters: [] }]));
  for (const { eventId, ...t } of crew) out.get(eventId)!.photographers.push(t);
  // A booster club with no commission for the category is owed nothing and gets no payout row.
  for (const { eventId, ...t } of boosters) if (t.percent !== null) out.get(eventId)!.boosters.push(t);
  return out;
}

/** The crew's compensation terms and the booster clubs' commissions of the events. */
export async function gatherTerms(db: Executor, eventIds: number[]): Promise<Map<number, EventTerms>> {
  if (!eventIds.length) return new Map();
  // One query after the other: the caller may pass a transaction (one connection).
  const crew = await rowsOf<{ eventId: number } & PhotographerTerms>(db, sql`with ${eventIdsCte(eventIds)} ${crewSql}`);
  const boosters = await rowsOf<{ eventId: number } & BoosterTerms>(
    db,
    sql`with ${eventIdsCte(eventIds)} ${boostersSql}`,
  );
  return termsOf(eventIds, crew, boosters);
}
