import { and, inArray, sql } from 'drizzle-orm';
import type { RecomputeResult } from '@phlox/contract';
import type { Db, Tx } from '../../db/client.js';
import { payoutBoosters, payoutPhlox, payoutPhotographers, updateHistory } from '../../db/schema/index.js';
import { notFound } from '../../shared/errors.js';
import { chicagoDayStart } from '../../shared/chicago.js';
import { payoutLocksSql } from '../../shared/payout-lock.js';
import { idArray, rowsOf } from '../../shared/sql.js';
import { syncLedgersAndGatherLines } from './gather.js';
import { splitPayout, type PayoutSplit } from './split.js';

/**
 * Recomputing writes payout_phlox, payout_photographers and payout_boosters from the current sales. It is
 * idempotent (rows are updated in place, so a second run changes nothing) and never touches a Paid row: a
 * payee's unpaid row carries what is still owed, its computed share less what it was already paid.
 */

const MENU = 'payouts';
/** Events per transaction when recomputing a date range: bounded locks, one round-trip set per batch. */
export const RECOMPUTE_BATCH = 250;
const BATCH = RECOMPUTE_BATCH;

interface PayeeRowState {
  id: number;
  eventId: number;
  payeeId: number;
  amount: number;
  paymentStatus: string;
}

/** What one payee is owed on one event: a computed share and the rows it already has. */
interface Wanted {
  eventId: number;
  payeeId: number;
  organizationId?: number | null;
  computed: number;
}

interface RowPlan {
  inserts: Array<{ eventId: number; payeeId: number; organizationId?: number | null; amount: number }>;
  updates: Array<{ id: number; amount: number }>;
  deletes: number[];
}

/** Pure: how a payee table's rows must change so each payee's unpaid row holds computed − paid. */
export function planPayeeRows(existing: PayeeRowState[], wanted: Wanted[]): RowPlan {
  const plan: RowPlan = { inserts: [], updates: [], deletes: [] };
  const key = (eventId: number, payeeId: number) => `${eventId}:${payeeId}`;
  const byPayee = new Map<string, PayeeRowState[]>();
  for (const r of existing)
    byPayee.set(key(r.eventId, r.payeeId), [...(byPayee.get(key(r.eventId, r.payeeId)) ?? []), r]);
  const seen = new Set<string>();
  for (const w of wanted) {
    const k = key(w.eventId, w.payeeId);
    seen.add(k);
    const rows = byPayee.get(k) ?? [];
    const paid = rows.filter((r) => r.paymentStatus === 'Paid');
    const unpaid = rows.filter((r) => r.paymentStatus !== 'Paid').sort((a, b) => a.id - b.id);
    const owed = w.computed - paid.reduce((s, r) => s + r.amount, 0);
    // A payee with nothing paid keeps a row even at $0 (it is listed); one paid in full needs no new row.
    const keep = paid.length === 0 || owed > 0;
    const [first, ...extra] = unpaid;
    plan.deletes.push(...extra.map((r) => r.id));
    if (!keep) {
      if (first) plan.deletes.push(first.id);
    } else if (!first) {
      plan.inserts.push({ eventId: w.eventId, payeeId: w.payeeId, organizationId: w.organizationId, amount: owed });
    } else if (first.amount !== owed) {
      plan.updates.push({ id: first.id, amount: owed });
    }
  }
  for (const [k, rows] of byPayee)
    if (!seen.has(k)) plan.deletes.push(...rows.filter((r) => r.paymentStatus !== 'Paid').map((r) => r.id));
  return plan;
}

/** Sum payees listed twice on one event (a photographer booked twice) into one share. */
function merged(eventId: number, parts: Array<{ payeeId: number; organizationId?: number | null; amount: number }>) {
  const m = new Map<number, Wanted>();
  for (const p of parts) {
    const w = m.get(p.payeeId);
    if (w) w.computed += p.amount;
    else m.set(p.payeeId, { eventId, payeeId: p.payeeId, organizationId: p.organizationId, computed: p.amount });
  }
  return [...m.values()];
}

const jsonParam = (v: unknown) => sql`${JSON.stringify(v)}::json`;

