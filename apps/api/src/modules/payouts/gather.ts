import { sql, type SQL } from 'drizzle-orm';
import type { SalesLines } from '@phlox/contract';
import type { Db, Executor, Tx } from '../../db/client.js';
import { emptySalesLines } from './sales-lines.js';
import type { BoosterTerms, PhotographerTerms } from './split.js';

/**
 * The facts a payout is computed from, for many events at once: a fixed number of set-based queries whatever
 * the number of events (no per-event round trips). sales-lines.ts is the same rule as a pure model.
 */

/**
 * Runs `fn` in a transaction with JIT off. The pass-share join's row estimates are pessimistic (a handful of
 * pass orders among millions), so PostgreSQL would spend ~1 s JIT-compiling a query that runs in milliseconds.
 */
export async function withoutJit<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return fn(tx);
  });
}

export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The event ids as one JSON parameter, expanded to a relation `ev(id)`. */
/**
 * The event ids as one array parameter, expanded to a relation `ev(id)`. unnest of an array lets the planner
 * count the ids (a JSON expansion is guessed at 100 rows, which tips one-event queries into JIT compiling).
 */
export const idArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
const eventIdsCte = (ids: number[]) => sql`ev as (select unnest(${idArray(ids)}) as id)`;

/** A sold order (paid, later refunded or not) and the product's amount less its succeeded refunds. */
const netOfProduct = sql`greatest(op.price - coalesce((
    select sum(r.refund_amount) from order_product_refunds r
    where r.order_product_id = op.id and r.refund_status = 'succeeded' and r.deleted_at is null), 0), 0)`;
const soldOrder = sql`o.id = op.order_id and o.deleted_at is null
    and o.status in ('paid', 'partially_refunded', 'refunded')`;

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

export async function gatherSalesLines(db: Executor, eventIds: number[]): Promise<Map<number, SalesLines>> {
  const out = new Map<number, SalesLines>(eventIds.map((id) => [id, emptySalesLines()]));
  if (!eventIds.length) return out;
  const rows = await rowsOf<LineRow>(
    db,
    sql`with ${eventIdsCte(eventIds)},
    pass_events as (
      -- every active event of each pass that includes one of ours, ranked in start order (spreadEvenly)
      select spe.season_pass_id, spe.event_id,
        (row_number() over w) - 1 as rank, count(*) over (partition by spe.season_pass_id) as n
      from season_pass_events spe
      join events e on e.id = spe.event_id and e.deleted_at is null
      where spe.deleted_at is null and spe.status
        and spe.season_pass_id in (select x.season_pass_id from season_pass_events x join ev on ev.id = x.event_id
                                   where x.deleted_at is null and x.status)
      window w as (partition by spe.season_pass_id order by e.start_time, e.id)
    )
    select op.event_id as "eventId", o.source::text as line, sum(${netOfProduct}) as amount
    from ev
    join order_products op on op.event_id = ev.id and op.deleted_at is null and op.season_pass_product_id is null
    join orders o on ${soldOrder}
    group by op.event_id, o.source
    union all
    select m.event_id, 'offline', sum(m.sale_amount)
    from ev join event_manual_sales m on m.event_id = ev.id and m.deleted_at is null
    group by m.event_id
    union all
    select pe.event_id, 'seasonPass',
      sum(floor(x.net / pe.n) + case when pe.rank < mod(x.net, pe.n) then 1 else 0 end)
    from pass_events pe
    join ev on ev.id = pe.event_id
    join season_pass_products spp on spp.season_pass_id = pe.season_pass_id
    join order_products op on op.season_pass_product_id = spp.id and op.deleted_at is null
    join orders o on ${soldOrder}
    cross join lateral (select ${netOfProduct} as net) x
    group by pe.event_id`,
  );
  for (const r of rows) {
    const key = r.line in SOURCE_LINE ? SOURCE_LINE[r.line as keyof typeof SOURCE_LINE] : (r.line as keyof SalesLines);
    out.get(r.eventId)![key] += Number(r.amount);
  }
  return out;
}

export interface EventTerms {
  photographers: PhotographerTerms[];
  boosters: BoosterTerms[];
}

/**
 * The crew's compensation terms and the booster clubs' commissions: a booster club tied to the event through
 * event_organizations, with its booster_commissions percent for the event's category, else the parent's.
 */
export async function gatherTerms(db: Executor, eventIds: number[]): Promise<Map<number, EventTerms>> {
  const out = new Map<number, EventTerms>(eventIds.map((id) => [id, { photographers: [], boosters: [] }]));
  if (!eventIds.length) return out;
  // One query after the other: the caller may pass a transaction (one connection).
  const crew = await rowsOf<{ eventId: number } & PhotographerTerms>(
    db,
    sql`with ${eventIdsCte(eventIds)}
      select ep.event_id as "eventId", ep.photographer_id as "photographerId", ep.commission_type as "commissionType",
        ep.charge, ep.percent_charge::text as "percentCharge"
      from ev join event_photographers ep on ep.event_id = ev.id and ep.deleted_at is null
      order by ep.event_id, ep.id`,
  );
  const boosters = await rowsOf<{ eventId: number } & BoosterTerms>(
    db,
    sql`with ${eventIdsCte(eventIds)}
      select distinct on (eo.event_id, o.id) eo.event_id as "eventId", o.id as "boosterId",
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
      order by eo.event_id, o.id`,
  );
  for (const { eventId, ...t } of crew) out.get(eventId)!.photographers.push(t);
  // A booster club with no commission for the category is owed nothing and gets no payout row.
  for (const { eventId, ...t } of boosters) if (t.percent !== null) out.get(eventId)!.boosters.push(t);
  return out;
}