async function applyPlan(tx: Tx, table: 'payout_photographers' | 'payout_boosters', plan: RowPlan) {
  const t = table === 'payout_photographers' ? payoutPhotographers : payoutBoosters;
  if (plan.inserts.length) {
    if (t === payoutPhotographers)
      await tx
        .insert(payoutPhotographers)
        .values(plan.inserts.map((i) => ({ eventId: i.eventId, photographerId: i.payeeId, amount: i.amount })));
    else
      await tx.insert(payoutBoosters).values(
        plan.inserts.map((i) => ({
          eventId: i.eventId,
          boosterId: i.payeeId,
          organizationId: i.organizationId ?? null,
          amount: i.amount,
        })),
      );
  }
  if (plan.updates.length)
    await tx.execute(sql`update ${sql.identifier(table)} t
      set amount = u.amount, payment_status = 'New', updated_at = now()
      from json_to_recordset(${jsonParam(plan.updates)}) as u(id int, amount int)
      where t.id = u.id and t.payment_status <> 'Paid'`);
  if (plan.deletes.length)
    await tx
      .update(t)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(inArray(t.id, plan.deletes), sql`${t.paymentStatus} <> 'Paid'`));
}

type Summary = Pick<PayoutSplit, 'total' | 'photographerAmount' | 'boosterAmount' | 'phloxAmount'>;
const summaryOf = (s: Summary) => ({
  total: s.total,
  photographerAmount: s.photographerAmount,
  boosterAmount: s.boosterAmount,
  phloxAmount: s.phloxAmount,
});

/**
 * Recomputes the given events in the caller's transaction; returns how many payouts changed. `userId` is who
 * asked (null: the refresh job). The events' stale marks made before this read are removed with it, and their
 * computed time recorded.
 */
export async function recomputeBatch(tx: Tx, eventIds: number[], userId: number | null): Promise<number> {
  // Lock the existing payout rows first: a settlement in flight finishes before we read what was paid.
  const lockIds = sql`(select unnest(${idArray(eventIds)}))`;
  // Two recomputes of one event queue up (an event's first payout has no row to lock yet); ids in order so
  // overlapping batches cannot deadlock. One query at a time: a transaction is one connection.
  // jit off (see withoutJit) and the per-event locks in one round trip.
  await tx.execute(sql`select set_config('jit', 'off', true), ${payoutLocksSql(eventIds)}`);
  // The event's payout row and payee rows, locked, in one statement.
  const locked = await rowsOf<Summary & PayeeRowState & { kind: 'phlox' | 'staff' | 'booster' }>(
    tx,
    sql`with ph as (select * from payout_phlox where event_id in ${lockIds} and deleted_at is null order by id for update),
      pp as (select * from payout_photographers where event_id in ${lockIds} and deleted_at is null order by id for update),
      pb as (select * from payout_boosters where event_id in ${lockIds} and deleted_at is null order by id for update)
    select 'phlox' as kind, id, event_id as "eventId", null::int as "payeeId", total_amount as amount,
      null as "paymentStatus", total_amount as total, photogrpher_amount as "photographerAmount",
      booster_amount as "boosterAmount", phlox_amount as "phloxAmount" from ph
    union all
    select 'staff', id, event_id, photographer_id, amount, payment_status::text, null, null, null, null from pp
    union all
    select 'booster', id, event_id, booster_id, amount, payment_status::text, null, null, null, null from pb
    order by 1, 2`,
  );
  // Marks made from here on (a sale committing while we compute) stay for the next refresh.
  const [{ upto }] = await rowsOf<{ upto: string | null }>(
    tx,
    sql`select max(id)::text as upto from payout_stale_events where event_id in ${lockIds}`,
  );
  const phlox = locked.filter((r) => r.kind === 'phlox');
  const photographers = locked.filter((r) => r.kind === 'staff');
  const boosters = locked.filter((r) => r.kind === 'booster');
  const { lines: sales, terms } = await syncLedgersAndGatherLines(tx, eventIds);

  const wantedPh: Wanted[] = [];
  const wantedBo: Wanted[] = [];
  const phloxByEvent = new Map(phlox.map((p) => [p.eventId, p]));
  const phloxInserts: Array<typeof payoutPhlox.$inferInsert> = [];
  const phloxUpdates: Array<{ id: number } & Summary> = [];
  const history: Array<typeof updateHistory.$inferInsert> = [];
  for (const eventId of eventIds) {
    const t = terms.get(eventId)!;
    const split = splitPayout(sales.get(eventId)!, t.photographers, t.boosters);
    wantedPh.push(
      ...merged(
        eventId,
        split.photographers.map((p) => ({ payeeId: p.photographerId, amount: p.amount })),
      ),
    );
    wantedBo.push(
      ...merged(
        eventId,
        split.boosters.map((b) => ({ payeeId: b.boosterId, organizationId: b.organizationId, amount: b.amount })),
      ),
    );
    const before = phloxByEvent.get(eventId);
    const after = summaryOf(split);
    if (before && JSON.stringify(summaryOf(before)) === JSON.stringify(after)) continue;
    if (before) phloxUpdates.push({ id: before.id, ...after });
    else
      phloxInserts.push({
        eventId,
        totalAmount: after.total,
        photographerAmount: after.photographerAmount,
        boosterAmount: after.boosterAmount,
        phloxAmount: after.phloxAmount,
      });
    history.push({
      menuId: null,
      userId,
      itemId: eventId,
      action: before ? 'update' : 'create',
      updatedField: 'payout',
      oldValue: before ? JSON.stringify(summaryOf(before)) : null,
      newValue: JSON.stringify(after),
      valueType: 'json',
    });
  }
  if (phloxInserts.length) await tx.insert(payoutPhlox).values(phloxInserts);
  if (phloxUpdates.length)
    await tx.execute(sql`update payout_phlox p
      set total_amount = u.total, photogrpher_amount = u."photographerAmount", booster_amount = u."boosterAmount",
          phlox_amount = u."phloxAmount", updated_at = now()
      from json_to_recordset(${jsonParam(phloxUpdates)})
        as u(id int, total int, "photographerAmount" int, "boosterAmount" int, "phloxAmount" int)
      where p.id = u.id`);
  await applyPlan(tx, 'payout_photographers', planPayeeRows(photographers, wantedPh));
  await applyPlan(tx, 'payout_boosters', planPayeeRows(boosters, wantedBo));
  if (history.length) {
    const [menu] = await rowsOf<{ id: number }>(tx, sql`select id from menus where name = ${MENU}`);
    await tx.insert(updateHistory).values(history.map((h) => ({ ...h, menuId: menu?.id ?? null })));
  }
  if (upto !== null)
    await tx.execute(sql`delete from payout_stale_events where event_id in ${lockIds} and id <= ${upto}::bigint`);
  await tx.execute(sql`insert into payout_computed (event_id, computed_at) select x.id, now() from ${lockIds} as x(id)
    on conflict (event_id) do update set computed_at = excluded.computed_at`);
  return history.length;
}

/** Live events whose start falls on the Chicago days from..to (both inclusive). */
export async function eventsBetween(db: Db, from: string, to: string): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from events
    where deleted_at is null
      and start_time >= ${chicagoDayStart(from)}
      and start_time < ${chicagoDayStart(to, 1)}
    order by id`,
  );
  return rows.map((r) => r.id);
}

export async function recomputeEvent(db: Db, eventId: number, userId: number): Promise<RecomputeResult> {
  const [hit] = await rowsOf<{ id: number }>(
    db,
    sql`select id from events where id = ${eventId} and deleted_at is null`,
  );
  if (!hit) throw notFound('Event');
  const changed = await db.transaction((tx) => recomputeBatch(tx, [eventId], userId));
  return { events: 1, changed };
}

export async function recomputeRange(db: Db, from: string, to: string, userId: number): Promise<RecomputeResult> {
  const ids = await eventsBetween(db, from, to);
  let changed = 0;
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    changed += await db.transaction((tx) => recomputeBatch(tx, batch, userId));
  }
  return { events: ids.length, changed };
}
